// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import {
  conversationListSchema,
  conversationParticipantListSchema,
  conversationSchema,
  type Conversation,
} from "../../schemas/entities/conversation.schema";
import { messageListSchema, messageSchema, type Message } from "../../schemas/entities/message.schema";
import { errorBodySchema } from "../../schemas/entities/error.schema";
import { meCountsSchema } from "../../schemas/entities/user.schema";
import { loadViewer } from "../auth/viewer";
import { nowISO } from "../db/columns";
import { listConversations } from "../services/conversations/conversations";
import { presentConversations } from "../services/conversations/conversation-presenter";
import { buildTestApp, signInAs } from "../../tests/helpers/server";
import { expectMatchesSchema } from "../../tests/helpers/schema-assert";
import { renderPendingBodies } from "../services/body/render-stored";
import { countingQueries } from "../../tests/helpers/query-count";

let app: FastifyInstance;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  for (const name of ["admin", "moderator", "member", "member2"]) cookies[name] = await signInAs(app, name);
});
afterAll(() => app.close());

const get = (url: string, as?: string) => app.inject({ url, headers: as ? { cookie: cookies[as] } : {} });
const userIDOf = async (name: string) =>
  (await app.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow())
    .userID;
const conversationIDOf = async (name: string) =>
  (
    await app.db
      .selectFrom("conversations")
      .select("conversationID")
      .where("name", "=", name)
      .executeTakeFirstOrThrow()
  ).conversationID;
const countOf = async (as: string, name: string) => {
  const body = (await get("/api/v2/users/me-counts", as)).json();
  expectMatchesSchema(meCountsSchema, body);
  return (body.counts as { name: string; count: number }[]).find((c) => c.name === name)?.count;
};
async function setConversationsEnabled(enabled: boolean) {
  await app.db
    .updateTable("config")
    .set({ value: JSON.stringify(enabled) })
    .where("key", "=", "context.conversationsEnabled")
    .execute();
}

describe("GET /api/v2/conversations", () => {
  it("answers 401 to guests", async () => {
    const response = await get("/api/v2/conversations");
    expect(response.statusCode).toBe(401);
    expectMatchesSchema(errorBodySchema, response.json());
  });

  it("lists the viewer's conversations, newest activity first, with participants and the last message", async () => {
    const response = await get("/api/v2/conversations", "member");
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(conversationListSchema, response.json());
    const list: Conversation[] = response.json();
    expect(list.map((c) => c.name)).toEqual(["Board game night?", "Thanks for helping out"]);
    const [boardGames] = list;
    expect(boardGames).toMatchObject({
      countMessages: 4,
      countReadMessages: 3,
      countUnread: 1,
      unread: true,
      countParticipants: 2,
      url: `/messages/${boardGames?.conversationID}`,
    });
    expect(boardGames?.participants.map((p) => p.user.name).sort()).toEqual(["member", "member2"]);
    expect(boardGames?.lastMessage).toMatchObject({
      insertUserID: await userIDOf("member2"),
      insertUser: { name: "member2" },
      body: "Also, bring a snack. It is tradition.",
    });
    expect(boardGames?.body).toBe("Also, bring a snack. It is tradition.");
    expect(list[1]).toMatchObject({ unread: false, countUnread: 0 });
  });

  it("lists nothing for a member in no conversation", async () => {
    const response = await get("/api/v2/conversations", "moderator");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("pages with the x-app-page-* headers", async () => {
    const response = await get("/api/v2/conversations?limit=1", "member");
    expect(response.json()).toHaveLength(1);
    expect(response.headers["x-app-page-result-count"]).toBe("2");
    expect(response.headers["x-app-page-next-url"]).toContain("page=2");
  });

  it("embeds the starter with expand=insertUser", async () => {
    const list: Conversation[] = (await get("/api/v2/conversations?expand=insertUser", "member")).json();
    expectMatchesSchema(conversationListSchema, list);
    expect(list.map((c) => c.insertUser?.name)).toEqual(["member2", "admin"]);
  });
});

describe("GET /api/v2/conversations/{id}", () => {
  it("answers participants; anyone else gets the 404 of a missing conversation", async () => {
    const id = await conversationIDOf("Thanks for helping out");
    const mine = await get(`/api/v2/conversations/${id}`, "member");
    expect(mine.statusCode).toBe(200);
    expectMatchesSchema(conversationSchema, mine.json());
    expect(mine.json()).toMatchObject({ conversationID: id, name: "Thanks for helping out" });
    const notMine = await get(`/api/v2/conversations/${id}`, "member2");
    expect(notMine.statusCode).toBe(404);
    expectMatchesSchema(errorBodySchema, notMine.json());
    expect((await get(`/api/v2/conversations/${id}`)).statusCode).toBe(401);
    const missing = await get("/api/v2/conversations/999999", "member");
    expect(missing.statusCode).toBe(404);
    expect(notMine.json()).toEqual(missing.json());
  });
});

describe("GET /api/v2/messages", () => {
  it("refuses guests, non-participants and a missing conversationID", async () => {
    const id = await conversationIDOf("Thanks for helping out");
    const response = await get(`/api/v2/messages?conversationID=${id}`, "member2");
    expect(response.statusCode).toBe(404);
    expect((await get(`/api/v2/messages?conversationID=${id}`)).statusCode).toBe(401);
    expect((await get("/api/v2/messages", "member")).statusCode).toBe(400);
  });

  it("lists messages oldest first as escaped HTML, with paging", async () => {
    const id = await conversationIDOf("Thanks for helping out");
    const response = await get(`/api/v2/messages?conversationID=${id}&limit=3&expand=insertUser`, "member");
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(messageListSchema, response.json());
    const messages: Message[] = response.json();
    expect(messages.map((m) => m.insertUser?.name)).toEqual(["admin", "member", "admin"]);
    const dates = messages.map((m) => m.dateInserted);
    expect(dates).toEqual([...dates].sort());
    expect(response.headers["x-app-page-result-count"]).toBe("4");
    expect(response.headers["x-app-page-next-url"]).toContain("page=2");
  });

  it("never turns a message into live markup", async () => {
    const id = await conversationIDOf("Thanks for helping out");
    await app.db
      .insertInto("messages")
      .values({
        conversationID: id,
        insertUserID: await userIDOf("admin"),
        body: 'Hi <script>alert("x")</script>\n\nSecond <b>line</b>',
        format: "text",
        dateInserted: nowISO(),
      })
      .execute();
    // A row inserted directly, not through POST /messages, is rendered by the pending-bodies pass.
    await renderPendingBodies(app.db);
    const messages: Message[] = (
      await get(`/api/v2/messages?conversationID=${id}&page=2&limit=4`, "member")
    ).json();
    expect(messages.at(-1)?.body).toBe(
      "<p>Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p><p>Second &lt;b&gt;line&lt;/b&gt;</p>",
    );
  });

  it("marks the conversation read for the viewer; UnreadConversations follows", async () => {
    const id = await conversationIDOf("Board game night?");
    expect(await countOf("member", "UnreadConversations")).toBe(1);
    const response = await get(`/api/v2/messages?conversationID=${id}`, "member");
    expect(response.json()).toHaveLength(4);
    const conversation = (await get(`/api/v2/conversations/${id}`, "member")).json();
    expect(conversation).toMatchObject({ countReadMessages: 4, countUnread: 0, unread: false });
    expect(await countOf("member", "UnreadConversations")).toBe(0);
  });
});

describe("GET /api/v2/messages/{id} and /conversations/{id}/participants (Vanilla's reads)", () => {
  it("answers one message to participants; anyone else gets the 404 of a missing message", async () => {
    const id = await conversationIDOf("Thanks for helping out");
    const [first] = (await get(`/api/v2/messages?conversationID=${id}`, "member")).json() as Message[];
    const mine = await get(`/api/v2/messages/${first?.messageID}?expand=insertUser`, "member");
    expect(mine.statusCode).toBe(200);
    expectMatchesSchema(messageSchema, mine.json());
    expect(mine.json()).toMatchObject({
      messageID: first?.messageID,
      conversationID: id,
      insertUser: { name: "admin" },
    });
    const notMine = await get(`/api/v2/messages/${first?.messageID}`, "member2");
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toEqual((await get("/api/v2/messages/999999", "member2")).json());
  });

  it("lists participants by status with paging; outsiders get 404", async () => {
    const id = await conversationIDOf("Board game night?");
    const response = await get(`/api/v2/conversations/${id}/participants?limit=1`, "member");
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(conversationParticipantListSchema, response.json());
    expect(response.json()).toHaveLength(1);
    expect(response.headers["x-app-page-result-count"]).toBe("2");
    const all = (await get(`/api/v2/conversations/${id}/participants?status=all`, "member")).json();
    expect(all.map((p: { user: { name: string } }) => p.user.name).sort()).toEqual(["member", "member2"]);
    expect((await get(`/api/v2/conversations/${id}/participants?status=deleted`, "member")).json()).toEqual(
      [],
    );
    expect((await get(`/api/v2/conversations/${id}/participants`, "moderator")).statusCode).toBe(404);
    expect((await get(`/api/v2/conversations/${id}/participants?status=gone`, "member")).statusCode).toBe(
      400,
    );
  });
});

describe("context.conversationsEnabled", () => {
  it("answers 403 Conversations are disabled. everywhere while it is off", async () => {
    const id = await conversationIDOf("Board game night?");
    await setConversationsEnabled(false);
    try {
      for (const url of [
        "/api/v2/conversations",
        `/api/v2/conversations/${id}`,
        `/api/v2/messages?conversationID=${id}`,
      ]) {
        const response = await get(url, "member");
        expect(response.statusCode).toBe(403);
        expectMatchesSchema(errorBodySchema, response.json());
        expect(response.json().message).toBe("Conversations are disabled.");
      }
    } finally {
      await setConversationsEnabled(true);
    }
    expect((await get("/api/v2/conversations", "member")).statusCode).toBe(200);
  });
});

describe("presentConversations", () => {
  it("loads a page's related records with a fixed number of queries, however long the page (no N+1)", async () => {
    const member = await userIDOf("member");
    const others = [await userIDOf("admin"), await userIDOf("moderator"), await userIDOf("member2")];
    for (let i = 0; i < 12; i++) {
      const now = nowISO();
      const { conversationID } = await app.db
        .insertInto("conversations")
        .values({ insertUserID: member, name: "", dateInserted: now, dateLastMessage: now, countMessages: 1 })
        .returning("conversationID")
        .executeTakeFirstOrThrow();
      const other = others[i % others.length] ?? member;
      await app.db
        .insertInto("conversation_participants")
        .values([
          { conversationID, userID: member, countRead: 1, deleted: 0 },
          { conversationID, userID: other, countRead: 0, deleted: 0 },
        ])
        .execute();
      await app.db
        .insertInto("messages")
        .values({
          conversationID,
          insertUserID: member,
          body: `Note ${i}`,
          format: "text",
          dateInserted: now,
        })
        .execute();
    }
    const counting = countingQueries(app.db);
    const db = counting.db;
    const viewer = await loadViewer(app.db, member);
    const { rows } = await listConversations(app.db, viewer, { page: 1, limit: 30, offset: 0 });
    expect(rows.length).toBeGreaterThanOrEqual(14);
    const list = await presentConversations(db, viewer, rows, new Set(["insertUser"]));
    // Participants, newest messages, user fragments, and whether the Ranks addon is on (one config read).
    expect(counting.count()).toBe(4);
    expectMatchesSchema(conversationListSchema, list);
    // Untitled conversations are named after the other participant.
    expect(list[0]?.name).toBe("member2");
  });
});
