// @vitest-environment node
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  discussionSplitResultSchema,
  type DiscussionSplitResult,
} from "../../schemas/api/discussion-bulk.schema";
import { discussionSchema, type Discussion } from "../../schemas/entities/discussion.schema";
import { longRunnerSettings } from "../services/long-runner";
import { categoryIDOf } from "../../tests/helpers/server";
import { setUpRoleApi } from "../../tests/helpers/role-api";
import { expectError, progressOf } from "./discussion-writes.fixtures";
import { expectMatchesSchema } from "../../tests/helpers/schema-assert";

const roles = ["member", "member2", "moderator", "admin"] as const;
type Role = (typeof roles)[number];
const api = setUpRoleApi(roles);
const defaults = { ...longRunnerSettings };
afterEach(() => Object.assign(longRunnerSettings, defaults));

let offTopicID = 0;
let staffRoomID = 0;
const userIDs = {} as Record<Role, number>;
beforeAll(async () => {
  offTopicID = await categoryIDOf(api.app, "off-topic");
  staffRoomID = await categoryIDOf(api.app, "staff-room");
  for (const role of roles) {
    userIDs[role] = (
      await api.app.db.selectFrom("users").select("userID").where("name", "=", role).executeTakeFirstOrThrow()
    ).userID;
  }
});

const text = (body: string) => ({ body, format: "text" });

async function newDiscussion(as: Role, name = "Merge test", categoryID = api.generalID): Promise<number> {
  const response = await api.call("POST", "/discussions", as, {
    name,
    ...text(`Post of ${name}`),
    categoryID,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as Discussion).discussionID;
}

async function newComment(as: Role, discussionID: number, body: string, parentCommentID?: number) {
  const response = await api.call("POST", "/comments", as, {
    discussionID,
    ...text(body),
    ...(parentCommentID ? { parentCommentID } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { commentID: number }).commentID;
}

const discussionRow = (id: number) =>
  api.app.db.selectFrom("discussions").selectAll().where("discussionID", "=", id).executeTakeFirst();

const commentsOf = (id: number) =>
  api.app.db
    .selectFrom("comments")
    .selectAll()
    .where("discussionID", "=", id)
    .orderBy("dateInserted")
    .orderBy("commentID")
    .execute();

/** The stored counts next to the counts the rows give (redirect stubs are never counted). */
async function expectExactCounts(categoryIDs: number[], users: number[]) {
  for (const categoryID of categoryIDs) {
    const stored = await api.app.db
      .selectFrom("categories")
      .select(["countDiscussions", "countComments"])
      .where("categoryID", "=", categoryID)
      .executeTakeFirstOrThrow();
    const discussions = await api.app.db
      .selectFrom("discussions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("categoryID", "=", categoryID)
      .where("type", "!=", "redirect")
      .executeTakeFirstOrThrow();
    const comments = await api.app.db
      .selectFrom("comments")
      .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("discussions.categoryID", "=", categoryID)
      .where("comments.deleted", "=", 0)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ countDiscussions: Number(discussions.n), countComments: Number(comments.n) });
  }
  for (const userID of users) {
    const stored = await api.app.db
      .selectFrom("users")
      .select(["countDiscussions", "countComments"])
      .where("userID", "=", userID)
      .executeTakeFirstOrThrow();
    const discussions = await api.app.db
      .selectFrom("discussions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("insertUserID", "=", userID)
      .where("type", "!=", "redirect")
      .executeTakeFirstOrThrow();
    const comments = await api.app.db
      .selectFrom("comments")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("insertUserID", "=", userID)
      .where("deleted", "=", 0)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ countDiscussions: Number(discussions.n), countComments: Number(comments.n) });
  }
}

function runCall(token: string, as: Role) {
  return api.app.inject({
    method: "POST",
    url: "/api/v2/calls/run",
    headers: {
      "x-requested-with": "XMLHttpRequest",
      "content-type": "application/system-signed-token",
      cookie: api.cookies[as],
    },
    payload: token,
  });
}

describe("PATCH /api/v2/discussions/move with addRedirects", () => {
  it("leaves a closed redirect stub in the old category that links to the moved discussion", async () => {
    const id = await newDiscussion("member", "Where did it go? <b>&</b>");
    await newComment("member2", id, "A reply");
    const before = await discussionRow(id);
    const body = progressOf(
      await api.call("PATCH", "/discussions/move", "moderator", {
        discussionIDs: [id],
        categoryID: offTopicID,
        addRedirects: true,
      }),
    );
    expect(body.progress.successIDs).toEqual([id]);
    const moved = await discussionRow(id);
    expect(moved?.categoryID).toBe(offTopicID);
    expect(moved?.countComments).toBe(1);

    const stubs = await api.app.db
      .selectFrom("discussions")
      .selectAll()
      .where("categoryID", "=", api.generalID)
      .where("type", "=", "redirect")
      .where("name", "=", "Where did it go? <b>&</b>")
      .execute();
    expect(stubs).toHaveLength(1);
    const stub = stubs[0]!;
    expect(stub).toMatchObject({
      closed: 1,
      countComments: 0,
      insertUserID: userIDs.member,
      dateLastComment: before?.dateLastComment,
    });
    // The stub's page: its body links to the new place; the title is escaped, never markup.
    const page = await api.call("GET", `/discussions/${stub.discussionID}`, "member");
    expect(page.statusCode).toBe(200);
    const shown = page.json() as Discussion;
    expectMatchesSchema(discussionSchema, shown);
    expect(shown.type).toBe("redirect");
    expect(shown.closed).toBe(true);
    expect(shown.body).toContain(`href="/discussion/${id}/`);
    expect(shown.body).toContain("&#60;b&#62;&#38;&#60;/b&#62;");
    expect(shown.body).not.toContain("<b>");
    // The old category's list shows it.
    const list = await api.call("GET", `/discussions?categoryID=${api.generalID}&limit=100`, "member");
    expect((list.json() as Discussion[]).map((d) => d.discussionID)).toContain(stub.discussionID);
    await expectExactCounts([api.generalID, offTopicID], [userIDs.member, userIDs.member2]);
  });

  it("leaves no stub without addRedirects, nor for a discussion that does not move", async () => {
    const id = await newDiscussion("member", "No stub here");
    progressOf(
      await api.call("PATCH", "/discussions/move", "moderator", {
        discussionIDs: [id],
        categoryID: offTopicID,
      }),
    );
    progressOf(
      await api.call("PATCH", "/discussions/move", "moderator", {
        discussionIDs: [id],
        categoryID: offTopicID,
        addRedirects: true,
      }),
    );
    const stubs = await api.app.db
      .selectFrom("discussions")
      .select("discussionID")
      .where("type", "=", "redirect")
      .where("name", "=", "No stub here")
      .execute();
    expect(stubs).toEqual([]);
  });
});

describe("POST /api/v2/discussions/merge", () => {
  it("moves comments and each source's post into the destination, deletes the sources and recounts", async () => {
    const destination = await newDiscussion("member", "Destination");
    await newComment("member2", destination, "On the destination");
    const first = await newDiscussion("member2", "First source", offTopicID);
    const reply = await newComment("member", first, "First reply");
    await newComment("member2", first, "Reply to the reply", reply);
    const second = await newDiscussion("member", "Second source");
    const sourcePost = await discussionRow(first);

    const body = progressOf(
      await api.call("POST", "/discussions/merge", "moderator", {
        discussionIDs: [destination, first, second, first],
        destinationDiscussionID: destination,
      }),
    );
    expect([...body.progress.successIDs].sort((a, b) => a - b)).toEqual(
      [destination, first, second].sort((a, b) => a - b),
    );
    expect(body.progress.failedIDs).toEqual([]);
    expect(await discussionRow(first)).toBeUndefined();
    expect(await discussionRow(second)).toBeUndefined();

    const comments = await commentsOf(destination);
    expect(comments).toHaveLength(5);
    const asComment = comments.find((c) => c.body === "Post of First source");
    expect(asComment).toMatchObject({
      insertUserID: userIDs.member2,
      dateInserted: sourcePost?.dateInserted,
      parentCommentID: null,
    });
    // Replies keep their parents.
    expect(comments.find((c) => c.body === "Reply to the reply")?.parentCommentID).toBe(reply);
    const row = await discussionRow(destination);
    const last = comments.at(-1)!;
    expect(row).toMatchObject({ countComments: 5, lastCommentID: last.commentID });
    await expectExactCounts([api.generalID, offTopicID], [userIDs.member, userIDs.member2]);
  });

  it("turns the sources into redirects to the destination with addRedirects", async () => {
    const destination = await newDiscussion("member", "Merged home");
    const source = await newDiscussion("member2", "Merged away");
    await newComment("member", source, "Moves over");
    progressOf(
      await api.call("POST", "/discussions/merge", "admin", {
        discussionIDs: [source],
        destinationDiscussionID: destination,
        addRedirects: true,
      }),
    );
    const stub = await discussionRow(source);
    expect(stub).toMatchObject({ type: "redirect", closed: 1, countComments: 0, categoryID: api.generalID });
    expect(stub?.bodyHtml).toContain(`href="/discussion/${destination}/`);
    expect(await commentsOf(source)).toEqual([]);
    expect((await discussionRow(destination))?.countComments).toBe(2);
    await expectExactCounts([api.generalID], [userIDs.member, userIDs.member2]);
  });

  it("accepts PATCH as Vanilla's API names the call", async () => {
    const destination = await newDiscussion("member", "Patched home");
    const source = await newDiscussion("member", "Patched away");
    const body = progressOf(
      await api.call("PATCH", "/discussions/merge", "moderator", {
        discussionIDs: [source],
        destinationDiscussionID: destination,
      }),
    );
    expect(body.progress.successIDs).toEqual([source]);
    expect(await discussionRow(source)).toBeUndefined();
  });

  it("answers 400 with the spec's message when fewer than 2 distinct discussions are named", async () => {
    const id = await newDiscussion("member", "Alone");
    const error = await expectError(
      await api.call("POST", "/discussions/merge", "moderator", {
        discussionIDs: [id, id],
        destinationDiscussionID: id,
      }),
      400,
    );
    expect(error.message).toBe("You must select at least 2 discussions to merge.");
  });

  it("checks discussions.manage: 403 for the destination, per-id failures for sources", async () => {
    const own = await newDiscussion("member", "Member's own");
    const other = await newDiscussion("member", "Member's other");
    const refused = await expectError(
      await api.call("POST", "/discussions/merge", "member", {
        discussionIDs: [other],
        destinationDiscussionID: own,
      }),
      403,
    );
    expect(refused.message).toBe("Permission Problem");
    // A hidden destination is a 404 like a missing one.
    await expectError(
      await api.call("POST", "/discussions/merge", "member", {
        discussionIDs: [own],
        destinationDiscussionID: api.staffDiscussionID,
      }),
      404,
    );
    // Sources the moderator cannot see fail on their own; the rest merge.
    const body = progressOf(
      await api.call("POST", "/discussions/merge", "moderator", {
        discussionIDs: [other, 99999999],
        destinationDiscussionID: own,
      }),
    );
    expect(body.progress.successIDs).toEqual([other]);
    expect(body.progress.exceptionsByID["99999999"]?.status).toBe(404);
  });

  it("continues through calls/run, merging each source once", async () => {
    const destination = await newDiscussion("member", "Long merge");
    const sources: number[] = [];
    for (let i = 0; i < 6; i++) sources.push(await newDiscussion("member2", `Long source ${i}`));
    longRunnerSettings.maxItemsPerCall = 2;
    let answer = progressOf(
      await api.call("POST", "/discussions/merge", "moderator", {
        discussionIDs: sources,
        destinationDiscussionID: destination,
      }),
      408,
    );
    const done = [...answer.progress.successIDs];
    let calls = 1;
    while (answer.callbackPayload) {
      const response = await runCall(answer.callbackPayload, "moderator");
      answer = progressOf(response, response.statusCode);
      done.push(...answer.progress.successIDs);
      calls++;
    }
    expect(calls).toBe(3);
    expect([...done].sort((a, b) => a - b)).toEqual([...sources].sort((a, b) => a - b));
    expect(await commentsOf(destination)).toHaveLength(6);
    expect((await discussionRow(destination))?.countComments).toBe(6);
  });
});

describe("POST /api/v2/discussions/split", () => {
  it("makes a new discussion from the chosen comments: the earliest is its post", async () => {
    const source = await newDiscussion("member", "Split source");
    const a = await newComment("member2", source, "Split A");
    const b = await newComment("member", source, "Split B", a);
    const stays = await newComment("member2", source, "Stays", b);
    const c = await newComment("member", source, "Split C");
    const response = await api.call("POST", "/discussions/split", "moderator", {
      discussionID: source,
      commentIDs: [c, a, b],
      name: "  Split off  ",
      categoryID: offTopicID,
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as DiscussionSplitResult;
    expectMatchesSchema(discussionSplitResultSchema, body);
    expect(body).toMatchObject({ name: "Split off", categoryID: offTopicID });
    expect(body.url).toBe(`/discussion/${body.discussionID}/split-off`);
    expect(body.progress).toMatchObject({ failedIDs: [], countTotalIDs: 3 });
    expect([...body.progress.successIDs].sort((x, y) => x - y)).toEqual([a, b, c].sort((x, y) => x - y));

    const created = await discussionRow(body.discussionID);
    expect(created).toMatchObject({
      categoryID: offTopicID,
      insertUserID: userIDs.member2,
      body: "Split A",
      countComments: 2,
    });
    const moved = await commentsOf(body.discussionID);
    expect(moved.map((row) => row.body)).toEqual(["Split B", "Split C"]);
    // B replied to A, which is now the post: it has no parent any more.
    expect(moved[0]?.parentCommentID).toBeNull();
    const left = await commentsOf(source);
    expect(left.map((row) => row.commentID)).toEqual([stays]);
    expect(left[0]?.parentCommentID).toBeNull();
    expect((await discussionRow(source))?.countComments).toBe(1);
    await expectExactCounts([api.generalID, offTopicID], [userIDs.member, userIDs.member2]);
  });

  it("answers 400 with field errors for comments of another discussion, none, or an empty title", async () => {
    const source = await newDiscussion("member", "Split checks");
    const other = await newDiscussion("member", "Other");
    const foreign = await newComment("member", other, "Elsewhere");
    const own = await newComment("member", source, "Here");
    const base = { discussionID: source, name: "New", categoryID: api.generalID };
    const notHere = await expectError(
      await api.call("POST", "/discussions/split", "moderator", { ...base, commentIDs: [own, foreign] }),
      400,
    );
    expect(notHere.errors?.[0]).toMatchObject({ field: "commentIDs", code: "notInDiscussion" });
    const none = await expectError(
      await api.call("POST", "/discussions/split", "moderator", { ...base, commentIDs: [] }),
      400,
    );
    expect(none.errors?.some((e) => e.field === "commentIDs")).toBe(true);
    const empty = await expectError(
      await api.call("POST", "/discussions/split", "moderator", { ...base, commentIDs: [own], name: "" }),
      400,
    );
    expect(empty.errors?.some((e) => e.field === "name")).toBe(true);
    const blank = await expectError(
      await api.call("POST", "/discussions/split", "moderator", { ...base, commentIDs: [own], name: "   " }),
      400,
    );
    expect(blank.errors?.[0]?.field).toBe("name");
    expect((await commentsOf(source)).map((row) => row.commentID)).toEqual([own]);
  });

  it("needs discussions.manage on the source and posting rights in the target", async () => {
    const source = await newDiscussion("member", "Members may not split");
    const comment = await newComment("member2", source, "Mine");
    await expectError(
      await api.call("POST", "/discussions/split", "member", {
        discussionID: source,
        commentIDs: [comment],
        name: "Taken",
        categoryID: api.generalID,
      }),
      403,
    );
    await expectError(
      await api.call("POST", "/discussions/split", undefined, {
        discussionID: source,
        commentIDs: [comment],
        name: "Taken",
        categoryID: api.generalID,
      }),
      401,
    );
    const intoStaff = await api.call("POST", "/discussions/split", "moderator", {
      discussionID: source,
      commentIDs: [comment],
      name: "Staff copy",
      categoryID: staffRoomID,
    });
    expect(intoStaff.statusCode).toBe(201);
  });
});
