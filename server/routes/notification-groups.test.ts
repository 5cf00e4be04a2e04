// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { notificationListSchema, type Notification } from "../../schemas/entities/notification.schema";
import { buildTestApp, categoryIDOf, signInAs, writeHeaders } from "../../tests/helpers/server";
import { expectMatchesSchema } from "../../tests/helpers/schema-assert";

let app: FastifyInstance;
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  for (const name of ["member", "member2", "ada", "grace", "linus"]) {
    cookies[name] = await signInAs(app, name);
    ids[name] = (
      await app.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow()
    ).userID;
  }
});
afterAll(() => app.close());

const send = (method: "POST" | "PATCH", url: string, payload: object, who: string) =>
  app.inject({ method, url: `/api/v2${url}`, headers: { ...writeHeaders, cookie: cookies[who] }, payload });
async function notificationsOf(
  who: string,
  recordType: string,
  recordIDs: number[],
): Promise<Notification[]> {
  const response = await app.inject({
    url: "/api/v2/notifications?limit=100",
    headers: { cookie: cookies[who] },
  });
  expect(response.statusCode).toBe(200);
  expectMatchesSchema(notificationListSchema, response.json());
  return (response.json() as Notification[]).filter(
    (n) => n.recordType === recordType && n.recordID !== null && recordIDs.includes(n.recordID),
  );
}

describe("notifications of many messages in one conversation", () => {
  it("make one unread item with a count until the recipient reads it; then a new one starts", async () => {
    const started = await send(
      "POST",
      "/conversations",
      { participantUserIDs: [ids.member2], body: "Hello", format: "text" },
      "member",
    );
    const conversationID = started.json().conversationID as number;
    for (let i = 0; i < 5; i++) {
      const sent = await send(
        "POST",
        "/messages",
        { conversationID, body: `Ping ${i}`, format: "text" },
        "member",
      );
      expect(sent.statusCode).toBe(201);
    }
    const [grouped, ...rest] = await notificationsOf("member2", "conversation", [conversationID]);
    expect(rest).toEqual([]);
    expect(grouped).toMatchObject({
      read: false,
      count: 6,
      body: "6 new messages in a conversation, the latest from member",
    });

    const marked = await send(
      "PATCH",
      `/notifications/${grouped?.notificationID}`,
      { read: true },
      "member2",
    );
    expect(marked.statusCode).toBe(200);
    await send("POST", "/messages", { conversationID, body: "One more", format: "text" }, "member");
    const after = await notificationsOf("member2", "conversation", [conversationID]);
    expect(after.map((n) => [n.read, n.count])).toEqual([
      [false, 1],
      [true, 6],
    ]);
  });
});

describe("notifications of many comments and mentions in one discussion", () => {
  it("make one unread item for the discussion", async () => {
    const created = await send(
      "POST",
      "/discussions",
      {
        categoryID: await categoryIDOf(app, "general"),
        name: "Grouped notices",
        body: "Start",
        format: "text",
      },
      "linus",
    );
    expect(created.statusCode).toBe(201);
    const discussionID = created.json().discussionID as number;
    const commentIDs: number[] = [];
    for (const [who, body] of [
      ["ada", "First"],
      ["ada", "Second"],
      ["grace", "Third, @linus"],
    ] as const) {
      const response = await send("POST", "/comments", { discussionID, body, format: "markdown" }, who);
      expect(response.statusCode).toBe(201);
      commentIDs.push(response.json().commentID as number);
    }
    const items = await notificationsOf("linus", "comment", commentIDs);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      read: false,
      count: 3,
      recordID: commentIDs[2],
      body: "3 new comments and mentions in “Grouped notices”, the latest from grace",
    });
  });
});
