// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp, DEMO_PASSWORD, sessionCookieOf, writeHeaders } from "../../../tests/helpers/server";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let app: FastifyInstance;
/** The server's clock: the tests move it instead of waiting. */
let clock = Date.now();
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo", now: () => clock });
});
afterAll(() => app.close());

const signIn = (username: string, persist?: boolean) =>
  app.inject({
    method: "POST",
    url: "/api/v2/session",
    headers: writeHeaders,
    payload: { username, password: DEMO_PASSWORD, ...(persist === undefined ? {} : { persist }) },
  });

/** The user ID the session cookie stands for now (0: a guest). */
const whoIs = async (cookie: string) =>
  (await app.inject({ url: "/api/v2/users/me", headers: { cookie } })).json<{ userID: number }>().userID;

describe("POST /api/v2/session: persist (Keep me signed in)", () => {
  it("persist: false sets a browser-session cookie, without Max-Age or Expires", async () => {
    for (const persist of [false, undefined]) {
      const cookie = (await signIn("member", persist)).cookies.find((c) => c.name === "plaza_session");
      expect(cookie).toBeDefined();
      expect(cookie?.maxAge).toBeUndefined();
      expect(cookie?.expires).toBeUndefined();
    }
  });

  it("a session without persist ends after 12 hours without use; each use keeps it alive", async () => {
    const response = await signIn("member2", false);
    const cookie = sessionCookieOf(response);
    const userID = response.json<{ userID: number }>().userID;
    clock += 11 * HOUR;
    expect(await whoIs(cookie)).toBe(userID);
    clock += 11 * HOUR;
    expect(await whoIs(cookie)).toBe(userID);
    clock += 12 * HOUR + 60_000;
    expect(await whoIs(cookie)).toBe(0);
  });

  it("persist: true keeps the cookie and the session 30 days from their last use", async () => {
    const response = await signIn("moderator", true);
    const userID = response.json<{ userID: number }>().userID;
    const set = response.cookies.find((c) => c.name === "plaza_session");
    expect(set?.expires?.getTime()).toBeGreaterThanOrEqual(clock + 30 * DAY - 1000);
    const cookie = sessionCookieOf(response);
    clock += 13 * HOUR;
    expect(await whoIs(cookie)).toBe(userID);
    clock += 29 * DAY;
    // A use after a day or more renews the cookie's expiry too.
    const renewed = await app.inject({ url: "/api/v2/users/me", headers: { cookie } });
    expect(renewed.json<{ userID: number }>().userID).toBe(userID);
    const again = renewed.cookies.find((c) => c.name === "plaza_session");
    expect(again?.expires?.getTime()).toBeGreaterThanOrEqual(clock + 30 * DAY - 1000);
    clock += 30 * DAY + 60_000;
    expect(await whoIs(cookie)).toBe(0);
  });
});
