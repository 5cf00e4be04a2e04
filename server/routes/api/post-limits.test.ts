// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import {
  buildTestApp,
  publicDiscussionIDs,
  categoryIDOf,
  signInAs,
  writeHeaders,
} from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";

let app: FastifyInstance;
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  app = await buildTestApp({
    seed: "demo",
    abuseLimits: {
      messagesPerMinute: { limit: 3 },
      commentsPerMinute: { limit: 3 },
      commentsPerHour: { limit: 100 },
      discussionsPerMinute: { limit: 2 },
      mentionsPerMinute: { limit: 2 },
    },
  });
  for (const name of ["admin", "moderator", "member", "member2", "ada", "linus", "grace", "margaret"]) {
    cookies[name] = await signInAs(app, name);
    ids[name] = (
      await app.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow()
    ).userID;
  }
});
afterAll(() => app.close());

const post = (url: string, payload: object, who: string) =>
  app.inject({
    method: "POST",
    url: `/api/v2${url}`,
    headers: { ...writeHeaders, cookie: cookies[who] },
    payload,
  });

function expectTooQuick(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expectMatchesSchema(errorBodySchema, response.json());
  expect(response.json().message).toBe("You are posting too quickly.");
  expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
}

async function startConversation(from: string, to: string): Promise<number> {
  const response = await post("/conversations", { participantUserIDs: [ids[to]] }, from);
  expect(response.statusCode).toBe(201);
  return response.json().conversationID as number;
}

describe("POST /messages in an existing conversation (messagesPerMinute)", () => {
  it("answers 429 with Retry-After past the limit, and the refused message tells nobody", async () => {
    const conversationID = await startConversation("member", "member2");
    for (let i = 0; i < 3; i++) {
      const sent = await post("/messages", { conversationID, body: `Note ${i}`, format: "text" }, "member");
      expect(sent.statusCode).toBe(201);
    }
    expectTooQuick(await post("/messages", { conversationID, body: "Too many", format: "text" }, "member"));
    const stored = await app.db
      .selectFrom("messages")
      .select("messageID")
      .where("conversationID", "=", conversationID)
      .execute();
    expect(stored).toHaveLength(3);
  });

  it("does not limit moderators (community.moderate)", async () => {
    const conversationID = await startConversation("moderator", "member2");
    for (let i = 0; i < 5; i++) {
      const sent = await post(
        "/messages",
        { conversationID, body: `Notice ${i}`, format: "text" },
        "moderator",
      );
      expect(sent.statusCode).toBe(201);
    }
  });
});

describe("POST /comments (commentsPerMinute, commentsPerHour)", () => {
  it("answers 429 past the per-minute limit; an administrator is not limited", async () => {
    const [discussionID] = await publicDiscussionIDs(app);
    for (let i = 0; i < 3; i++)
      expect(
        (await post("/comments", { discussionID, body: `c${i}`, format: "text" }, "ada")).statusCode,
      ).toBe(201);
    expectTooQuick(await post("/comments", { discussionID, body: "c3", format: "text" }, "ada"));
    for (let i = 0; i < 4; i++)
      expect(
        (await post("/comments", { discussionID, body: `a${i}`, format: "text" }, "admin")).statusCode,
      ).toBe(201);
  });

  it("answers 429 past the per-hour limit too", async () => {
    const hourly = await buildTestApp({ seed: "demo", abuseLimits: { commentsPerHour: { limit: 2 } } });
    try {
      const cookie = await signInAs(hourly, "member2");
      const [discussionID] = await publicDiscussionIDs(hourly);
      const send = (body: string) =>
        hourly.inject({
          method: "POST",
          url: "/api/v2/comments",
          headers: { ...writeHeaders, cookie },
          payload: { discussionID, body, format: "text" },
        });
      expect((await send("one")).statusCode).toBe(201);
      expect((await send("two")).statusCode).toBe(201);
      const refused = await send("three");
      expectTooQuick(refused);
      // The hour's window decides the wait, not the minute's.
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(60);
    } finally {
      await hourly.close();
    }
  });
});

describe("POST /discussions (discussionsPerMinute)", () => {
  it("answers 429 past the limit", async () => {
    const categoryID = await categoryIDOf(app, "general");
    const start = (name: string) =>
      post("/discussions", { categoryID, name, body: "Body", format: "text" }, "linus");
    expect((await start("First of a flood")).statusCode).toBe(201);
    expect((await start("Second of a flood")).statusCode).toBe(201);
    expectTooQuick(await start("Third of a flood"));
  });
});

describe("mentions (mentionsPerMinute)", () => {
  it("saves the post but tells no more members than the limit allows", async () => {
    const [, discussionID = 0] = await publicDiscussionIDs(app);
    const { insertUserID } = await app.db
      .selectFrom("discussions")
      .select("insertUserID")
      .where("discussionID", "=", discussionID)
      .executeTakeFirstOrThrow();
    const names = ["member", "member2", "margaret", "admin", "ada"].filter(
      (name) => ids[name] !== insertUserID,
    );
    const response = await post(
      "/comments",
      { discussionID, body: `Calling ${names.map((name) => `@${name}`).join(" ")}`, format: "markdown" },
      "grace",
    );
    expect(response.statusCode).toBe(201);
    const mentioned = await app.db
      .selectFrom("notifications")
      .select("userID")
      .where("activityUserID", "=", ids.grace ?? 0)
      .where("reason", "=", "mention")
      .where("recordType", "=", "comment")
      .where("recordID", "=", response.json().commentID as number)
      .execute();
    expect(mentioned.map((row) => row.userID).sort()).toEqual(
      names
        .slice(0, 2)
        .map((name) => ids[name])
        .sort(),
    );
    // The window is spent: a new discussion's mentions tell nobody, yet it is saved.
    const categoryID = await categoryIDOf(app, "general");
    const started = await post(
      "/discussions",
      { categoryID, name: "More calling", body: `Hello @${names[3] ?? "margaret"}`, format: "markdown" },
      "grace",
    );
    expect(started.statusCode).toBe(201);
    const margaret = await app.db
      .selectFrom("notifications")
      .select("notificationID")
      .where("userID", "=", ids[names[3] ?? "margaret"] ?? 0)
      .where("activityUserID", "=", ids.grace ?? 0)
      .where("recordType", "=", "discussion")
      .where("recordID", "=", started.json().discussionID as number)
      .execute();
    expect(margaret).toEqual([]);
  });
});
