// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { createLogMailer, type Mailer } from "../../services/mail/mailer";
import { readPublicUrl } from "../../http/security/mail-origin";
import { buildTestApp, DEMO_PASSWORD, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";

// Account mail carries one-time links: mailed to a host the site was not configured for, one
// click hands that host the account. A forged Host (or X-Forwarded-Host) must never reach a mail.

const FORGED = "evil.example:4335";
let app: FastifyInstance;
let mailer: Mailer;
const warnings: string[] = [];
let adminEmail = "";

beforeAll(async () => {
  mailer = createLogMailer();
  app = await buildTestApp({
    seed: "demo",
    mailer,
    publicUrl: "",
    warn: (line) => warnings.push(line),
    abuseLimits: { passwordMailsPerAccount: { limit: 100 }, passwordRequestPerAddress: { limit: 100 } },
  });
  const admin = await app.db
    .selectFrom("users")
    .select("email")
    .where("name", "=", "admin")
    .executeTakeFirstOrThrow();
  adminEmail = admin.email;
});
afterAll(() => app.close());

const mailsMentioning = (host: string) =>
  mailer.sent.filter((mail) => `${mail.text}\n${mail.html ?? ""}`.includes(host.split(":")[0]!));

const requestReset = (host: string, email = adminEmail) =>
  app.inject({
    method: "POST",
    url: "/api/v2/users/request-password",
    headers: { ...writeHeaders, host },
    payload: { email },
  });

describe("links in account mail never follow a forged Host", () => {
  it("password reset with PLAZA_PUBLIC_URL unset and Host: evil.example: 421, no mail, one log line naming the setting", async () => {
    const before = mailer.sent.length;
    const response = await requestReset(FORGED);
    expect(response.statusCode).toBe(421);
    expectMatchesSchema(errorBodySchema, response.json());
    expect(mailer.sent.length).toBe(before);
    expect(mailsMentioning(FORGED)).toEqual([]);
    expect(warnings.some((line) => line.includes("evil.example") && line.includes("PLAZA_PUBLIC_URL"))).toBe(
      true,
    );
  });

  it("sign-up, invitations, email change and confirmation requests under a forged Host send nothing", async () => {
    const before = mailer.sent.length;
    const register = await app.inject({
      method: "POST",
      url: "/api/v2/users/register",
      headers: { ...writeHeaders, host: FORGED },
      payload: { name: "hosty", email: "hosty@plaza.invalid", password: "long-enough-1" },
      remoteAddress: "10.9.0.1",
    });
    expect(register.statusCode).toBe(421);

    const member = await signInAs(app, "member");
    const invite = await app.inject({
      method: "POST",
      url: "/api/v2/invitations",
      headers: { ...writeHeaders, cookie: member, host: FORGED },
      payload: { emails: ["ann@plaza.invalid"] },
    });
    expect(invite.statusCode).toBe(421);

    const confirmRequest = await app.inject({
      method: "POST",
      url: "/api/v2/users/me/confirm-email-request",
      headers: { ...writeHeaders, cookie: member, host: FORGED },
    });
    expect([409, 421]).toContain(confirmRequest.statusCode);

    const memberID = (await app.inject({ url: "/api/v2/users/me", headers: { cookie: member } })).json<{
      userID: number;
    }>().userID;
    const change = await app.inject({
      method: "PATCH",
      url: `/api/v2/users/${memberID}`,
      headers: { ...writeHeaders, cookie: member, host: FORGED },
      payload: { email: "member-new@plaza.invalid", passwordConfirmation: DEMO_PASSWORD },
    });
    expect(change.statusCode).toBe(421);
    // Refused before anything changed: the address is still the old one.
    const me = await app.db
      .selectFrom("users")
      .select("email")
      .where("userID", "=", memberID)
      .executeTakeFirstOrThrow();
    expect(me.email).not.toBe("member-new@plaza.invalid");

    expect(mailer.sent.length).toBe(before);
  });

  it("behind a trusted proxy, a forged X-Forwarded-Host is refused the same way", async () => {
    const proxied = await buildTestApp({
      seed: "demo",
      mailer,
      publicUrl: "",
      trustProxy: true,
      warn: () => {},
    });
    try {
      const before = mailer.sent.length;
      const response = await proxied.inject({
        method: "POST",
        url: "/api/v2/users/request-password",
        headers: { ...writeHeaders, host: "localhost", "x-forwarded-host": FORGED },
        payload: { email: adminEmail },
      });
      expect(response.statusCode).toBe(421);
      expect(mailer.sent.length).toBe(before);
    } finally {
      await proxied.close();
    }
  });

  it("the quick start on localhost needs no setting: the reset link points at localhost", async () => {
    for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000"]) {
      const before = mailer.sent.length;
      const response = await requestReset(host);
      expect(response.statusCode, host).toBeLessThan(300);
      const mail = mailer.sent.slice(before).find((sent) => sent.to === adminEmail);
      expect(mail?.text, host).toContain(`http://${host}/entry/passwordreset/`);
    }
  });

  it("the address the server listens on (HOST) counts as served", async () => {
    const listening = await buildTestApp({
      seed: "demo",
      mailer,
      publicUrl: "",
      listenHost: "192.0.2.10",
      warn: () => {},
    });
    try {
      const before = mailer.sent.length;
      const response = await listening.inject({
        method: "POST",
        url: "/api/v2/users/request-password",
        headers: { ...writeHeaders, host: "192.0.2.10:3000" },
        payload: { email: adminEmail },
      });
      expect(response.statusCode).toBeLessThan(300);
      expect(mailer.sent.slice(before).at(-1)?.text).toContain("http://192.0.2.10:3000/entry/passwordreset/");
    } finally {
      await listening.close();
    }
  });

  it("with PLAZA_PUBLIC_URL set, a forged Host still gets the configured origin in the link", async () => {
    const configured = await buildTestApp({
      seed: "demo",
      mailer,
      publicUrl: "https://plaza.example/",
      warn: () => {},
    });
    try {
      const before = mailer.sent.length;
      const response = await configured.inject({
        method: "POST",
        url: "/api/v2/users/request-password",
        headers: { ...writeHeaders, host: FORGED },
        payload: { email: adminEmail },
      });
      expect(response.statusCode).toBeLessThan(300);
      const mail = mailer.sent.slice(before).at(-1);
      expect(mail?.text).toContain("https://plaza.example/entry/passwordreset/");
      expect(mail?.text).not.toContain("evil.example");
    } finally {
      await configured.close();
    }
  });

  it("PLAZA_PUBLIC_URL must be an http(s) origin: anything else stops the server with a clear message", () => {
    expect(readPublicUrl("https://forum.example/")).toBe("https://forum.example");
    expect(readPublicUrl("")).toBeNull();
    expect(readPublicUrl(undefined)).toBeNull();
    for (const bad of [
      "javascript:alert(1)",
      "forum.example",
      "https://user:pw@forum.example",
      "ftp://x.example",
    ]) {
      expect(() => readPublicUrl(bad), bad).toThrow(/PLAZA_PUBLIC_URL/);
    }
  });
});
