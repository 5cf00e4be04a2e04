// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { meSchema } from "../../../schemas/entities/user.schema";
import { createLogMailer } from "../../services/mail/mailer";
import { buildTestApp, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";

let app: FastifyInstance;
let memberCookie = "";
const mailer = createLogMailer();
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo", mailer, publicUrl: "https://plaza.example" });
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
  it("accepts the request of an unconfirmed member with 202 and no body, and mails a confirmation link", async () => {
    await setConfirmed("member", false);
    const response = await request(memberCookie);
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe("");
    const mail = mailer.sent.at(-1);
    expect(mail?.to).toBe("member@plaza.invalid");
    expect(mail?.text).toMatch(
      /https:\/\/plaza\.example\/entry\/emailconfirmrequest\?confirm=[A-Za-z0-9_-]{43}/,
    );
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
    const limited = await buildTestApp({
      seed: "demo",
      abuseLimits: { confirmEmailPerAccount: { limit: 2 } },
    });
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

describe("POST /api/v2/users/me/confirm-email (the mailed confirmation link)", () => {
  const tokenMailedTo = (to: string) =>
    /\?confirm=([A-Za-z0-9_-]+)/.exec([...mailer.sent].reverse().find((m) => m.to === to)?.text ?? "")?.[1] ??
    "";
  const confirm = (token: string, cookie?: string) =>
    app.inject({
      method: "POST",
      url: "/api/v2/users/me/confirm-email",
      headers: { ...writeHeaders, ...(cookie ? { cookie } : {}) },
      payload: { token },
    });

  it("confirms the signed-in member's address once; the used link answers 400", async () => {
    await setConfirmed("member", false);
    await request(memberCookie);
    const token = tokenMailedTo("member@plaza.invalid");
    const response = await confirm(token, memberCookie);
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(meSchema, response.json());
    expect(response.json().emailConfirmed).toBe(true);
    const again = await confirm(token, memberCookie);
    expect(again.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, again.json());
    expect(again.json().message).toBe("This confirmation link is not valid or was used already.");
  });

  it("works only for the member it was sent to: a guest gets 401, another member 400", async () => {
    await setConfirmed("member", false);
    await request(memberCookie);
    const token = tokenMailedTo("member@plaza.invalid");
    expect((await confirm(token)).statusCode).toBe(401);
    const other = await confirm(token, await signInAs(app, "member2"));
    expect(other.statusCode).toBe(400);
    expect((await confirm(token, memberCookie)).statusCode).toBe(200);
  });
});
