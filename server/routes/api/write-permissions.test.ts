// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { buildTestApp, categoryIDOf, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { multipart, PNG_3X2 } from "../../../tests/helpers/multipart";

// Every write of the discussions and comments API, called by each kind of user against a record
// `member` wrote in General: who may (2xx), who must sign in (401) and who may not (403). DECISIONS.md
// roles: members write and edit their own within the edit window, moderators edit, type and delete
// anything, banned members write nothing. Each endpoint's own file covers its rules in depth.
const users = ["guest", "member", "member2", "moderator", "admin", "banned"] as const;
type User = (typeof users)[number];
type Expected = Record<User, number>;

let app: FastifyInstance;
const cookies: Partial<Record<User, string>> = {};
let generalID = 0;
let tagIDs: number[] = [];
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  for (const user of users) if (user !== "guest") cookies[user] = await signInAs(app, user);
  generalID = await categoryIDOf(app, "general");
  tagIDs = (await app.db.selectFrom("tags").select("tagID").orderBy("tagID").limit(2).execute()).map(
    (t) => t.tagID,
  );
});
afterAll(() => app.close());

const rich2 = (text: string) => JSON.stringify([{ type: "p", children: [{ text }] }]);

function call(method: "POST" | "PATCH" | "PUT" | "DELETE", url: string, as: User, payload?: object) {
  return app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...writeHeaders, ...(cookies[as] ? { cookie: cookies[as] } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function memberDiscussion(): Promise<number> {
  const response = await call("POST", "/discussions", "member", {
    name: "Whose is this?",
    body: rich2("Written by member"),
    categoryID: generalID,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ discussionID: number }>().discussionID;
}

async function memberComment(): Promise<number> {
  const discussionID = await memberDiscussion();
  const response = await call("POST", "/comments", "member", { discussionID, body: rich2("A reply") });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ commentID: number }>().commentID;
}

type Write = (as: User) => Promise<Awaited<ReturnType<typeof call>>>;
const writes: [string, Write, Expected][] = [
  [
    "POST /discussions",
    (as) => call("POST", "/discussions", as, { name: "New", body: rich2("Hi"), categoryID: generalID }),
    { guest: 401, member: 201, member2: 201, moderator: 201, admin: 201, banned: 403 },
  ],
  [
    "PATCH /discussions/{id}",
    async (as) => call("PATCH", `/discussions/${await memberDiscussion()}`, as, { name: "Renamed" }),
    { guest: 401, member: 200, member2: 403, moderator: 200, admin: 200, banned: 403 },
  ],
  [
    "PUT /discussions/{id}/type",
    async (as) => call("PUT", `/discussions/${await memberDiscussion()}/type`, as, { type: "idea" }),
    { guest: 401, member: 403, member2: 403, moderator: 200, admin: 200, banned: 403 },
  ],
  [
    "PUT /discussions/{id}/tags",
    async (as) => call("PUT", `/discussions/${await memberDiscussion()}/tags`, as, { tagIDs }),
    { guest: 401, member: 200, member2: 403, moderator: 200, admin: 200, banned: 403 },
  ],
  [
    "DELETE /discussions/{id}",
    async (as) => call("DELETE", `/discussions/${await memberDiscussion()}`, as),
    { guest: 401, member: 403, member2: 403, moderator: 204, admin: 204, banned: 403 },
  ],
  [
    "POST /comments",
    async (as) =>
      call("POST", "/comments", as, { discussionID: await memberDiscussion(), body: rich2("Hi") }),
    { guest: 401, member: 201, member2: 201, moderator: 201, admin: 201, banned: 403 },
  ],
  [
    "PATCH /comments/{id}",
    async (as) => call("PATCH", `/comments/${await memberComment()}`, as, { body: rich2("Edited") }),
    { guest: 401, member: 200, member2: 403, moderator: 200, admin: 200, banned: 403 },
  ],
  [
    "DELETE /comments/{id}",
    async (as) => call("DELETE", `/comments/${await memberComment()}`, as),
    { guest: 401, member: 403, member2: 403, moderator: 204, admin: 204, banned: 403 },
  ],
  [
    "POST /media",
    (as) => {
      const body = multipart([{ name: "file", fileName: "tiny.png", data: PNG_3X2, type: "image/png" }]);
      return app.inject({
        method: "POST",
        url: "/api/v2/media",
        headers: { ...body.headers, ...(cookies[as] ? { cookie: cookies[as] } : {}) },
        payload: body.payload,
      });
    },
    { guest: 401, member: 201, member2: 201, moderator: 201, admin: 201, banned: 403 },
  ],
];

describe("write permissions for guest, member, another member, moderator, admin and banned user", () => {
  const cases = writes.flatMap(([name, write, expected]) =>
    users.map((user) => [name, user, write, expected[user]] as const),
  );
  it.each(cases)("%s as %s", async (_name, user, write, status) => {
    const response = await write(user);
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) expectMatchesSchema(errorBodySchema, response.json());
  });
});
