// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { ignoredUserListSchema } from "../../../schemas/api/member-blocks.schema";
import { buildTestApp, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";

let app: FastifyInstance;
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  for (const name of ["moderator", "member", "member2", "ada", "grace", "linus", "margaret"]) {
    cookies[name] = await signInAs(app, name);
    ids[name] = (
      await app.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow()
    ).userID;
  }
});
afterAll(() => app.close());

const call = (
  method: "POST" | "PUT" | "DELETE" | "PATCH" | "GET",
  url: string,
  who: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...writeHeaders, cookie: cookies[who] },
    ...(payload ? { payload } : {}),
  });
const start = (from: string, to: string[]) =>
  call("POST", "/conversations", from, {
    participantUserIDs: to.map((name) => ids[name]),
    body: "Hello",
    format: "text",
  });
function expectRefused(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(403);
  expectMatchesSchema(errorBodySchema, response.json());
  // Says nothing of a block: only that the member does not take messages from the sender.
  expect(response.json().message).not.toMatch(/block/i);
}

describe("PUT /users/{id}/block", () => {
  it("stops the blocked member from starting a conversation, adding the blocker, or writing to them", async () => {
    const before = await start("ada", ["grace"]);
    expect(before.statusCode).toBe(201);
    const conversationID = before.json().conversationID as number;

    const blocked = await call("PUT", `/users/${ids.ada}/block`, "grace");
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ blocked: true });

    expectRefused(await start("ada", ["grace"]));
    expectRefused(await start("ada", ["member", "grace"]));
    const other = await start("ada", ["member"]);
    expect(other.statusCode).toBe(201);
    expectRefused(
      await call("POST", `/conversations/${other.json().conversationID}/participants`, "ada", {
        participantUserIDs: [ids.grace],
      }),
    );
    expectRefused(await call("POST", "/messages", "ada", { conversationID, body: "Again", format: "text" }));

    const list = await call("GET", `/users/${ids.grace}/ignored`, "grace");
    expect(list.statusCode).toBe(200);
    expectMatchesSchema(ignoredUserListSchema, list.json());
    expect(list.json().map((user: { userID: number }) => user.userID)).toEqual([ids.ada]);
    expect((await call("GET", `/users/${ids.grace}/ignored`, "ada")).statusCode).toBe(403);

    expect((await call("DELETE", `/users/${ids.ada}/block`, "grace")).json()).toEqual({ blocked: false });
    expect(
      (await call("POST", "/messages", "ada", { conversationID, body: "Sorry", format: "text" })).statusCode,
    ).toBe(201);
  });

  it("refuses blocking oneself or a moderator, and an unknown member", async () => {
    expect((await call("PUT", `/users/${ids.member2}/block`, "member2")).statusCode).toBe(400);
    expect((await call("PUT", `/users/${ids.moderator}/block`, "member2")).statusCode).toBe(400);
    expect((await call("PUT", "/users/999999/block", "member2")).statusCode).toBe(404);
  });
});

describe("PATCH /users/me/message-preferences (messagesFrom)", () => {
  it("with known, only moderators and members written to may start a conversation", async () => {
    // margaret wrote to member2 once, before choosing.
    expect((await start("margaret", ["member2"])).statusCode).toBe(201);
    const saved = await call("PATCH", "/users/me/message-preferences", "margaret", { messagesFrom: "known" });
    expect(saved.statusCode).toBe(200);
    expect((await call("GET", "/users/me/message-preferences", "margaret")).json()).toEqual({
      messagesFrom: "known",
    });
    expectRefused(await start("linus", ["margaret"]));
    expect((await start("member2", ["margaret"])).statusCode).toBe(201);
    expect((await start("moderator", ["margaret"])).statusCode).toBe(201);
    expect(
      (await call("PATCH", "/users/me/message-preferences", "margaret", { messagesFrom: "nobody" }))
        .statusCode,
    ).toBe(400);
  });
});
