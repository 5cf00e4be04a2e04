// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meSchema, userSchema } from "../../../schemas/entities/user.schema";
import { buildUser, signInCookie } from "../../../tests/helpers/factories";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { buildTestApp, writeHeaders } from "../../../tests/helpers/server";

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);
afterAll(() => app?.close());

function call(method: "GET" | "PUT", url: string, cookie: string, payload?: object) {
  return app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...writeHeaders, cookie },
    ...(payload ? { payload } : {}),
  });
}

describe("GET /users/me ban: a banned member's own ban", () => {
  it("tells the banned member the reason, since when and that it has no end date; nobody else", async () => {
    const admin = await buildUser(app.db, { roles: ["administrator"] });
    const member = await buildUser(app.db);
    const other = await buildUser(app.db);
    const adminCookie = await signInCookie(app.db, admin.userID);
    const memberCookie = await signInCookie(app.db, member.userID);
    const otherCookie = await signInCookie(app.db, other.userID);

    expect((await call("GET", "/users/me", memberCookie)).json()).not.toHaveProperty("ban");
    const banned = await call("PUT", `/users/${member.userID}/ban`, adminCookie, {
      banned: true,
      reason: "Spam links in every thread",
    });
    expect(banned.statusCode, banned.body).toBe(200);

    const me = await call("GET", "/users/me", memberCookie);
    expect(me.statusCode).toBe(200);
    expectMatchesSchema(meSchema, me.json());
    expect(me.json()).toMatchObject({
      banned: 1,
      ban: { reason: "Spam links in every thread", dateExpires: null },
    });
    expect(Date.parse(me.json().ban.dateInserted)).not.toBeNaN();

    // Staff and other members see the banned flag, never the reason through the user record.
    for (const cookie of [adminCookie, otherCookie]) {
      const record = await call("GET", `/users/${member.userID}`, cookie);
      expectMatchesSchema(userSchema, record.json());
      expect(record.body).not.toContain("Spam links");
    }
    expect((await call("GET", "/users/me", otherCookie)).json()).not.toHaveProperty("ban");

    await call("PUT", `/users/${member.userID}/ban`, adminCookie, { banned: false, reason: "Appeal heard" });
    expect((await call("GET", "/users/me", memberCookie)).json()).not.toHaveProperty("ban");
  });

  it("a member marked banned with no ban entry gets an empty reason, not an error", async () => {
    const member = await buildUser(app.db, { banned: true });
    const me = await call("GET", "/users/me", await signInCookie(app.db, member.userID));
    expect(me.statusCode).toBe(200);
    expect(me.json().ban).toEqual({ reason: "", dateInserted: "", dateExpires: null });
  });
});
