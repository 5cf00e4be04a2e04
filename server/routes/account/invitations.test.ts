// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createLogMailer } from "../../services/mail/mailer";
import { buildTestApp, signInAs, writeHeaders } from "../../../tests/helpers/server";

let app: FastifyInstance;
let member: string;
const mailer = createLogMailer();
beforeAll(async () => {
  app = await buildTestApp({
    seed: "demo",
    mailer,
    publicUrl: "https://plaza.example",
    abuseLimits: { invitationsPerAccount: { limit: 3 } },
  });
  member = await signInAs(app, "member");
});
afterAll(() => app.close());

const invite = (payload: object, cookie?: string) =>
  app.inject({
    method: "POST",
    url: "/api/v2/invitations",
    headers: cookie ? { ...writeHeaders, cookie } : writeHeaders,
    payload,
  });

describe("POST /api/v2/invitations (content spec §7, §8 invitations)", () => {
  it("invitations: each address gets one mail with a link to the registration page", async () => {
    const before = mailer.sent.length;
    const response = await invite(
      { emails: [" ann@example.com", "bob@example.com", "ANN@example.com"], message: "Come and see." },
      member,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ emails: ["ann@example.com", "bob@example.com"] });
    const mails = mailer.sent.slice(before);
    expect(mails.map((mail) => mail.to)).toEqual(["ann@example.com", "bob@example.com"]);
    expect(mails[0]!.subject).toMatch(/^member invited you to Plaza /);
    expect(mails[0]!.text).toContain("https://plaza.example/entry/register");
    expect(mails[0]!.text).toContain("Come and see.");
  });

  it("invitations: invalid addresses answer 400 with field errors and nothing is sent", async () => {
    const before = mailer.sent.length;
    const response = await invite({ emails: ["ok@example.com", "not-an-email", "a b@c.d"] }, member);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors.map((e: { path: string }) => e.path)).toEqual(["emails[1]", "emails[2]"]);
    expect(body.errors[0]).toMatchObject({ field: "emails", code: "format" });
    expect(mailer.sent.length).toBe(before);
  });

  it("invitations: no addresses, more than 20, or a too-long message answer 400", async () => {
    const many = Array.from({ length: 21 }, (_, i) => `p${i}@example.com`);
    for (const payload of [
      { emails: [] },
      { emails: many },
      { emails: ["a@b.co"], message: "x".repeat(501) },
    ]) {
      expect((await invite(payload, member)).statusCode).toBe(400);
    }
  });

  it("invitations: guests get 401 and banned members 403", async () => {
    expect((await invite({ emails: ["a@example.com"] })).statusCode).toBe(401);
    const banned = await signInAs(app, "banned");
    expect((await invite({ emails: ["a@example.com"] }, banned)).statusCode).toBe(403);
  });

  it("invitations: an account's calls are limited per hour with 429 and Retry-After", async () => {
    const cookie = await signInAs(app, "member2");
    for (let i = 0; i < 3; i++) {
      expect((await invite({ emails: [`x${i}@example.com`] }, cookie)).statusCode).toBe(201);
    }
    const before = mailer.sent.length;
    const over = await invite({ emails: ["y@example.com"] }, cookie);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    expect(mailer.sent.length).toBe(before);
  });
});
