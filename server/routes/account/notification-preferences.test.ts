// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import {
  notificationKinds,
  notificationPreferencesSchema,
  type NotificationPreferences,
} from "../../../schemas/entities/notification-preferences.schema";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { buildTestApp, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";

const OPEN = "Remote work: how do you structure your day?"; // started by "member"
const names = ["member", "member2", "ada", "grace", "moderator"] as const;
type Name = (typeof names)[number];

let app: FastifyInstance;
const cookies: Partial<Record<Name, string>> = {};
const userIDs: Partial<Record<Name, number>> = {};
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  for (const name of names) {
    cookies[name] = await signInAs(app, name);
    userIDs[name] = (
      await app.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow()
    ).userID;
  }
});
afterAll(() => app.close());

const idOf = (name: Name) => userIDs[name] ?? 0;
const call = (method: "GET" | "PATCH" | "POST" | "PUT", url: string, as?: Name, payload?: object) =>
  app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...writeHeaders, ...(as ? { cookie: cookies[as] } : {}) },
    ...(payload ? { payload } : {}),
  });
const preferencesOf = (name: Name) => `/notification-preferences/${idOf(name)}`;

const discussionIDOf = async (name: string) =>
  (
    await app.db
      .selectFrom("discussions")
      .select("discussionID")
      .where("name", "=", name)
      .executeTakeFirstOrThrow()
  ).discussionID;
/** Writes a markdown comment in the OPEN discussion and answers its ID. */
async function comment(as: Name, body: string, parentCommentID?: number): Promise<number> {
  const response = await call("POST", "/comments", as, {
    discussionID: await discussionIDOf(OPEN),
    body,
    format: "markdown",
    ...(parentCommentID ? { parentCommentID } : {}),
  });
  expect(response.statusCode).toBe(201);
  return response.json().commentID as number;
}
/** The reasons of the notifications `name` got about one record. */
const reasonsOf = async (name: Name, recordType: string, recordID: number) =>
  (
    await app.db
      .selectFrom("notifications")
      .select("reason")
      .where("userID", "=", idOf(name))
      .where("recordType", "=", recordType)
      .where("recordID", "=", recordID)
      .execute()
  ).map((row) => row.reason);

describe("GET /api/v2/notification-preferences/{id}", () => {
  it("refuses guests with a 403 JSON error", async () => {
    for (const method of ["GET", "PATCH"] as const) {
      const response = await call(method, preferencesOf("member"), undefined, { Mention: { popup: false } });
      expect(response.statusCode).toBe(403);
      expectMatchesSchema(errorBodySchema, response.json());
    }
  });

  it("answers every kind with popup on and email off, and one mail per notification, until the member saves", async () => {
    const response = await call("GET", preferencesOf("member"), "member");
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(notificationPreferencesSchema, response.json());
    const preferences: NotificationPreferences = response.json();
    expect(Object.keys(preferences).sort()).toEqual([...notificationKinds, "emailFrequency"].sort());
    expect(preferences.emailFrequency).toBe("each");
    for (const kind of notificationKinds) expect(preferences[kind]).toEqual({ popup: true, email: false });
  });

  it("shows a member's preferences to nobody else, moderators included", async () => {
    for (const as of ["member2", "moderator"] as const) {
      const response = await call("GET", preferencesOf("member"), as);
      expect(response.statusCode).toBe(403);
      expectMatchesSchema(errorBodySchema, response.json());
    }
    expect(
      (await call("PATCH", preferencesOf("member"), "member2", { Mention: { popup: false } })).statusCode,
    ).toBe(403);
  });
});

describe("PATCH /api/v2/notification-preferences/{id}", () => {
  it("changes only the switches it names and keeps them for the next read", async () => {
    const response = await call("PATCH", preferencesOf("member2"), "member2", {
      Reaction: { email: true },
      BookmarkComment: { popup: false, email: true },
    });
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(notificationPreferencesSchema, response.json());
    const again: NotificationPreferences = (await call("GET", preferencesOf("member2"), "member2")).json();
    expect(again).toEqual(response.json());
    expect(again.Reaction).toEqual({ popup: true, email: true });
    expect(again.BookmarkComment).toEqual({ popup: false, email: true });
    expect(again.Mention).toEqual({ popup: true, email: false });

    const second = await call("PATCH", preferencesOf("member2"), "member2", {
      BookmarkComment: { popup: true },
    });
    expect(second.json().BookmarkComment).toEqual({ popup: true, email: true });
  });

  it("answers an unknown kind or a switch that is not a boolean with 400 and field errors", async () => {
    for (const payload of [
      { Digest: { popup: true } },
      { Mention: { popup: "no" } },
      { Mention: { sms: true } },
    ]) {
      const response = await call("PATCH", preferencesOf("member2"), "member2", payload);
      expect(response.statusCode).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
    }
  });
});

describe("notifications honour the popup switch", () => {
  it("a reply creates no notification when the member turned replies off", async () => {
    const parent = await comment("ada", "A comment by ada");
    const off = await call("PATCH", preferencesOf("ada"), "ada", { DiscussionComment: { popup: false } });
    expect(off.statusCode).toBe(200);
    const reply = await comment("member2", "A reply to ada that mentions @grace", parent);
    expect(await reasonsOf("ada", "comment", reply)).toEqual([]);
    // The discussion's author and the mentioned member are still told.
    expect(await reasonsOf("member", "comment", reply)).toEqual(["comment"]);
    expect(await reasonsOf("grace", "comment", reply)).toEqual(["mention"]);

    await call("PATCH", preferencesOf("ada"), "ada", { DiscussionComment: { popup: true } });
    const later = await comment("member2", "Another reply to ada", parent);
    expect(await reasonsOf("ada", "comment", later)).toEqual(["reply"]);
  });

  it("a comment on the member's discussion creates no notification when replies are off", async () => {
    await call("PATCH", preferencesOf("member"), "member", { DiscussionComment: { popup: false } });
    const id = await comment("member2", "A comment on member's discussion");
    expect(await reasonsOf("member", "comment", id)).toEqual([]);
    await call("PATCH", preferencesOf("member"), "member", { DiscussionComment: { popup: true } });
  });

  it("a mention creates no notification when the member turned mentions off, email alone changes nothing", async () => {
    await call("PATCH", preferencesOf("grace"), "grace", { Mention: { popup: false, email: true } });
    const id = await comment("member2", "Hello @grace");
    expect(await reasonsOf("grace", "comment", id)).toEqual([]);
    await call("PATCH", preferencesOf("grace"), "grace", { Mention: { popup: true, email: false } });
    const next = await comment("member2", "Hello again @grace");
    expect(await reasonsOf("grace", "comment", next)).toEqual(["mention"]);
  });

  it("a reaction creates no notification when the member turned reactions off", async () => {
    const id = await comment("ada", "React to this");
    await call("PATCH", preferencesOf("ada"), "ada", { Reaction: { popup: false } });
    expect(
      (await call("POST", `/comments/${id}/reactions`, "member2", { reactionType: "Like" })).statusCode,
    ).toBe(200);
    expect(await reasonsOf("ada", "comment", id)).toEqual([]);
    await call("PATCH", preferencesOf("ada"), "ada", { Reaction: { popup: true } });
    await call("POST", `/comments/${id}/reactions`, "grace", { reactionType: "Like" });
    expect(await reasonsOf("ada", "comment", id)).toEqual(["reaction"]);
  });

  it("a comment in a bookmarked discussion tells the member who bookmarked it, unless bookmark activity is off", async () => {
    const discussionID = await discussionIDOf(OPEN);
    const bookmark = await call("PUT", `/discussions/${discussionID}/bookmark`, "moderator", {
      bookmarked: true,
    });
    expect(bookmark.statusCode).toBe(200);
    const first = await comment("member2", "News in a bookmarked discussion");
    expect(await reasonsOf("moderator", "comment", first)).toEqual(["bookmark"]);

    await call("PATCH", preferencesOf("moderator"), "moderator", { BookmarkComment: { popup: false } });
    const second = await comment("member2", "More news in a bookmarked discussion");
    expect(await reasonsOf("moderator", "comment", second)).toEqual([]);
    await call("PUT", `/discussions/${discussionID}/bookmark`, "moderator", { bookmarked: false });
  });

  it("a private message creates no notification when the member turned messages off", async () => {
    const start = async () => {
      const response = await call("POST", "/conversations", "member2", {
        participantUserIDs: [idOf("grace")],
        body: "Hello grace",
        format: "text",
      });
      expect(response.statusCode).toBe(201);
      return response.json().conversationID as number;
    };
    await call("PATCH", preferencesOf("grace"), "grace", { ConversationMessage: { popup: false } });
    expect(await reasonsOf("grace", "conversation", await start())).toEqual([]);
    await call("PATCH", preferencesOf("grace"), "grace", { ConversationMessage: { popup: true } });
    expect(await reasonsOf("grace", "conversation", await start())).toEqual(["message"]);
  });
});
