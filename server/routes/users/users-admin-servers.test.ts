// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { createSession, SESSION_COOKIE } from "../../auth/sessions";
import { categoryIDOf, writeHeaders } from "../../../tests/helpers/server";
import { createTestDatabase, TEST_DATABASE_URL } from "../../../tests/helpers/test-database";
import { rich2Paragraph } from "../../../tests/helpers/role-api";

/**
 * Two servers on one database (SQLite file or PostgreSQL database as the suite runs): a ban or a
 * role change made through one must reach the member's next request on the other, although each
 * server keeps viewers' permissions between requests (server/auth/viewer.ts, under the database's
 * change stamp).
 */
let a: FastifyInstance;
let b: FastifyInstance;
let dataDir: string;
let drop: (() => Promise<void>) | undefined;

/** How long a change made through one server may take to show on the other (server/db/postgres.ts). */
const CHANGE_BOUND_MS = 1000;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-members-"));
  let databaseUrl: string | undefined;
  if (TEST_DATABASE_URL) {
    const database = await createTestDatabase("demo");
    databaseUrl = database.url;
    drop = database.drop;
  }
  a = await buildApp({ dataDir, databaseUrl, seed: "demo" });
  b = await buildApp({ dataDir, databaseUrl, seed: "demo" });
}, 60_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  await drop?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** How `expect.poll` reads the other server's state: every 20 ms, up to the bound. */
const withinBound = { timeout: CHANGE_BOUND_MS, interval: 20 };

async function cookieOf(app: FastifyInstance, name: string): Promise<string> {
  const user = await app.db
    .selectFrom("users")
    .select("userID")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return `${SESSION_COOKIE}=${(await createSession(app.db, user.userID)).token}`;
}

describe("bans and role changes across servers on one database", () => {
  it("a ban through one server refuses the member's next comment on the other; an unban restores it", async () => {
    const admin = await cookieOf(a, "admin");
    const ada = await cookieOf(a, "ada");
    const adaID = (
      await a.db.selectFrom("users").select("userID").where("name", "=", "ada").executeTakeFirstOrThrow()
    ).userID;
    const generalID = await categoryIDOf(a, "general");
    const started = await b.inject({
      method: "POST",
      url: "/api/v2/discussions",
      headers: { ...writeHeaders, cookie: ada },
      payload: { name: "Across servers", body: rich2Paragraph("First"), categoryID: generalID },
    });
    expect(started.statusCode, started.body).toBe(201);
    const discussionID = started.json().discussionID as number;
    const comment = () =>
      b.inject({
        method: "POST",
        url: "/api/v2/comments",
        headers: { ...writeHeaders, cookie: ada },
        payload: { discussionID, body: rich2Paragraph("Hello") },
      });
    // b has ada's viewer kept from her last request.
    expect((await comment()).statusCode).toBe(201);
    const ban = await a.inject({
      method: "PUT",
      url: `/api/v2/users/${adaID}/ban`,
      headers: { ...writeHeaders, cookie: admin },
      payload: { banned: true, reason: "Across servers" },
    });
    expect(ban.statusCode, ban.body).toBe(200);
    // b answers from the viewer it keeps for ada once it sees the change: no writes while polling.
    const canComment = async () => {
      const response = await b.inject({ url: "/api/v2/users/$me/permissions", headers: { cookie: ada } });
      return response.json().permissions[0].permissions["comments.add"] === true;
    };
    await expect.poll(canComment, withinBound).toBe(false);
    const refused = await comment();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().description).toBe("You have been banned.");
    await a.inject({
      method: "PUT",
      url: `/api/v2/users/${adaID}/ban`,
      headers: { ...writeHeaders, cookie: admin },
      payload: { banned: false },
    });
    await expect.poll(canComment, withinBound).toBe(true);
    expect((await comment()).statusCode).toBe(201);
  }, 20_000);

  it("a role change through one server changes the permissions the other gives the member", async () => {
    const admin = await cookieOf(a, "admin");
    const linus = await cookieOf(a, "linus");
    const linusID = (
      await a.db.selectFrom("users").select("userID").where("name", "=", "linus").executeTakeFirstOrThrow()
    ).userID;
    const roles = await a.db.selectFrom("roles").select(["roleID", "type"]).execute();
    const roleID = (type: string) => roles.find((role) => role.type === type)!.roleID;
    const canEditUsers = async () => {
      const response = await b.inject({ url: "/api/v2/users/$me/permissions", headers: { cookie: linus } });
      return response.json().permissions[0].permissions["users.edit"] === true;
    };
    expect(await canEditUsers()).toBe(false);
    const patch = await a.inject({
      method: "PATCH",
      url: `/api/v2/users/${linusID}`,
      headers: { ...writeHeaders, cookie: admin },
      payload: { roleID: [roleID("member"), roleID("moderator")] },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    await expect.poll(canEditUsers, withinBound).toBe(true);
  }, 20_000);
});
