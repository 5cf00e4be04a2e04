// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { meSchema } from "../../../schemas/entities/user.schema";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { buildTestApp, DEMO_PASSWORD, sessionCookieOf, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { signInDelayMs } from "../../auth/sign-in-throttle";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
});
afterAll(() => app.close());

const signIn = (username: string, password: string, headers: Record<string, string> = writeHeaders) =>
  app.inject({ method: "POST", url: "/api/v2/session", headers, payload: { username, password } });

describe("POST /api/v2/session", () => {
  it("signs in by username and answers the /users/me record with an HttpOnly, SameSite=Lax cookie", async () => {
    const response = await signIn("member", DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(meSchema, response.json());
    expect(response.json()).toMatchObject({ name: "member", isAdmin: false });
    const cookie = response.cookies.find((c) => c.name === "plaza_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43);
  });

  it("signs in by email, case-insensitively", async () => {
    const response = await signIn("MEMBER@plaza.invalid", DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe("member");
  });

  it("refuses a wrong password with 401 JSON and a clear message, and sets no cookie", async () => {
    const response = await signIn("member2", "not-the-password");
    expect(response.statusCode).toBe(401);
    expectMatchesSchema(errorBodySchema, response.json());
    expect(response.json().message).toBe("The username or password you entered is incorrect.");
    expect(response.cookies.find((c) => c.name === "plaza_session")).toBeUndefined();
  });

  it("answers an unknown user exactly like a wrong password", async () => {
    const response = await signIn("nobody-here", "whatever");
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("The username or password you entered is incorrect.");
  });

  it("refuses a body without a password with 400 and a field error", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v2/session",
      headers: writeHeaders,
      payload: { username: "member" },
    });
    expect(response.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, response.json());
    expect(response.json().errors).toContainEqual(
      expect.objectContaining({ field: "password", code: "required" }),
    );
  });

  it("lets a banned member sign in (they read what guests read)", async () => {
    expect((await signIn("banned", DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe("DELETE /api/v2/session", () => {
  it("signs out: the same cookie then belongs to a guest", async () => {
    const cookie = sessionCookieOf(await signIn("member", DEMO_PASSWORD));
    const before = await app.inject({ url: "/api/v2/users/me", headers: { cookie } });
    expect(before.json().name).toBe("member");
    const out = await app.inject({
      method: "DELETE",
      url: "/api/v2/session",
      headers: { ...writeHeaders, cookie },
    });
    expect(out.statusCode).toBe(204);
    const after = await app.inject({ url: "/api/v2/users/me", headers: { cookie } });
    expect(after.json().userID).toBe(0);
  });
});

describe("CSRF protection", () => {
  it("refuses a state-changing call without X-Requested-With with 403 JSON", async () => {
    const response = await signIn("member", DEMO_PASSWORD, { "content-type": "application/json" });
    expect(response.statusCode).toBe(403);
    expectMatchesSchema(errorBodySchema, response.json());
  });

  it("refuses a call from another origin even with the header", async () => {
    const response = await signIn("member", DEMO_PASSWORD, {
      ...writeHeaders,
      host: "plaza.example",
      origin: "https://evil.example",
    });
    expect(response.statusCode).toBe(403);
  });

  it("refuses a call a browser marks as cross-site", async () => {
    const response = await signIn("member", DEMO_PASSWORD, {
      ...writeHeaders,
      "sec-fetch-site": "cross-site",
    });
    expect(response.statusCode).toBe(403);
  });

  it("accepts a same-origin call", async () => {
    const response = await signIn("member", DEMO_PASSWORD, {
      ...writeHeaders,
      host: "plaza.example",
      // inject arrives over plain http, so the same origin is http (the scheme counts too).
      origin: "http://plaza.example",
      "sec-fetch-site": "same-origin",
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("sign-in throttling (failed attempts only, per address and per account)", () => {
  let limited: FastifyInstance;
  /** The throttle's clock: the tests move it instead of waiting. */
  let clock = Date.now();
  beforeAll(async () => {
    limited = await buildTestApp({ seed: "demo", now: () => clock });
  });
  afterAll(() => limited.close());

  const attempt = (username: string, password: string, remoteAddress: string) =>
    limited.inject({
      method: "POST",
      url: "/api/v2/session",
      headers: writeHeaders,
      payload: { username, password },
      remoteAddress,
    });

  it("ten wrong passwords from one address do not lock the account for a correct password from another", async () => {
    for (let i = 0; i < 10; i += 1)
      expect((await attempt("admin", "wrong", "203.0.113.1")).statusCode).toBe(401);
    // The address itself is now throttled: 429 with Retry-After and the JSON error shape.
    const throttled = await attempt("admin", DEMO_PASSWORD, "203.0.113.1");
    expect(throttled.statusCode).toBe(429);
    expectMatchesSchema(errorBodySchema, throttled.json());
    expect(throttled.json()).toMatchObject({ message: "Too many sign-in attempts.", status: 429 });
    expect(throttled.json().description).toMatch(/^Please wait \d+ minutes? and try again\.$/);
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(60);
    // The owner, elsewhere, signs in at once.
    expect((await attempt("admin", DEMO_PASSWORD, "198.51.100.7")).statusCode).toBe(200);
  });

  it("counts correct passwords not at all: many sign-ins in a row all succeed", async () => {
    for (let i = 0; i < 15; i += 1) {
      expect((await attempt("member", DEMO_PASSWORD, "192.0.2.50")).statusCode).toBe(200);
    }
  });

  it("username and email are one account; failures from many addresses make it wait a short, growing delay", async () => {
    // Two failures from each of three addresses, alternating username and email: six on one account.
    for (let i = 0; i < 6; i += 1) {
      const login = i % 2 === 0 ? "moderator" : "MODERATOR@plaza.invalid";
      expect((await attempt(login, "wrong", `192.0.2.${10 + Math.floor(i / 2)}`)).statusCode).toBe(401);
    }
    // The sixth failure is past the five free ones: the account waits 1 s, whoever asks.
    const waiting = await attempt("moderator", DEMO_PASSWORD, "192.0.2.99");
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers["retry-after"]).toBe("1");
    expect(waiting.json().description).toBe("Please wait 1 second and try again.");
    clock += 1100;
    // One more failure doubles the wait ...
    expect((await attempt("moderator@plaza.invalid", "wrong", "192.0.2.20")).statusCode).toBe(401);
    expect((await attempt("moderator", DEMO_PASSWORD, "192.0.2.99")).headers["retry-after"]).toBe("2");
    clock += 2100;
    // ... and once it has passed, the correct password works and ends the run.
    expect((await attempt("moderator", DEMO_PASSWORD, "192.0.2.99")).statusCode).toBe(200);
    expect((await attempt("moderator", "wrong", "192.0.2.21")).statusCode).toBe(401);
    expect((await attempt("moderator", DEMO_PASSWORD, "192.0.2.99")).statusCode).toBe(200);
  });

  it("caps an account's delay: 1 s doubling per further failure, never above 60 s", () => {
    const delays = [0, 1, 2, 3, 6, 7, 8, 100].map((over) => signInDelayMs(over, 60_000));
    expect(delays).toEqual([0, 1000, 2000, 4000, 32_000, 60_000, 60_000, 60_000]);
  });

  it("treats an unknown name like an account, so a 429 never tells whether a name exists", async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await attempt(`ghost-${i % 2}`, "wrong", "203.0.113.77")).statusCode).toBe(401);
    }
    expect((await attempt("ghost-0", "wrong", "203.0.113.77")).statusCode).toBe(429);
  });

  it("keeps its counters in the database, so every server process shares them", async () => {
    const rows = await limited.db.selectFrom("abuse_counters").select(["bucket"]).execute();
    expect(new Set(rows.map((r) => r.bucket))).toEqual(
      new Set(["signin-address", "signin-pair", "signin-account"]),
    );
  });
});
