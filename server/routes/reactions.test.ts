// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import {
  reactionLogSchema,
  reactionSummaryListSchema,
  reactionTypeListSchema,
  type ReactionLogEntry,
} from "../../schemas/entities/reaction.schema";
import type { ReactionSummary } from "../../schemas/entities/discussion.schema";
import { errorBodySchema } from "../../schemas/entities/error.schema";
import { createSession } from "../auth/sessions";
import { nowISO } from "../db/columns";
import { buildTestApp, categoryIDOf, signInAs, writeHeaders } from "../../tests/helpers/server";
import { expectMatchesSchema } from "../../tests/helpers/schema-assert";

let app: FastifyInstance;
const cookies: Record<string, string> = {};
const userIDs: Record<string, number> = {};
let generalID: number;
let staffRoomID: number;

beforeAll(async () => {
  app = await buildTestApp();
  for (const name of ["admin", "moderator", "member", "member2", "banned", "ada"]) {
    cookies[name] = await signInAs(app, name);
    userIDs[name] = await userIDOf(name);
  }
  generalID = await categoryIDOf(app, "general");
  staffRoomID = await categoryIDOf(app, "staff-room");
});
afterAll(() => app.close());

async function userIDOf(name: string): Promise<number> {
  const row = await app.db
    .selectFrom("users")
    .select("userID")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return row.userID;
}

const send = (method: "POST" | "DELETE", url: string, payload?: object, as?: string) =>
  app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...writeHeaders, ...(as ? { cookie: cookies[as] } : {}) },
    ...(payload ? { payload } : {}),
  });
const get = (url: string, as?: string) =>
  app.inject({ url: `/api/v2${url}`, headers: as ? { cookie: cookies[as] } : {} });
const reactTo = (record: string, reactionType: string, as?: string) =>
  send("POST", `${record}/reactions`, { reactionType }, as);

/** A fresh discussion (no reactions yet, score 0) by `author`. */
async function newDiscussion(author: string, options: { categoryID?: number; closed?: boolean } = {}) {
  const now = nowISO();
  const row = await app.db
    .insertInto("discussions")
    .values({
      categoryID: options.categoryID ?? generalID,
      insertUserID: userIDs[author] ?? (await userIDOf(author)),
      updateUserID: null,
      lastCommentUserID: null,
      lastCommentID: null,
      type: "discussion",
      name: `Reaction test by ${author}`,
      body: "Hello",
      format: "text",
      bodyHtml: "Hello",
      bodyText: "Hello",
      dateInserted: now,
      dateUpdated: null,
      dateLastComment: now,
      countComments: 0,
      countViews: 0,
      score: 0,
      closed: options.closed ? 1 : 0,
      sink: 0,
      pinned: 0,
      pinLocation: "",
      resolved: 0,
    })
    .returning("discussionID")
    .executeTakeFirstOrThrow();
  return row.discussionID;
}

/** A fresh comment by `author` in `discussionID`. */
async function newComment(author: string, discussionID: number, deleted = false) {
  const row = await app.db
    .insertInto("comments")
    .values({
      discussionID,
      parentCommentID: null,
      insertUserID: userIDs[author] ?? (await userIDOf(author)),
      updateUserID: null,
      body: "Hi",
      format: "text",
      bodyHtml: "Hi",
      bodyText: "Hi",
      dateInserted: nowISO(),
      dateUpdated: null,
      score: 0,
      deleted: deleted ? 1 : 0,
    })
    .returning("commentID")
    .executeTakeFirstOrThrow();
  return row.commentID;
}

const scoreOfDiscussion = async (id: number) =>
  (
    await app.db
      .selectFrom("discussions")
      .select("score")
      .where("discussionID", "=", id)
      .executeTakeFirstOrThrow()
  ).score;
const scoreOfComment = async (id: number) =>
  (await app.db.selectFrom("comments").select("score").where("commentID", "=", id).executeTakeFirstOrThrow())
    .score;
const reactionRows = (recordType: string, recordID: number) =>
  app.db
    .selectFrom("reactions")
    .selectAll()
    .where("recordType", "=", recordType)
    .where("recordID", "=", recordID)
    .execute();
const countOf = (summaries: ReactionSummary[], urlcode: string) =>
  summaries.find((s) => s.urlcode === urlcode)?.count;
const reactionNotices = (userID: number, recordType: string, recordID: number) =>
  app.db
    .selectFrom("notifications")
    .selectAll()
    .where("userID", "=", userID)
    .where("reason", "=", "reaction")
    .where("recordType", "=", recordType)
    .where("recordID", "=", recordID)
    .execute();

describe("GET /reactions (content spec §3 reaction icons)", () => {
  it("lists the active reaction types with their class and value", async () => {
    const response = await get("/reactions");
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(reactionTypeListSchema, response.json());
    const types = response.json() as { urlcode: string; class: string; reactionValue: number }[];
    expect(types.find((t) => t.urlcode === "Like")).toMatchObject({ class: "Positive", reactionValue: 1 });
    expect(types.find((t) => t.urlcode === "Dislike")).toMatchObject({
      class: "Negative",
      reactionValue: -1,
    });
    expect(types.find((t) => t.urlcode === "Spam")).toMatchObject({ class: "Flag", hidden: true });
  });
});

describe("one reaction per member per record (content spec §4 Reaction)", () => {
  it("a new reaction replaces the member's old one and answers the record's counts", async () => {
    const id = await newDiscussion("member");
    const like = await reactTo(`/discussions/${id}`, "Like", "member2");
    expect(like.statusCode, like.body).toBe(200);
    expectMatchesSchema(reactionSummaryListSchema, like.json());
    expect(countOf(like.json(), "Like")).toBe(1);

    const dislike = await reactTo(`/discussions/${id}`, "Dislike", "member2");
    expect(dislike.statusCode).toBe(200);
    const summaries: ReactionSummary[] = dislike.json();
    expect(countOf(summaries, "Like")).toBe(0);
    expect(summaries.find((s) => s.urlcode === "Dislike")).toMatchObject({ count: 1, hasReacted: true });
    const rows = await reactionRows("discussion", id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userID).toBe(userIDs.member2);
  });

  it("giving the same type again changes nothing (the client removes with DELETE)", async () => {
    const id = await newDiscussion("member");
    await reactTo(`/discussions/${id}`, "Like", "member2");
    const [before] = await reactionRows("discussion", id);
    const again = await reactTo(`/discussions/${id}`, "like", "member2");
    expect(again.statusCode).toBe(200);
    expect(countOf(again.json(), "Like")).toBe(1);
    expect(await reactionRows("discussion", id)).toEqual([before]);
    expect(await scoreOfDiscussion(id)).toBe(1);
  });

  it("works the same on comments", async () => {
    const discussionID = await newDiscussion("member");
    const commentID = await newComment("member", discussionID);
    await reactTo(`/comments/${commentID}`, "Like", "member2");
    const response = await reactTo(`/comments/${commentID}`, "Dislike", "member2");
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(reactionSummaryListSchema, response.json());
    expect(await reactionRows("comment", commentID)).toHaveLength(1);
    expect(await scoreOfComment(commentID)).toBe(-1);
  });

  it("an unknown type or a body with extra fields is a 400 field error", async () => {
    const id = await newDiscussion("member");
    const unknown = await reactTo(`/discussions/${id}`, "NoSuchType", "member2");
    expect(unknown.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, unknown.json());
    expect(unknown.json().errors[0].field).toBe("reactionType");
    const extra = await send(
      "POST",
      `/discussions/${id}/reactions`,
      { reactionType: "Like", x: 1 },
      "member2",
    );
    expect(extra.statusCode).toBe(400);
    const wrongType = await send("POST", `/discussions/${id}/reactions`, { reactionType: 5 }, "member2");
    expect(wrongType.statusCode).toBe(400);
  });

  it("a closed discussion still takes reactions", async () => {
    const id = await newDiscussion("member", { closed: true });
    expect((await reactTo(`/discussions/${id}`, "Like", "member2")).statusCode).toBe(200);
  });

  it("a deleted comment (tombstone) takes no new reactions", async () => {
    const discussionID = await newDiscussion("member");
    const commentID = await newComment("member", discussionID, true);
    expect((await reactTo(`/comments/${commentID}`, "Like", "member2")).statusCode).toBe(404);
  });
});

describe("score is the sum of the record's reaction values, recomputed on every write", () => {
  it("stays exact after like → dislike → remove", async () => {
    const id = await newDiscussion("member");
    await reactTo(`/discussions/${id}`, "Like", "member2");
    expect(await scoreOfDiscussion(id)).toBe(1);
    await reactTo(`/discussions/${id}`, "Dislike", "member2");
    expect(await scoreOfDiscussion(id)).toBe(-1);
    const removed = await send("DELETE", `/discussions/${id}/reactions`, undefined, "member2");
    expect(removed.statusCode).toBe(204);
    expect(await scoreOfDiscussion(id)).toBe(0);
    expect(await reactionRows("discussion", id)).toEqual([]);
    // Removing a reaction that is not there changes nothing.
    expect((await send("DELETE", `/discussions/${id}/reactions/`, undefined, "member2")).statusCode).toBe(
      204,
    );
    expect(await scoreOfDiscussion(id)).toBe(0);
  });

  it("stays exact with 20 concurrent reactions from different members", async () => {
    const memberRole = await app.db
      .selectFrom("user_roles")
      .select("roleID")
      .where("userID", "=", userIDs.member ?? 0)
      .execute();
    const crowd: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const name = `reactor${i}`;
      const user = await app.db
        .insertInto("users")
        .values({
          name,
          nameKey: name,
          email: `${name}@example.test`,
          emailKey: `${name}@example.test`,
          passwordHash: "",
          photoUrl: "",
          title: "",
          private: 0,
          banned: 0,
          emailConfirmed: 1,
          countDiscussions: 0,
          countComments: 0,
          points: 0,
          dateInserted: nowISO(),
          dateLastActive: null,
          dateUpdated: null,
          signatureHtml: null,
        })
        .returning("userID")
        .executeTakeFirstOrThrow();
      await app.db
        .insertInto("user_roles")
        .values(memberRole.map((r) => ({ userID: user.userID, roleID: r.roleID })))
        .execute();
      const { token } = await createSession(app.db, user.userID);
      cookies[name] = `plaza_session=${token}`;
      crowd.push(name);
    }
    const id = await newDiscussion("member");
    const commentID = await newComment("member", id);
    // 14 likes (+1) and 6 dislikes (-1) at once, on a discussion and on a comment.
    const typeOf = (i: number) => (i < 14 ? "Like" : "Dislike");
    const answers = await Promise.all(
      crowd.flatMap((name, i) => [
        reactTo(`/discussions/${id}`, typeOf(i), name),
        reactTo(`/comments/${commentID}`, typeOf(i), name),
      ]),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(await scoreOfDiscussion(id)).toBe(8);
    expect(await scoreOfComment(commentID)).toBe(8);
    // Everyone switches at once: 14 dislikes and 6 likes.
    await Promise.all(
      crowd.map((name, i) => reactTo(`/discussions/${id}`, i < 14 ? "Dislike" : "Like", name)),
    );
    expect(await scoreOfDiscussion(id)).toBe(-8);
    await Promise.all(crowd.map((name) => send("DELETE", `/discussions/${id}/reactions`, undefined, name)));
    expect(await scoreOfDiscussion(id)).toBe(0);
  });
});

describe("who may give which reaction (content spec §5, DECISIONS roles)", () => {
  // Positive needs reactions.positive.add, Negative reactions.negative.add, Promote curation.manage;
  // flags are reports, refused as reactions. Guests sign in first; banned members write nothing.
  const table: Record<string, Record<string, number>> = {
    guest: { Like: 401, Dislike: 401, Promote: 401, Spam: 401 },
    member: { Like: 200, Dislike: 200, Promote: 403, Spam: 400 },
    moderator: { Like: 200, Dislike: 200, Promote: 200, Spam: 400 },
    admin: { Like: 200, Dislike: 200, Promote: 200, Spam: 400 },
    banned: { Like: 403, Dislike: 403, Promote: 403, Spam: 403 },
  };
  for (const [who, expected] of Object.entries(table)) {
    it(`${who}: ${Object.entries(expected)
      .map(([type, status]) => `${type} ${status}`)
      .join(", ")}`, async () => {
      const id = await newDiscussion("ada");
      for (const [type, status] of Object.entries(expected)) {
        const response = await reactTo(`/discussions/${id}`, type, who === "guest" ? undefined : who);
        expect(response.statusCode, `${who} ${type}: ${response.body}`).toBe(status);
        if (status !== 200) expectMatchesSchema(errorBodySchema, response.json());
      }
    });
  }
});

describe("a hidden record answers 404 like a missing one", () => {
  it("for reacting, removing and reading the log of a staff discussion or comment", async () => {
    const hiddenID = await newDiscussion("moderator", { categoryID: staffRoomID });
    const hiddenCommentID = await newComment("moderator", hiddenID);
    const expectSame = (hidden: LightMyRequestResponse, missing: LightMyRequestResponse) => {
      expect(missing.statusCode).toBe(404);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.body).toBe(missing.body);
    };
    for (const [prefix, id] of [
      ["/discussions", hiddenID],
      ["/comments", hiddenCommentID],
    ] as const) {
      expectSame(
        await reactTo(`${prefix}/${id}`, "Like", "member"),
        await reactTo(`${prefix}/999999`, "Like", "member"),
      );
      expectSame(
        await send("DELETE", `${prefix}/${id}/reactions`, undefined, "member"),
        await send("DELETE", `${prefix}/999999/reactions`, undefined, "member"),
      );
      expectSame(
        await get(`${prefix}/${id}/reactions`, "member"),
        await get(`${prefix}/999999/reactions`, "member"),
      );
      expectSame(await get(`${prefix}/${id}/reactions`), await get(`${prefix}/999999/reactions`));
      expect((await reactTo(`${prefix}/${id}`, "Like", "admin")).statusCode).toBe(200);
    }
  });
});

describe("removing reactions (content spec §7 DELETE .../reactions/{userID})", () => {
  it("a member removes their own; anyone's needs community.moderate", async () => {
    const id = await newDiscussion("ada");
    await reactTo(`/discussions/${id}`, "Like", "member");
    await reactTo(`/discussions/${id}`, "Like", "member2");
    expect(await scoreOfDiscussion(id)).toBe(2);
    const foreign = await send(
      "DELETE",
      `/discussions/${id}/reactions/${userIDs.member2}`,
      undefined,
      "member",
    );
    expect(foreign.statusCode).toBe(403);
    const guest = await send("DELETE", `/discussions/${id}/reactions/${userIDs.member2}`);
    expect(guest.statusCode).toBe(401);
    const own = await send("DELETE", `/discussions/${id}/reactions/${userIDs.member}`, undefined, "member");
    expect(own.statusCode).toBe(204);
    expect(await scoreOfDiscussion(id)).toBe(1);
    const moderated = await send(
      "DELETE",
      `/discussions/${id}/reactions/${userIDs.member2}`,
      undefined,
      "moderator",
    );
    expect(moderated.statusCode).toBe(204);
    expect(await scoreOfDiscussion(id)).toBe(0);
    expect(await reactionRows("discussion", id)).toEqual([]);
  });

  it("the same on comments", async () => {
    const commentID = await newComment("ada", await newDiscussion("ada"));
    await reactTo(`/comments/${commentID}`, "Dislike", "member2");
    expect(await scoreOfComment(commentID)).toBe(-1);
    expect(
      (await send("DELETE", `/comments/${commentID}/reactions/${userIDs.member2}`, undefined, "member"))
        .statusCode,
    ).toBe(403);
    expect(
      (await send("DELETE", `/comments/${commentID}/reactions/${userIDs.member2}`, undefined, "admin"))
        .statusCode,
    ).toBe(204);
    expect(await scoreOfComment(commentID)).toBe(0);
  });
});

describe("reacting notifies the author once per reactor and record", () => {
  it("once, not on a change of type nor after removing and reacting again", async () => {
    const id = await newDiscussion("member");
    await reactTo(`/discussions/${id}`, "Like", "member2");
    await reactTo(`/discussions/${id}`, "Dislike", "member2");
    await send("DELETE", `/discussions/${id}/reactions`, undefined, "member2");
    await reactTo(`/discussions/${id}`, "Like", "member2");
    const notices = await reactionNotices(userIDs.member ?? 0, "discussion", id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ activityUserID: userIDs.member2, read: 0 });
    expect(notices[0]?.url).toMatch(new RegExp(`^/discussion/${id}/`));
    // Another reactor is news.
    await reactTo(`/discussions/${id}`, "Like", "ada");
    expect(await reactionNotices(userIDs.member ?? 0, "discussion", id)).toHaveLength(2);
  });

  it("never to oneself", async () => {
    const id = await newDiscussion("member");
    const commentID = await newComment("member", id);
    await reactTo(`/discussions/${id}`, "Like", "member");
    await reactTo(`/comments/${commentID}`, "Like", "member");
    expect(await reactionNotices(userIDs.member ?? 0, "discussion", id)).toEqual([]);
    expect(await reactionNotices(userIDs.member ?? 0, "comment", commentID)).toEqual([]);
  });

  it("a comment's author is told, with the comment's permalink", async () => {
    const commentID = await newComment("member2", await newDiscussion("member"));
    await reactTo(`/comments/${commentID}`, "Like", "ada");
    const notices = await reactionNotices(userIDs.member2 ?? 0, "comment", commentID);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.url).toBe(`/discussion/comment/${commentID}#Comment_${commentID}`);
  });

  it("only while the author can still view the category", async () => {
    // A member's discussion moved into the Staff Room: the member can no longer read it.
    const id = await newDiscussion("member", { categoryID: staffRoomID });
    expect((await reactTo(`/discussions/${id}`, "Like", "moderator")).statusCode).toBe(200);
    expect(await reactionNotices(userIDs.member ?? 0, "discussion", id)).toEqual([]);
  });
});

describe("GET /{discussions|comments}/{id}/reactions: the reaction log (reactions.view)", () => {
  it("lists who reacted with what, newest first, in the schema's shape, paged", async () => {
    const id = await newDiscussion("ada");
    for (const [who, type] of [
      ["member", "Like"],
      ["member2", "Dislike"],
      ["moderator", "Promote"],
    ] as const) {
      await reactTo(`/discussions/${id}`, type, who);
    }
    const response = await get(`/discussions/${id}/reactions`);
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(reactionLogSchema, response.json());
    const entries: ReactionLogEntry[] = response.json();
    expect(entries.map((e) => e.user.name)).toEqual(["moderator", "member2", "member"]);
    expect(entries[0]).toMatchObject({
      recordType: "discussion",
      recordID: id,
      userID: userIDs.moderator,
      reactionType: { urlcode: "Promote", name: "Promote" },
    });
    expect(response.headers["x-app-page-result-count"]).toBe("3");

    const page2 = await get(`/discussions/${id}/reactions?limit=2&page=2`);
    expect((page2.json() as ReactionLogEntry[]).map((e) => e.user.name)).toEqual(["member"]);
    expect(page2.headers["x-app-page-current"]).toBe("2");
    const filtered = await get(`/discussions/${id}/reactions?type=dislike`, "member");
    expect((filtered.json() as ReactionLogEntry[]).map((e) => e.user.name)).toEqual(["member2"]);
  });

  it("shows flags only to moderators, as the counts do", async () => {
    const commentID = await newComment("ada", await newDiscussion("ada"));
    await reactTo(`/comments/${commentID}`, "Like", "member");
    const spam = await app.db
      .selectFrom("reaction_types")
      .select("tagID")
      .where("urlcode", "=", "Spam")
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto("reactions")
      .values({
        recordType: "comment",
        recordID: commentID,
        userID: userIDs.member2 ?? 0,
        tagID: spam.tagID,
        dateInserted: nowISO(),
      })
      .execute();
    const asMember: ReactionLogEntry[] = (await get(`/comments/${commentID}/reactions`, "member")).json();
    expect(asMember.map((e) => e.reactionType.class)).toEqual(["Positive"]);
    const asModerator = await get(`/comments/${commentID}/reactions`, "moderator");
    expectMatchesSchema(reactionLogSchema, asModerator.json());
    expect((asModerator.json() as ReactionLogEntry[]).map((e) => e.reactionType.class).sort()).toEqual([
      "Flag",
      "Positive",
    ]);
  });
});
