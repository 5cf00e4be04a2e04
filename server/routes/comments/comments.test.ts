// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import {
  commentListSchema,
  commentSchema,
  postQuoteSchema,
  type Comment,
} from "../../../schemas/entities/comment.schema";
import { commentEditSchema } from "../../../schemas/api/comments.schema";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { buildTestApp, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";

const MEGA = "Show us your setup (mega thread)";
const roles = ["guest", "member", "moderator", "admin", "banned"] as const;

let app: FastifyInstance;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  for (const name of ["admin", "moderator", "member", "member2", "banned"])
    cookies[name] = await signInAs(app, name);
});
afterAll(() => app.close());

const get = (url: string, as?: string) =>
  app.inject({ url: `/api/v2${url}`, headers: as && cookies[as] ? { cookie: cookies[as] } : {} });
const discussionIDOf = async (name: string) =>
  (
    await app.db
      .selectFrom("discussions")
      .select("discussionID")
      .where("name", "=", name)
      .executeTakeFirstOrThrow()
  ).discussionID;
const commentIDsOf = async (discussionID: number) =>
  (
    await app.db
      .selectFrom("comments")
      .select("commentID")
      .where("discussionID", "=", discussionID)
      .orderBy("dateInserted")
      .orderBy("commentID")
      .execute()
  ).map((row) => row.commentID);
const staffDiscussionID = () => discussionIDOf("Handling the spam wave");

describe("GET /api/v2/comments", () => {
  it("requires a discussionID (400 with a field error)", async () => {
    const response = await get("/comments");
    expect(response.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, response.json());
    expect(response.json().errors[0].field).toBe("discussionID");
  });

  it.each(roles)("lists a public discussion's comments, oldest first, for %s", async (as) => {
    const discussionID = await discussionIDOf(MEGA);
    const response = await get(`/comments?discussionID=${discussionID}`, as);
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(commentListSchema, response.json());
    const list: Comment[] = response.json();
    expect(list).toHaveLength(30);
    expect(list.map((c) => c.commentID)).toEqual((await commentIDsOf(discussionID)).slice(0, 30));
    const first = list[0]!;
    expect(first.url).toBe(`/discussion/comment/${first.commentID}#Comment_${first.commentID}`);
    expect(first).toMatchObject({ depth: 1, displayType: "full", parentRecordType: "discussion" });
    expect(first.name).toBe(`Re: ${MEGA}`);
    expect(first.insertUser).toBeUndefined();
  });

  it("answers 404 for a missing discussion", async () => {
    const response = await get("/comments?discussionID=999999", "member");
    expect(response.statusCode).toBe(404);
    expectMatchesSchema(errorBodySchema, response.json());
  });

  it("hides Staff Room comments from guests, members and banned members (404 like a missing discussion), not from staff", async () => {
    const discussionID = await staffDiscussionID();
    const missing = await get("/comments?discussionID=999999", "member");
    for (const as of ["guest", "member", "banned"]) {
      const response = await get(`/comments?discussionID=${discussionID}`, as);
      expect(response.statusCode, as).toBe(404);
      expect(response.json(), as).toEqual(missing.json());
      expectMatchesSchema(errorBodySchema, response.json());
    }
    for (const as of ["moderator", "admin"]) {
      const response = await get(`/comments?discussionID=${discussionID}`, as);
      expect(response.statusCode, as).toBe(200);
      expectMatchesSchema(commentListSchema, response.json());
      expect(response.json().length).toBeGreaterThan(0);
    }
  });

  it("pages the 80-comment mega thread with the x-app-page-* and Link headers", async () => {
    const discussionID = await discussionIDOf(MEGA);
    const response = await get(`/comments?discussionID=${discussionID}&page=2&limit=30`);
    expectMatchesSchema(commentListSchema, response.json());
    expect(response.json().map((c: Comment) => c.commentID)).toEqual(
      (await commentIDsOf(discussionID)).slice(30, 60),
    );
    expect(response.headers["x-app-page-current"]).toBe("2");
    expect(response.headers["x-app-page-limit"]).toBe("30");
    expect(response.headers["x-app-page-result-count"]).toBe("80");
    expect(response.headers["x-app-page-next-url"]).toContain("page=3");
    expect(response.headers["x-app-page-prev-url"]).toContain("page=1");
    expect(response.headers.link).toContain('rel="last"');
    const last = await get(`/comments?discussionID=${discussionID}&page=3&limit=30`);
    expect(last.json()).toHaveLength(20);
    expect(last.headers["x-app-page-next-url"]).toBeUndefined();
  });

  it("refuses a limit above 100", async () => {
    const response = await get(`/comments?discussionID=${await discussionIDOf(MEGA)}&limit=101`);
    expect(response.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, response.json());
  });

  it("sorts newest first with -dateInserted and best first with -score (content spec §3)", async () => {
    const discussionID = await discussionIDOf(MEGA);
    const all = await commentIDsOf(discussionID);
    const newest = await get(`/comments?discussionID=${discussionID}&sort=-dateInserted&limit=100`);
    expectMatchesSchema(commentListSchema, newest.json());
    expect(newest.json().map((c: Comment) => c.commentID)).toEqual([...all].reverse());
    const best = await get(`/comments?discussionID=${discussionID}&sort=-score&limit=100`);
    expectMatchesSchema(commentListSchema, best.json());
    const scores = best.json().map((c: Comment) => c.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(Math.max(...scores)).toBeGreaterThan(0);
  });

  it("-experimentalTrending puts a fresh, well-liked comment above older higher-scored ones", async () => {
    const discussionID = await discussionIDOf(MEGA);
    const all = await commentIDsOf(discussionID);
    const fresh = all[10]!;
    await app.db
      .updateTable("comments")
      .set({ dateInserted: new Date().toISOString(), score: 3 })
      .where("commentID", "=", fresh)
      .execute();
    const response = await get(`/comments?discussionID=${discussionID}&sort=-experimentalTrending&limit=100`);
    expectMatchesSchema(commentListSchema, response.json());
    const ids = response.json().map((c: Comment) => c.commentID);
    expect(ids[0]).toBe(fresh);
    expect([...ids].sort((a, b) => a - b)).toEqual([...all].sort((a, b) => a - b));
  });

  it("expands insertUser, reactions and permissions with expand=all", async () => {
    const discussionID = await discussionIDOf(MEGA);
    const reacted = await app.db
      .selectFrom("reactions")
      .innerJoin("comments", "comments.commentID", "reactions.recordID")
      .select(["reactions.recordID", "reactions.tagID"])
      .where("reactions.recordType", "=", "comment")
      .where("comments.discussionID", "=", discussionID)
      // Someone else's comment: the member may neither edit nor delete it.
      .where(
        "comments.insertUserID",
        "not in",
        app.db.selectFrom("users").select("userID").where("name", "=", "member"),
      )
      .orderBy("reactions.recordID")
      .executeTakeFirstOrThrow();
    const response = await get(`/comments?discussionID=${discussionID}&expand=all&limit=100`, "member");
    expectMatchesSchema(commentListSchema, response.json());
    const comment = response.json().find((c: Comment) => c.commentID === reacted.recordID) as Comment;
    expect(comment.insertUser?.userID).toBe(comment.insertUserID);
    expect(comment.reactions?.find((r) => r.tagID === reacted.tagID)?.count).toBeGreaterThan(0);
    expect(comment.permissions).toEqual({ edit: false, editSecondsLeft: null, delete: false });
    const asModerator = await get(
      `/comments?discussionID=${discussionID}&expand=permissions&limit=1`,
      "moderator",
    );
    expectMatchesSchema(commentListSchema, asModerator.json());
    expect(asModerator.json()[0].permissions).toEqual({ edit: true, editSecondsLeft: null, delete: true });
  });
});

describe("GET /api/v2/comments/{id}", () => {
  it.each(roles)("answers one comment with its author by default for %s", async (as) => {
    const [commentID] = await commentIDsOf(await discussionIDOf(MEGA));
    const response = await get(`/comments/${commentID}`, as);
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(commentSchema, response.json());
    expect(response.json().insertUser.userID).toBe(response.json().insertUserID);
  });

  it("answers a Staff Room comment to a member with the same 404 as a missing comment", async () => {
    const missing = await get("/comments/999999", "member");
    expect(missing.statusCode).toBe(404);
    expectMatchesSchema(errorBodySchema, missing.json());
    const [staffComment] = await commentIDsOf(await staffDiscussionID());
    const hidden = await get(`/comments/${staffComment}`, "member");
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    const seen = await get(`/comments/${staffComment}`, "moderator");
    expect(seen.statusCode).toBe(200);
    expectMatchesSchema(commentSchema, seen.json());
  });
});

describe("GET /api/v2/comments/{id}/quote", () => {
  it.each(roles)("answers the raw body and author for %s", async (as) => {
    const [commentID] = await commentIDsOf(await discussionIDOf(MEGA));
    const row = await app.db
      .selectFrom("comments")
      .selectAll()
      .where("commentID", "=", commentID!)
      .executeTakeFirstOrThrow();
    const response = await get(`/comments/${commentID}/quote`, as);
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(postQuoteSchema, response.json());
    expect(response.json()).toMatchObject({
      recordType: "comment",
      recordID: commentID,
      bodyRaw: row.body,
      url: `/discussion/comment/${commentID}#Comment_${commentID}`,
      insertUser: { userID: row.insertUserID },
    });
  });
});

describe("GET /api/v2/comments/{id}/edit", () => {
  it("answers the raw body to the author and to moderators, 401 to guests and 403 to others", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v2/comments",
      headers: { ...writeHeaders, cookie: cookies.member },
      payload: { discussionID: await discussionIDOf(MEGA), body: "Mine is *tiny*.", format: "markdown" },
    });
    const commentID = response.json().commentID as number;
    for (const as of ["member", "moderator", "admin"]) {
      const edit = await get(`/comments/${commentID}/edit`, as);
      expect(edit.statusCode, as).toBe(200);
      expectMatchesSchema(commentEditSchema, edit.json());
      expect(edit.json()).toEqual({
        commentID,
        discussionID: await discussionIDOf(MEGA),
        body: "Mine is *tiny*.",
        format: "markdown",
      });
    }
    const expected = { guest: 401, member2: 403, banned: 403 } as const;
    for (const [as, status] of Object.entries(expected)) {
      const refused = await get(`/comments/${commentID}/edit`, as);
      expect(refused.statusCode, as).toBe(status);
      expectMatchesSchema(errorBodySchema, refused.json());
    }
  });
});
