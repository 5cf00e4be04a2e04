// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildTestApp, categoryIDOf, signInAs, writeHeaders } from "../../../tests/helpers/server";

// A record the viewer may not see answers exactly what a missing one answers (status and body), so
// IDs cannot be probed to learn that a staff discussion, a hidden category or someone else's
// conversation exists. 403 stays for writes to something the viewer can see but may not change.

let app: FastifyInstance;
const cookies: Record<string, string> = {};
let staffRoomID: number;
let staffDiscussionID: number;
let staffCommentID: number;
let conversationID: number;

beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  for (const name of ["member", "member2", "moderator"]) cookies[name] = await signInAs(app, name);
  staffRoomID = await categoryIDOf(app, "staff-room");
  const discussion = await app.db
    .selectFrom("discussions")
    .select("discussionID")
    .where("categoryID", "=", staffRoomID)
    .executeTakeFirstOrThrow();
  staffDiscussionID = discussion.discussionID;
  const comment = await app.db
    .selectFrom("comments")
    .select("commentID")
    .where("discussionID", "=", staffDiscussionID)
    .executeTakeFirstOrThrow();
  staffCommentID = comment.commentID;
  // A conversation member2 takes no part in.
  const conversation = await app.db
    .selectFrom("conversations")
    .select("conversationID")
    .where(
      "conversationID",
      "not in",
      app.db
        .selectFrom("conversation_participants")
        .innerJoin("users", "users.userID", "conversation_participants.userID")
        .select("conversation_participants.conversationID")
        .where("users.name", "=", "member2"),
    )
    .executeTakeFirstOrThrow();
  conversationID = conversation.conversationID;
  await app.db
    .updateTable("config")
    .set({ value: "true" })
    .where("key", "=", "context.conversationsEnabled")
    .execute();
});
afterAll(() => app.close());

const get = (url: string, as?: string) => app.inject({ url, headers: as ? { cookie: cookies[as] } : {} });

/** The hidden answer equals the missing one: same status, same body. */
function expectSameAsMissing(hidden: LightMyRequestResponse, missing: LightMyRequestResponse) {
  expect(missing.statusCode).toBe(404);
  expect(hidden.statusCode, hidden.body).toBe(404);
  expect(hidden.body).toBe(missing.body);
}

describe("hidden records answer 404 like missing ones", () => {
  it("discussions: a hidden discussion answers 404 like a missing one", async () => {
    for (const as of [undefined, "member"]) {
      for (const suffix of ["", "/quote", "/edit"]) {
        const missing = await get(`/api/v2/discussions/999999${suffix}`, as);
        const hidden = await get(`/api/v2/discussions/${staffDiscussionID}${suffix}`, as);
        if (suffix === "/edit" && as === undefined) {
          // The edit form is for signed-in members: guests get the same 401 for both.
          expect(hidden.body).toBe(missing.body);
          continue;
        }
        expectSameAsMissing(hidden, missing);
      }
    }
    expect((await get(`/api/v2/discussions/${staffDiscussionID}`, "moderator")).statusCode).toBe(200);
  });

  it("comments: a comment and a comment list in a hidden discussion answer 404 like missing ones", async () => {
    expectSameAsMissing(
      await get(`/api/v2/comments/${staffCommentID}`, "member"),
      await get("/api/v2/comments/999999", "member"),
    );
    expectSameAsMissing(
      await get(`/api/v2/comments/${staffCommentID}/quote`, "member"),
      await get("/api/v2/comments/999999/quote", "member"),
    );
    expectSameAsMissing(
      await get(`/api/v2/comments?discussionID=${staffDiscussionID}`),
      await get("/api/v2/comments?discussionID=999999"),
    );
  });

  it("comments: a comment posted into a hidden discussion answers 404 like a missing discussion", async () => {
    const post = (discussionID: number) =>
      app.inject({
        method: "POST",
        url: "/api/v2/comments",
        headers: { ...writeHeaders, cookie: cookies.member },
        payload: { discussionID, body: "Hello?", format: "text" },
      });
    expectSameAsMissing(await post(staffDiscussionID), await post(999999));
  });

  it("categories: a hidden category answers 404 like a missing one, in every call that names it", async () => {
    for (const url of [
      "/api/v2/categories/{id}",
      "/api/v2/categories?parentCategoryID={id}",
      "/api/v2/discussions?categoryID={id}",
    ]) {
      expectSameAsMissing(
        await get(url.replace("{id}", String(staffRoomID)), "member"),
        await get(url.replace("{id}", "999999"), "member"),
      );
    }
    // A child of the Staff Room (a junction alias) is hidden with it.
    const childID = await categoryIDOf(app, "moderation-log");
    expectSameAsMissing(await get(`/api/v2/categories/${childID}`), await get("/api/v2/categories/999999"));
  });

  it("conversations: someone else's conversation answers 404 like a missing one", async () => {
    expectSameAsMissing(
      await get(`/api/v2/conversations/${conversationID}`, "member2"),
      await get("/api/v2/conversations/999999", "member2"),
    );
    expectSameAsMissing(
      await get(`/api/v2/messages?conversationID=${conversationID}`, "member2"),
      await get("/api/v2/messages?conversationID=999999", "member2"),
    );
  });

  it("layouts and pages: a hidden record's page answers 404 like a missing one", async () => {
    const lookup = (query: string) => get(`/api/v2/layouts/lookup-hydrate?${query}`, "member");
    expectSameAsMissing(
      await lookup(`layoutViewType=post&recordType=discussion&recordID=${staffDiscussionID}`),
      await lookup("layoutViewType=post&recordType=discussion&recordID=999999"),
    );
    expectSameAsMissing(
      await lookup(`layoutViewType=post&recordType=comment&recordID=${staffCommentID}`),
      await lookup("layoutViewType=post&recordType=comment&recordID=999999"),
    );
    for (const url of [`/discussion/${staffDiscussionID}`, `/categories/${staffRoomID}`]) {
      const page = await get(url, "member");
      expect(page.statusCode, url).toBe(404);
      expect(page.body).toContain('"status":404');
    }
  });

  it("keeps 403 for a write to something the viewer can see but may not change", async () => {
    const visible = await app.db
      .selectFrom("discussions")
      .innerJoin("users", "users.userID", "discussions.insertUserID")
      .select("discussions.discussionID")
      .where("users.name", "=", "moderator")
      .where("discussions.categoryID", "!=", staffRoomID)
      .executeTakeFirstOrThrow();
    const edit = await get(`/api/v2/discussions/${visible.discussionID}/edit`, "member");
    expect(edit.statusCode).toBe(403);
  });
});
