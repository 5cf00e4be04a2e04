// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, DEMO_PASSWORD, sessionCookieOf, writeHeaders } from "../helpers/server";

/** A small address limit, so the tests reach it quickly; the defaults are in abuse/limits.ts. */
const LIMIT = 5;
const limits = { signInFailuresPerAddress: { bucket: "signin-address", limit: LIMIT, windowMs: 60_000 } };

let proxied: FastifyInstance;
let direct: FastifyInstance;
beforeAll(async () => {
  proxied = await buildTestApp({ seed: "demo", trustProxy: "127.0.0.1", abuseLimits: limits });
  direct = await buildTestApp({ seed: "demo", abuseLimits: limits });
});
afterAll(async () => {
  await proxied.close();
  await direct.close();
});

/** A sign-in as it arrives from the proxy at 127.0.0.1 on behalf of `client`. */
const signIn = (app: FastifyInstance, client: string, username: string, password: string) =>
  app.inject({
    method: "POST",
    url: "/api/v2/session",
    remoteAddress: "127.0.0.1",
    headers: { ...writeHeaders, "x-forwarded-for": client },
    payload: { username, password },
  });

describe("sign-in behind a reverse proxy (PLAZA_TRUST_PROXY)", () => {
  it("counts failures per client address from X-Forwarded-For, so one client's failures never lock out another", async () => {
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await signIn(proxied, "198.51.100.7", `nobody${i}`, "wrong")).statusCode).not.toBe(429);
    }
    const blocked = await signIn(proxied, "198.51.100.7", "member", DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe("Too many sign-in attempts.");
    expect(blocked.headers["retry-after"]).toBeDefined();
    // Everyone else behind the same proxy signs in as usual.
    expect((await signIn(proxied, "198.51.100.8", "member", DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it("never refuses members who sign in and out normally, however many share an address", async () => {
    // Three times the address's failure limit: successes never count.
    for (let i = 0; i < 3 * LIMIT; i += 1) {
      const response = await signIn(proxied, "198.51.100.20", i % 2 ? "member" : "member2", DEMO_PASSWORD);
      expect(response.statusCode).toBe(200);
      const out = await proxied.inject({
        method: "DELETE",
        url: "/api/v2/session",
        remoteAddress: "127.0.0.1",
        headers: { ...writeHeaders, "x-forwarded-for": "198.51.100.20", cookie: sessionCookieOf(response) },
      });
      expect(out.statusCode).toBeLessThan(300);
    }
  }, 20_000);

  it("ignores X-Forwarded-For from a sender that is not a trusted proxy (a client cannot pick its address)", async () => {
    for (let i = 0; i < LIMIT; i += 1) {
      await signIn(direct, `203.0.113.${i}`, `nobody${i}`, "wrong");
    }
    // All five came from 127.0.0.1 whatever they claimed: that address is now over its limit.
    expect((await signIn(direct, "203.0.113.99", "member", DEMO_PASSWORD)).statusCode).toBe(429);
  });
});
