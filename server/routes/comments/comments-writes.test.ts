// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { commentListSchema, commentSchema, type Comment } from "../../../schemas/entities/comment.schema";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { buildTestApp, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";

const OPEN = "Remote work: how do you structure your day?"; // started by "member"
const CLOSED = "Scheduled maintenance this Saturday";
const SUNK = "Cats are objectively better than dogs";
const STAFF = "Handling the spam wave";
const emptyRich2 = JSON.stringify([{ type: "p", children: [{ text: "  " }] }]);

let app: FastifyInstance;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  for (const name of ["admin", "moderator", "member", "member2", "banned", "grace", "ada"])
    cookies[name] = await signInAs(app, name);
});
afterAll(() => app.close());

const send = (method: "POST" | "PATCH" | "DELETE", url: string, payload: object | undefined, as?: string) =>
  app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...writeHeaders, ...(as ? { cookie: cookies[as] } : {}) },
    ...(payload ? { payload } : {}),
  });
const get = (url: string, as?: string) =>
  app.inject({ url: `/api/v2${url}`, headers: as ? { cookie: cookies[as] } : {} });
const discussionOf = (name: string) =>
  app.db.selectFrom("discussions").selectAll().where("name", "=", name).executeTakeFirstOrThrow();
const userIDOf = async (name: string) =>
  (await app.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow())
    .userID;
const post = async (name: string, body: string, as: string, extra: object = {}) =>
  send(
    "POST",
    "/comments",
    { discussionID: (await discussionOf(name)).discussionID, body, format: "markdown", ...extra },
    as,
  );
const notificationsOf = async (name: string, commentID: number) =>
  app.db
    .selectFrom("notifications")
    .select(["reason", "url", "activityUserID"])
    .where("userID", "=", await userIDOf(name))
    .where("recordType", "=", "comment")
    .where("recordID", "=", commentID)
    .execute();

/** What the counts should be, counted from the comments themselves (tombstones do not count). */
async function expectCountsExact(discussionName: string, userName: string) {
  const discussion = await discussionOf(discussionName);
  const live = (q: "discussion" | "category" | "user") => {
    let query = app.db
      .selectFrom("comments")
      .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("comments.deleted", "=", 0);
    if (q === "discussion") query = query.where("comments.discussionID", "=", discussion.discussionID);
    if (q === "category") query = query.where("discussions.categoryID", "=", discussion.categoryID);
    return query;
  };
  const userID = await userIDOf(userName);
  const [d, c, u] = await Promise.all([
    live("discussion").executeTakeFirstOrThrow(),
    live("category").executeTakeFirstOrThrow(),
    live("user").where("comments.insertUserID", "=", userID).executeTakeFirstOrThrow(),
  ]);
  const category = await app.db
    .selectFrom("categories")
    .select("countComments")
    .where("categoryID", "=", discussion.categoryID)
    .executeTakeFirstOrThrow();
  const user = await app.db
    .selectFrom("users")
    .select("countComments")
    .where("userID", "=", userID)
    .executeTakeFirstOrThrow();
  expect(discussion.countComments).toBe(Number(d.n));
  expect(category.countComments).toBe(Number(c.n));
  expect(user.countComments).toBe(Number(u.n));
}

describe("POST /api/v2/comments", () => {
  it("answers 401 to guests and 403 to banned members", async () => {
    for (const [as, status] of [
      [undefined, 401],
      ["banned", 403],
    ] as const) {
      const response = await post(OPEN, "Hello", as as string);
      expect(response.statusCode).toBe(status);
      expectMatchesSchema(errorBodySchema, response.json());
    }
  });

  it.each(["member2", "moderator", "admin"])(
    "creates a comment as %s: 201, the full record, recounted",
    async (as) => {
      const before = await discussionOf(OPEN);
      const response = await post(OPEN, "I block my mornings for deep work.", as);
      expect(response.statusCode).toBe(201);
      expectMatchesSchema(commentSchema, response.json());
      const comment: Comment = response.json();
      expect(comment).toMatchObject({ discussionID: before.discussionID, depth: 1, displayType: "full" });
      expect(comment.insertUser?.name).toBe(as);
      expect(comment.permissions?.edit).toBe(true);
      const after = await discussionOf(OPEN);
      expect(after.countComments).toBe(before.countComments + 1);
      expect(after.lastCommentID).toBe(comment.commentID);
      expect(after.lastCommentUserID).toBe(comment.insertUserID);
      expect(String(after.dateLastComment)).toBe(comment.dateInserted);
      await expectCountsExact(OPEN, as);
    },
  );

  it("defaults the format to rich2 and refuses an empty rich2 body with a body field error", async () => {
    const { discussionID } = await discussionOf(OPEN);
    for (const body of [emptyRich2, JSON.stringify([{ type: "p", children: [{ text: "" }] }]), ""]) {
      const response = await send("POST", "/comments", { discussionID, body }, "member");
      expect(response.statusCode).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
      expect(response.json().errors.map((e: { field: string }) => e.field)).toContain("body");
    }
    const rich = JSON.stringify([{ type: "p", children: [{ text: "Rich hello" }] }]);
    const created = await send("POST", "/comments", { discussionID, body: rich }, "member");
    expect(created.statusCode).toBe(201);
    expectMatchesSchema(commentSchema, created.json());
    expect(created.json().format).toBe("rich2");
  });

  it("refuses an unknown format and a parent comment from another discussion", async () => {
    const unknown = await post(OPEN, "Hi", "member", { format: "wiki" });
    expect(unknown.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, unknown.json());
    const other = await app.db
      .selectFrom("comments")
      .select("commentID")
      .where("discussionID", "!=", (await discussionOf(OPEN)).discussionID)
      .executeTakeFirstOrThrow();
    const wrongParent = await post(OPEN, "Hi", "member", { parentCommentID: other.commentID });
    expect(wrongParent.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, wrongParent.json());
    expect(wrongParent.json().errors[0].field).toBe("parentCommentID");
  });

  it("nests a reply: depth 2, and the parent counts one child", async () => {
    const parent: Comment = (await post(OPEN, "Parent", "member2")).json();
    const reply = await post(OPEN, "Child", "member", { parentCommentID: parent.commentID });
    expect(reply.statusCode).toBe(201);
    expectMatchesSchema(commentSchema, reply.json());
    expect(reply.json()).toMatchObject({ depth: 2, parentCommentID: parent.commentID });
    const grandchild = await post(OPEN, "Grandchild", "member2", { parentCommentID: reply.json().commentID });
    expect(grandchild.json().depth).toBe(3);
    const reread = await get(`/comments/${parent.commentID}`);
    expectMatchesSchema(commentSchema, reread.json());
    expect(reread.json().countChildComments).toBe(1);
  });

  it("keeps members out of the Staff Room (404: they cannot see it) and lets moderators post there", async () => {
    const refused = await post(STAFF, "Can I help?", "member");
    expect(refused.statusCode).toBe(404);
    expectMatchesSchema(errorBodySchema, refused.json());
    const created = await post(STAFF, "I will take Monday.", "moderator");
    expect(created.statusCode).toBe(201);
    expectMatchesSchema(commentSchema, created.json());
  });

  it("a closed discussion needs discussions.close: members 403, moderators may (content spec §6)", async () => {
    const refused = await post(CLOSED, "Will it be long?", "member");
    expect(refused.statusCode).toBe(403);
    expectMatchesSchema(errorBodySchema, refused.json());
    expect(refused.json().message).toBe("This discussion has been closed.");
    const created = await post(CLOSED, "It went well, thanks all.", "moderator");
    expect(created.statusCode).toBe(201);
    expectMatchesSchema(commentSchema, created.json());
    expect(created.json().closed).toBe(true);
  });

  it("does not bump a sunk discussion's dateLastComment, but counts the comment", async () => {
    const before = await discussionOf(SUNK);
    const response = await post(SUNK, "Dogs, though.", "member");
    expect(response.statusCode).toBe(201);
    expectMatchesSchema(commentSchema, response.json());
    const after = await discussionOf(SUNK);
    expect(after.dateLastComment).toEqual(before.dateLastComment);
    expect(after.countComments).toBe(before.countComments + 1);
    expect(after.lastCommentID).toBe(response.json().commentID);
  });

  it("keeps every count exact under 10 concurrent posts, and the newest ends the discussion", async () => {
    const before = await discussionOf(OPEN);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(OPEN, `Concurrent ${i}`, i % 2 ? "member" : "member2")),
    );
    for (const response of responses) {
      expect(response.statusCode).toBe(201);
      expectMatchesSchema(commentSchema, response.json());
    }
    const after = await discussionOf(OPEN);
    expect(after.countComments).toBe(before.countComments + 10);
    const newest = await app.db
      .selectFrom("comments")
      .select(["commentID", "insertUserID"])
      .where("discussionID", "=", after.discussionID)
      .orderBy("dateInserted", "desc")
      .orderBy("commentID", "desc")
      .executeTakeFirstOrThrow();
    expect(after.lastCommentID).toBe(newest.commentID);
    expect(after.lastCommentUserID).toBe(newest.insertUserID);
    await expectCountsExact(OPEN, "member");
    await expectCountsExact(OPEN, "member2");
  });

  it("keeps every count exact when comments are deleted while others are posted", async () => {
    const doomed: Comment[] = [];
    for (let i = 0; i < 4; i += 1) doomed.push((await post(OPEN, `Soon gone ${i}`, "member2")).json());
    const before = await discussionOf(OPEN);
    const responses = await Promise.all([
      ...doomed.map((comment) => send("DELETE", `/comments/${comment.commentID}`, undefined, "moderator")),
      ...Array.from({ length: 6 }, (_, i) => post(OPEN, `Meanwhile ${i}`, i % 2 ? "member" : "member2")),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      201, 201, 201, 201, 201, 201, 204, 204, 204, 204,
    ]);
    expect((await discussionOf(OPEN)).countComments).toBe(before.countComments - 4 + 6);
    await expectCountsExact(OPEN, "member");
    await expectCountsExact(OPEN, "member2");
  });
});

describe("comment notifications", () => {
  it("tells the discussion's author, the parent's author and mentioned members, once each, never the writer", async () => {
    const parent: Comment = (await post(OPEN, "Parent by ada", "ada")).json();
    const response = await post(OPEN, "Agreed @grace and @member and @member2 @grace", "member2", {
      parentCommentID: parent.commentID,
    });
    const commentID = response.json().commentID as number;
    const url = `/discussion/comment/${commentID}#Comment_${commentID}`;
    expect(await notificationsOf("member", commentID)).toEqual([
      { reason: "comment", url, activityUserID: await userIDOf("member2") },
    ]);
    expect((await notificationsOf("ada", commentID)).map((n) => n.reason)).toEqual(["reply"]);
    expect((await notificationsOf("grace", commentID)).map((n) => n.reason)).toEqual(["mention"]);
    expect(await notificationsOf("member2", commentID)).toEqual([]);
    const list = await get("/notifications", "grace");
    expect(list.statusCode).toBe(200);
  });

  it("does not notify the author about their own comment", async () => {
    const response = await post(OPEN, "Replying to myself", "member");
    expect(await notificationsOf("member", response.json().commentID)).toEqual([]);
  });

  it("does not tell a member about a Staff Room mention they cannot read", async () => {
    const response = await post(STAFF, "Maybe ask @member?", "moderator");
    expect(response.statusCode).toBe(201);
    expect(await notificationsOf("member", response.json().commentID)).toEqual([]);
  });
});

describe("PATCH /api/v2/comments/{id}", () => {
  it("lets the author edit within ui.editContentTimeout, then refuses; moderators edit any time", async () => {
    const config = await send("PATCH", "/config", { "ui.editContentTimeout": 60 }, "admin");
    expect(config.statusCode).toBe(204);
    const comment: Comment = (await post(OPEN, "First draft", "member")).json();
    const edited = await send("PATCH", `/comments/${comment.commentID}`, { body: "Second draft" }, "member");
    expect(edited.statusCode).toBe(200);
    expectMatchesSchema(commentSchema, edited.json());
    expect(edited.json().body).toContain("Second draft");
    expect(edited.json().updateUserID).toBe(await userIDOf("member"));
    expect(edited.json().dateUpdated).not.toBeNull();
    expect(edited.json().permissions.editSecondsLeft).toBeGreaterThan(0);

    const other = await send("PATCH", `/comments/${comment.commentID}`, { body: "Hijack" }, "member2");
    expect(other.statusCode).toBe(403);
    expectMatchesSchema(errorBodySchema, other.json());

    await app.db
      .updateTable("comments")
      .set({ dateInserted: new Date(Date.now() - 120_000).toISOString() })
      .where("commentID", "=", comment.commentID)
      .execute();
    const late = await send("PATCH", `/comments/${comment.commentID}`, { body: "Too late" }, "member");
    expect(late.statusCode).toBe(403);
    expectMatchesSchema(errorBodySchema, late.json());
    expect(late.json().message).toBe("You are not allowed to edit this comment.");
    expect(late.json().description).toMatch(/time/);
    const lateForm = await get(`/comments/${comment.commentID}/edit`, "member");
    expect(lateForm.statusCode).toBe(403);
    expectMatchesSchema(errorBodySchema, lateForm.json());

    const moderated = await send(
      "PATCH",
      `/comments/${comment.commentID}`,
      { body: "Tidied up" },
      "moderator",
    );
    expect(moderated.statusCode).toBe(200);
    expectMatchesSchema(commentSchema, moderated.json());
    expect(moderated.json().updateUserID).toBe(await userIDOf("moderator"));
    await send("PATCH", "/config", { "ui.editContentTimeout": 3600 }, "admin");
  });

  it("answers 401 to guests, 403 to banned members, and 400 to an empty body", async () => {
    const comment: Comment = (await post(OPEN, "Stable", "member")).json();
    const guest = await send("PATCH", `/comments/${comment.commentID}`, { body: "x" }, undefined);
    expect(guest.statusCode).toBe(401);
    expectMatchesSchema(errorBodySchema, guest.json());
    const banned = await send("PATCH", `/comments/${comment.commentID}`, { body: "x" }, "banned");
    expect(banned.statusCode).toBe(403);
    expectMatchesSchema(errorBodySchema, banned.json());
    const empty = await send("PATCH", `/comments/${comment.commentID}`, { body: "   " }, "member");
    expect(empty.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, empty.json());
  });

  it("notifies only the names an edit adds", async () => {
    const comment: Comment = (await post(OPEN, "Hi @grace", "member2")).json();
    const edited = await send(
      "PATCH",
      `/comments/${comment.commentID}`,
      { body: "Hi @grace and @ada" },
      "member2",
    );
    expect(edited.statusCode).toBe(200);
    expectMatchesSchema(commentSchema, edited.json());
    expect((await notificationsOf("grace", comment.commentID)).map((n) => n.reason)).toEqual(["mention"]);
    expect((await notificationsOf("ada", comment.commentID)).map((n) => n.reason)).toEqual(["mention"]);
  });
});

describe("DELETE /api/v2/comments/{id}", () => {
  it("needs comments.delete: 401 guests, 403 members (even their own) and banned members", async () => {
    const comment: Comment = (await post(OPEN, "Delete me?", "member")).json();
    for (const [as, status] of [
      [undefined, 401],
      ["member", 403],
      ["banned", 403],
    ] as const) {
      const response = await send("DELETE", `/comments/${comment.commentID}`, undefined, as as string);
      expect(response.statusCode).toBe(status);
      expectMatchesSchema(errorBodySchema, response.json());
    }
  });

  it("removes a comment without replies and recounts", async () => {
    const comment: Comment = (await post(OPEN, "Short-lived", "member2")).json();
    const before = await discussionOf(OPEN);
    const response = await send("DELETE", `/comments/${comment.commentID}`, undefined, "moderator");
    expect(response.statusCode).toBe(204);
    expect((await get(`/comments/${comment.commentID}`)).statusCode).toBe(404);
    expect((await discussionOf(OPEN)).countComments).toBe(before.countComments - 1);
    await expectCountsExact(OPEN, "member2");
  });

  it("keeps a comment with replies as a tombstone: no body, not quotable, not counted", async () => {
    const parent: Comment = (await post(OPEN, "Secret words", "member2")).json();
    const child: Comment = (
      await post(OPEN, "A reply", "member", { parentCommentID: parent.commentID })
    ).json();
    const before = await discussionOf(OPEN);
    expect((await send("DELETE", `/comments/${parent.commentID}`, undefined, "admin")).statusCode).toBe(204);
    const tombstone = await get(`/comments/${parent.commentID}?expand=all`, "moderator");
    expectMatchesSchema(commentSchema, tombstone.json());
    expect(tombstone.json()).toMatchObject({ displayType: "tombstone", body: "", countChildComments: 1 });
    expect(tombstone.json().permissions).toMatchObject({ edit: false, delete: false });
    const list = await get(`/comments?discussionID=${before.discussionID}&limit=100&sort=-dateInserted`);
    expectMatchesSchema(commentListSchema, list.json());
    expect(JSON.stringify(list.json())).not.toContain("Secret words");
    const quote = await get(`/comments/${parent.commentID}/quote`);
    expect(quote.statusCode).toBe(404);
    expectMatchesSchema(errorBodySchema, quote.json());
    const edit = await send("PATCH", `/comments/${parent.commentID}`, { body: "Back" }, "moderator");
    expect(edit.statusCode).toBe(403);
    expectMatchesSchema(errorBodySchema, edit.json());
    expect((await discussionOf(OPEN)).countComments).toBe(before.countComments - 1);
    await expectCountsExact(OPEN, "member2");

    // The last reply gone, the tombstone has nothing left to hold up and goes too.
    expect((await send("DELETE", `/comments/${child.commentID}`, undefined, "moderator")).statusCode).toBe(
      204,
    );
    expect((await get(`/comments/${parent.commentID}`)).statusCode).toBe(404);
    await expectCountsExact(OPEN, "member");
  });
});
