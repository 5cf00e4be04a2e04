// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { meSchema } from "../../schemas/entities/user.schema";
import { errorBodySchema } from "../../schemas/entities/error.schema";
import { buildTestApp, DEMO_PASSWORD, sessionCookieOf, writeHeaders } from "../../tests/helpers/server";
import { expectMatchesSchema } from "../../tests/helpers/schema-assert";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
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
      origin: "https://plaza.example",
      "sec-fetch-site": "same-origin",
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("sign-in throttling", () => {
  it("answers 429 after too many attempts for one username", async () => {
    const limited = await buildTestApp({ seed: "none", signInLimits: { perUsername: 3 } });
    try {
      const attempt = () =>
        limited.inject({
          method: "POST",
          url: "/api/v2/session",
          headers: writeHeaders,
          payload: { username: "x", password: "y" },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
      const response = await attempt();
      expect(response.statusCode).toBe(429);
      expect(response.json().message).toBe("Too many sign-in attempts.");
    } finally {
      await limited.close();
    }
  });
});
