// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { Conversation } from "../../schemas/entities/conversation.schema";
import { errorBodySchema } from "../../schemas/entities/error.schema";
import { buildUser, setConfig, signInCookie } from "../../tests/helpers/factories";
import { buildTestApp, writeHeaders } from "../../tests/helpers/server";
import { expectMatchesSchema } from "../../tests/helpers/schema-assert";

describe("new conversations per account (abuse limit conversationsPerAccount)", () => {
  it("answers 429 with Retry-After past the limit; refused attempts and messages are not counted", async () => {
    const limited = await buildTestApp({
      seed: "none",
      abuseLimits: { conversationsPerAccount: { limit: 2 } },
    });
    try {
      await setConfig(limited.db, { "context.conversationsEnabled": true });
      const cookie = await signInCookie(limited.db, (await buildUser(limited.db)).userID);
      const { userID: member2 } = await buildUser(limited.db);
      const send = (url: string, payload: object) =>
        limited.inject({
          method: "POST",
          url: `/api/v2${url}`,
          headers: { ...writeHeaders, cookie },
          payload,
        });
      expect((await send("/conversations", { participantUserIDs: [999999] })).statusCode).toBe(400);
      const first = await send("/conversations", { participantUserIDs: [member2] });
      expect(first.statusCode).toBe(201);
      const { conversationID } = first.json() as Conversation;
      for (let i = 0; i < 3; i++) {
        const reply = await send("/messages", { conversationID, body: `Note ${i}`, format: "text" });
        expect(reply.statusCode, reply.body).toBe(201);
      }
      expect((await send("/conversations", { participantUserIDs: [member2] })).statusCode).toBe(201);
      const refused = await send("/conversations", { participantUserIDs: [member2] });
      expect(refused.statusCode).toBe(429);
      expectMatchesSchema(errorBodySchema, refused.json());
      expect(refused.json().message).toBe("Too many new conversations.");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
