// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import {
  conversationParticipantListSchema,
  conversationSchema,
  type Conversation,
} from "../../schemas/entities/conversation.schema";
import { messageSchema, type Message } from "../../schemas/entities/message.schema";
import { errorBodySchema } from "../../schemas/entities/error.schema";
import { buildTestApp, signInAs, writeHeaders } from "../../tests/helpers/server";
import { expectMatchesSchema } from "../../tests/helpers/schema-assert";

let app: FastifyInstance;
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  for (const name of ["admin", "moderator", "member", "member2", "banned"]) {
    cookies[name] = await signInAs(app, name);
    ids[name] = (
      await app.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow()
    ).userID;
  }
});
afterAll(() => app.close());

const as = (who?: string) => ({ ...writeHeaders, ...(who ? { cookie: cookies[who] } : {}) });
const get = (url: string, who: string) => app.inject({ url, headers: { cookie: cookies[who] } });
const post = (url: string, payload: object, who?: string) =>
  app.inject({ method: "POST", url: `/api/v2${url}`, headers: as(who), payload });
const leave = (id: number, who?: string) =>
  app.inject({ method: "DELETE", url: `/api/v2/conversations/${id}/leave`, headers: as(who) });
const unreadConversations = async (who: string) =>
  ((await get("/api/v2/users/me-counts", who)).json().counts as { name: string; count: number }[]).find(
    (c) => c.name === "UnreadConversations",
  )?.count;
const messageNotifications = (who: string, conversationID: number) =>
  app.db
    .selectFrom("notifications")
    .selectAll()
    .where("userID", "=", ids[who] ?? 0)
    .where("recordType", "=", "conversation")
    .where("recordID", "=", conversationID)
    .execute();
async function start(from: string, to: string[], body?: string): Promise<Conversation> {
  const payload = {
    participantUserIDs: to.map((name) => ids[name]),
    ...(body ? { body, format: "text" } : {}),
  };
  const response = await post("/conversations", payload, from);
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe("POST /api/v2/conversations", () => {
  it("starts a conversation with the sender taking part and a first message (Vanilla initialBody)", async () => {
    const response = await post(
      "/conversations",
      { participantUserIDs: [ids.member2], initialBody: "Hello *there*", initialFormat: "markdown" },
      "member",
    );
    expect(response.statusCode).toBe(201);
    expectMatchesSchema(conversationSchema, response.json());
    const conversation: Conversation = response.json();
    expect(conversation.participants.map((p) => p.user.name).sort()).toEqual(["member", "member2"]);
    expect(conversation).toMatchObject({ countMessages: 1, countUnread: 0, unread: false, name: "member2" });
    expect(conversation.lastMessage?.body).toBe("Hello there");
    const messages: Message[] = (
      await get(`/api/v2/messages?conversationID=${conversation.conversationID}`, "member2")
    ).json();
    expect(messages.map((m) => m.body.trim())).toEqual(["<p>Hello <em>there</em></p>"]);
  });

  it("starts one without a message when no body is given", async () => {
    const conversation = await start("member", ["moderator"]);
    expect(conversation).toMatchObject({ countMessages: 0, countParticipants: 2 });
  });

  it("answers 400 with field errors for unknown participants, only oneself, or an empty body", async () => {
    for (const payload of [
      { participantUserIDs: [999999] },
      { participantUserIDs: [ids.member] },
      { participantUserIDs: [ids.member2], body: "   ", format: "text" },
      { participantUserIDs: [] },
    ]) {
      const response = await post("/conversations", payload, "member");
      expect(response.statusCode).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
    }
  });

  it("needs conversations.add: guests 401, banned members 403", async () => {
    expect((await post("/conversations", { participantUserIDs: [ids.member] })).statusCode).toBe(401);
    const banned = await post("/conversations", { participantUserIDs: [ids.member] }, "banned");
    expect(banned.statusCode).toBe(403);
    expectMatchesSchema(errorBodySchema, banned.json());
  });

  it("answers 403 to a member whose role lacks conversations.add", async () => {
    const memberRoles = app.db
      .selectFrom("user_roles")
      .select("roleID")
      .where("userID", "=", ids.member2 ?? 0);
    const revoke = (allowed: 0 | 1) =>
      app.db
        .updateTable("role_permissions")
        .set({ allowed })
        .where("permission", "=", "conversations.add")
        .where("roleID", "in", memberRoles)
        .execute();
    await revoke(0);
    try {
      const response = await post("/conversations", { participantUserIDs: [ids.member] }, "member2");
      expect(response.statusCode).toBe(403);
      expectMatchesSchema(errorBodySchema, response.json());
    } finally {
      await revoke(1);
    }
  });
});

describe("POST /api/v2/messages", () => {
  it("appends a message sanitised as comments are; only participants may post", async () => {
    const { conversationID } = await start("member", ["member2"], "First");
    const response = await post(
      "/messages",
      { conversationID, body: 'Look <script>alert("x")</script> **here**', format: "markdown" },
      "member2",
    );
    expect(response.statusCode).toBe(201);
    expectMatchesSchema(messageSchema, response.json());
    const message: Message = response.json();
    expect(message).toMatchObject({
      conversationID,
      insertUserID: ids.member2,
      insertUser: { name: "member2" },
    });
    expect(message.body).not.toContain("<script");
    expect(message.body).toContain("<strong>here</strong>");
    const outsider = await post(
      "/messages",
      { conversationID, body: "Let me in", format: "text" },
      "moderator",
    );
    expect(outsider.statusCode).toBe(404);
    expectMatchesSchema(errorBodySchema, outsider.json());
    const missing = await post("/messages", { conversationID: 999999, body: "x", format: "text" }, "member");
    expect(outsider.json()).toEqual(missing.json());
    expect((await post("/messages", { conversationID, body: "x" })).statusCode).toBe(401);
    const list: Message[] = (await get(`/api/v2/messages?conversationID=${conversationID}`, "member")).json();
    expect(list.map((m) => m.messageID).at(-1)).toBe(message.messageID);
  });

  it("keeps unread counts right: the sender has read it, the others have one more, reading clears it", async () => {
    const { conversationID } = await start("admin", ["moderator", "member2"], "Staff note");
    const before = await unreadConversations("moderator");
    expect(before).toBeGreaterThanOrEqual(1);
    expect((await get(`/api/v2/messages?conversationID=${conversationID}`, "moderator")).statusCode).toBe(
      200,
    );
    expect(await unreadConversations("moderator")).toBe((before ?? 0) - 1);
    const adminBefore = await unreadConversations("admin");
    await post("/messages", { conversationID, body: "Seen it", format: "text" }, "moderator");
    expect(await unreadConversations("moderator")).toBe((before ?? 0) - 1);
    expect(await unreadConversations("admin")).toBe((adminBefore ?? 0) + 1);
    const forMember2: Conversation = (await get(`/api/v2/conversations/${conversationID}`, "member2")).json();
    expect(forMember2).toMatchObject({ countMessages: 2, countUnread: 2, unread: true });
    const forModerator: Conversation = (
      await get(`/api/v2/conversations/${conversationID}`, "moderator")
    ).json();
    expect(forModerator).toMatchObject({ countMessages: 2, countUnread: 0, unread: false });
  });

  it("notifies the other participants of a new message, never the sender", async () => {
    const { conversationID } = await start("member", ["member2"], "Ping");
    await post("/messages", { conversationID, body: "Pong", format: "text" }, "member2");
    const told = await messageNotifications("member2", conversationID);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ reason: "message", url: `/messages/${conversationID}`, read: 0 });
    expect(told[0]?.body).toBe("member sent you a message");
    expect(await messageNotifications("member", conversationID)).toHaveLength(1);
  });
});

describe("POST /api/v2/conversations/{id}/participants", () => {
  it("adds people, who can then read and are told; outsiders cannot add", async () => {
    const { conversationID } = await start("member", ["member2"], "Planning");
    const outsider = await post(
      `/conversations/${conversationID}/participants`,
      { participantUserIDs: [ids.admin] },
      "moderator",
    );
    expect(outsider.statusCode).toBe(404);
    expect((await get(`/api/v2/conversations/${conversationID}`, "moderator")).statusCode).toBe(404);
    const response = await post(
      `/conversations/${conversationID}/participants`,
      { participantUserIDs: [ids.moderator] },
      "member2",
    );
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(conversationParticipantListSchema, response.json());
    expect(
      response
        .json()
        .map((p: { userID: number }) => p.userID)
        .sort(),
    ).toEqual([ids.member, ids.member2, ids.moderator].sort());
    const forModerator: Conversation = (
      await get(`/api/v2/conversations/${conversationID}`, "moderator")
    ).json();
    expect(forModerator).toMatchObject({ countParticipants: 3, countUnread: 1 });
    expect((await messageNotifications("moderator", conversationID))[0]?.body).toBe(
      "member2 added you to a conversation",
    );
    const unknown = await post(
      `/conversations/${conversationID}/participants`,
      { participantUserIDs: [999999] },
      "member",
    );
    expect(unknown.statusCode).toBe(400);
  });
});

describe("DELETE /api/v2/conversations/{id}/leave", () => {
  it("takes the leaver out: no reading, posting or unread count; the others see them as deleted", async () => {
    const { conversationID } = await start("member2", ["member"], "Before you go");
    const unreadBefore = await unreadConversations("member");
    const response = await leave(conversationID, "member");
    expect(response.statusCode).toBe(204);
    expect(await unreadConversations("member")).toBe((unreadBefore ?? 0) - 1);
    expect((await get(`/api/v2/conversations/${conversationID}`, "member")).statusCode).toBe(404);
    expect((await get(`/api/v2/messages?conversationID=${conversationID}`, "member")).statusCode).toBe(404);
    const list: Conversation[] = (await get("/api/v2/conversations?limit=100", "member")).json();
    expect(list.some((c) => c.conversationID === conversationID)).toBe(false);
    expect(
      (await post("/messages", { conversationID, body: "Wait", format: "text" }, "member")).statusCode,
    ).toBe(404);
    await post("/messages", { conversationID, body: "Gone?", format: "text" }, "member2");
    expect(await messageNotifications("member", conversationID)).toHaveLength(1);
    const forStarter: Conversation = (await get(`/api/v2/conversations/${conversationID}`, "member2")).json();
    expect(forStarter.participants.find((p) => p.userID === ids.member)?.status).toBe("deleted");
    expect(forStarter.countParticipants).toBe(1);
    expect((await leave(conversationID, "member")).statusCode).toBe(404);
    expect((await leave(conversationID)).statusCode).toBe(401);
  });
});

describe("context.conversationsEnabled off", () => {
  it("refuses every write with 403 Conversations are disabled.", async () => {
    const { conversationID } = await start("member", ["member2"], "Soon off");
    const setEnabled = (on: boolean) =>
      app.db
        .updateTable("config")
        .set({ value: JSON.stringify(on) })
        .where("key", "=", "context.conversationsEnabled")
        .execute();
    await setEnabled(false);
    try {
      for (const response of [
        await post("/conversations", { participantUserIDs: [ids.member2] }, "member"),
        await post("/messages", { conversationID, body: "x", format: "text" }, "member"),
        await post(
          `/conversations/${conversationID}/participants`,
          { participantUserIDs: [ids.admin] },
          "member",
        ),
        await leave(conversationID, "member"),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe("Conversations are disabled.");
      }
    } finally {
      await setEnabled(true);
    }
  });
});
