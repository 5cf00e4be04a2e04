// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "../../schemas/entities/error.schema";
import { buildTestApp, signInAs } from "../../tests/helpers/server";
import { expectMatchesSchema } from "../../tests/helpers/schema-assert";

let app: FastifyInstance;
let memberCookie = "";
beforeAll(async () => {
  app = await buildTestApp();
  memberCookie = await signInAs(app, "member");
});
afterAll(() => app.close());

// No body, so no content type: what the app's client sends for a bodiless POST.
const csrfHeader = { "x-requested-with": "XMLHttpRequest" };
const request = (cookie?: string) =>
  app.inject({
    method: "POST",
    url: "/api/v2/users/me/confirm-email-request",
    headers: { ...csrfHeader, ...(cookie ? { cookie } : {}) },
  });

async function setConfirmed(name: string, confirmed: boolean): Promise<void> {
  await app.db
    .updateTable("users")
    .set({ emailConfirmed: confirmed ? 1 : 0 })
    .where("name", "=", name)
    .execute();
}

describe("POST /api/v2/users/me/confirm-email-request (shell spec §2 /entry/emailconfirmrequest)", () => {
  it("accepts the request of an unconfirmed member with 202 and no body (no mail transport yet)", async () => {
    await setConfirmed("member", false);
    const response = await request(memberCookie);
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe("");
  });

  it("answers 409 when the member's address is already confirmed", async () => {
    await setConfirmed("member", true);
    const response = await request(memberCookie);
    expect(response.statusCode).toBe(409);
    expectMatchesSchema(errorBodySchema, response.json());
    expect(response.json().message).toBe("Your email address is already confirmed.");
  });

  it("refuses a guest with 401", async () => {
    const response = await request();
    expect(response.statusCode).toBe(401);
    expectMatchesSchema(errorBodySchema, response.json());
  });

  it("needs the CSRF header like every write", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v2/users/me/confirm-email-request",
      headers: { cookie: memberCookie },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("POST /api/v2/users/me/confirm-email-request limits", () => {
  it("limits requests per account with 429 and Retry-After, whatever the address", async () => {
    const limited = await buildTestApp({ abuseLimits: { confirmEmailPerAccount: { limit: 2 } } });
    try {
      const cookie = await signInAs(limited, "member");
      await limited.db.updateTable("users").set({ emailConfirmed: 0 }).where("name", "=", "member").execute();
      const send = (remoteAddress: string) =>
        limited.inject({
          method: "POST",
          url: "/api/v2/users/me/confirm-email-request",
          headers: { ...csrfHeader, cookie },
          remoteAddress,
        });
      expect((await send("192.0.2.1")).statusCode).toBe(202);
      expect((await send("192.0.2.2")).statusCode).toBe(202);
      const refused = await send("192.0.2.3");
      expect(refused.statusCode).toBe(429);
      expectMatchesSchema(errorBodySchema, refused.json());
      expect(refused.json().message).toBe("Too many confirmation requests.");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
