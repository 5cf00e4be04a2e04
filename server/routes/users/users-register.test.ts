// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { registerAnswerSchema } from "../../../schemas/api/session.schema";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { meSchema } from "../../../schemas/entities/user.schema";
import { buildTestApp, DEMO_PASSWORD, sessionCookieOf, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { createLogMailer, type Mailer } from "../../services/mail/mailer";
import { writeSiteConfig } from "../../services/config";

let app: FastifyInstance;
let mailer: Mailer;
beforeAll(async () => {
  mailer = createLogMailer();
  app = await buildTestApp({ seed: "demo", mailer, publicUrl: "https://plaza.example" });
});
afterAll(() => app.close());

let address = 0;
/** Each call from its own address, so the per-address limit is tested on its own. */
const register = (payload: object, remoteAddress = `10.1.0.${(address += 1)}`) =>
  app.inject({
    method: "POST",
    url: "/api/v2/users/register",
    headers: writeHeaders,
    payload,
    remoteAddress,
  });
const confirm = (token: string) =>
  app.inject({
    method: "POST",
    url: "/api/v2/users/register/confirm",
    headers: writeHeaders,
    payload: { token },
  });
const lastMailTo = (to: string) => [...mailer.sent].reverse().find((mail) => mail.to === to);
const tokenIn = (text: string) => /\/entry\/register\?confirm=([A-Za-z0-9_-]+)/.exec(text)?.[1];
const userNamed = (name: string) =>
  app.db.selectFrom("users").selectAll().where("name", "=", name).executeTakeFirst();

describe("POST /api/v2/users/register", () => {
  it("register: a new email gets 202 and a mailed link; following it creates the confirmed member and signs them in", async () => {
    const response = await register({
      name: "newbie",
      email: "newbie@plaza.invalid",
      password: "long-enough-1",
    });
    expect(response.statusCode).toBe(202);
    expectMatchesSchema(registerAnswerSchema, response.json());
    expect(response.json().message).toBe("Check your email to finish signing up.");
    expect(response.cookies.some((c) => c.name === "plaza_session")).toBe(false);
    expect(await userNamed("newbie")).toBeUndefined();

    const mail = lastMailTo("newbie@plaza.invalid");
    expect(mail?.text).toContain("https://plaza.example/entry/register?confirm=");
    const token = tokenIn(mail?.text ?? "") ?? "";
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(201);
    expectMatchesSchema(meSchema, confirmed.json());
    expect(confirmed.json()).toMatchObject({ name: "newbie", emailConfirmed: true });
    const me = await app.inject({ url: "/api/v2/users/me", headers: { cookie: sessionCookieOf(confirmed) } });
    expect(me.json().name).toBe("newbie");
    // The password chosen at sign-up is the one that signs in.
    const signIn = await app.inject({
      method: "POST",
      url: "/api/v2/session",
      headers: writeHeaders,
      payload: { username: "newbie", password: "long-enough-1" },
    });
    expect(signIn.statusCode).toBe(200);
    // A link works once.
    expect((await confirm(token)).statusCode).toBe(400);
  });

  it("register: a taken email gets the same answer as a new one; its owner is told and no account is made", async () => {
    const fresh = await register({
      name: "fresh-one",
      email: "fresh@plaza.invalid",
      password: "long-enough-1",
    });
    const taken = await register({
      name: "sneaky",
      email: "MEMBER@plaza.invalid",
      password: "long-enough-1",
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(taken.headers["content-type"]).toBe(fresh.headers["content-type"]);
    expect(taken.cookies).toEqual(fresh.cookies);
    expect(await userNamed("sneaky")).toBeUndefined();
    const notice = lastMailTo("member@plaza.invalid");
    expect(notice?.text).toContain("already has an account (username member)");
    expect(notice?.text).toContain("https://plaza.example/entry/signin");
    expect(tokenIn(notice?.text ?? "")).toBeUndefined();
    const pending = await app.db.selectFrom("registrations").select("emailKey").execute();
    expect(pending.map((r) => r.emailKey)).not.toContain("member@plaza.invalid");
  });

  it("register: a name confusable with admin is refused (Cyrillic а, digits for letters, fullwidth forms)", async () => {
    const cases = [
      ["\u0430dmin", "mixedScripts"],
      ["ADM1N", "confusable"],
      ["\uff41\uff44\uff4d\uff49\uff4e", "unique"],
      ["m\u0435mber2", "mixedScripts"],
      ["rnember", "confusable"],
    ];
    for (const [name, code] of cases) {
      const response = await register({ name, email: `${code}-x@plaza.invalid`, password: "long-enough-1" });
      expect(response.statusCode, name).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
      expect(response.json().errors, name).toContainEqual(expect.objectContaining({ field: "name", code }));
    }
  });

  it("register: names with invisible or bidi-control characters are refused", async () => {
    for (const name of ["\u3164\u3164\u3164", "ad\u200bmin", "\u202enimda", "abc\u0000", "   "]) {
      const response = await register({ name, email: "ghost@plaza.invalid", password: "long-enough-1" });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json().errors[0].field).toBe("name");
    }
  });

  it("register: a short password and a missing email are refused under their fields in plain words", async () => {
    const response = await register({ name: "shortpass", password: "abc" });
    expect(response.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, response.json());
    const errors = response.json().errors as { field: string; message: string }[];
    expect(errors).toContainEqual(
      expect.objectContaining({ field: "password", message: "Password must be at least 8 characters long." }),
    );
    const long = await register({
      name: "x".repeat(41),
      email: "long@plaza.invalid",
      password: "long-enough-1",
    });
    expect(long.json().errors).toContainEqual(
      expect.objectContaining({ field: "name", message: "Name must be at most 40 characters long." }),
    );
    expect(JSON.stringify(response.json())).not.toMatch(/must NOT/);
  });

  it("register: answers every problem at once, the schema's and the name and email rules together", async () => {
    const response = await register({ name: "a b", email: "not-an-address", password: "abc" });
    expect(response.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, response.json());
    const errors = response.json().errors as { field: string; message: string }[];
    expect(errors.map((error) => error.field).sort()).toEqual(["email", "name", "password"]);
    expect(errors).toContainEqual(
      expect.objectContaining({
        field: "name",
        message: "Usernames may not contain spaces or invisible characters.",
      }),
    );
    expect(errors).toContainEqual(
      expect.objectContaining({ field: "email", message: "That is not a valid email address." }),
    );
    // A field the schema refused is not told twice.
    const taken = await register({ name: "member", email: "fresh-two@plaza.invalid", password: "abc" });
    expect((taken.json().errors as { field: string }[]).map((error) => error.field).sort()).toEqual([
      "name",
      "password",
    ]);
  });

  it("register: the mailed link keeps the page to return to (Target), only a path on this site", async () => {
    const response = await register({
      name: "returner",
      email: "returner@plaza.invalid",
      password: "long-enough-1",
      target: "/discussion/3/a-thread?page=2",
    });
    expect(response.statusCode).toBe(202);
    const text = lastMailTo("returner@plaza.invalid")?.text ?? "";
    expect(text).toMatch(
      /https:\/\/plaza\.example\/entry\/register\?confirm=[A-Za-z0-9_-]+&Target=%2Fdiscussion%2F3%2Fa-thread%3Fpage%3D2/,
    );
    const elsewhere = await register({
      name: "wanderer",
      email: "wanderer@plaza.invalid",
      password: "long-enough-1",
      target: "//evil.example/",
    });
    expect(elsewhere.statusCode).toBe(202);
    expect(lastMailTo("wanderer@plaza.invalid")?.text).not.toContain("Target=");
  });

  it("register: stores names NFKC-normalised", async () => {
    const response = await register({
      name: "\uff34\uff4f\uff4d",
      email: "tom@plaza.invalid",
      password: "long-enough-1",
    });
    expect(response.statusCode).toBe(202);
    const token = tokenIn(lastMailTo("tom@plaza.invalid")?.text ?? "") ?? "";
    expect((await confirm(token)).json().name).toBe("Tom");
  });

  it("register: a name taken while the link waited answers 409 on confirming", async () => {
    await register({ name: "twin", email: "twin-a@plaza.invalid", password: "long-enough-1" });
    await register({ name: "twin", email: "twin-b@plaza.invalid", password: "long-enough-1" });
    const first = tokenIn(lastMailTo("twin-a@plaza.invalid")?.text ?? "") ?? "";
    const second = tokenIn(lastMailTo("twin-b@plaza.invalid")?.text ?? "") ?? "";
    expect((await confirm(first)).statusCode).toBe(201);
    const late = await confirm(second);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("That username was taken before you confirmed.");
  });

  it("register: an unknown or expired link answers 400 with what to do", async () => {
    const response = await confirm("x".repeat(43));
    expect(response.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, response.json());
    expect(response.json()).toMatchObject({
      message: "This sign-up link is not valid or has expired.",
      description: "Register again to get a new link.",
    });
    await register({ name: "slowpoke", email: "slow@plaza.invalid", password: "long-enough-1" });
    const token = tokenIn(lastMailTo("slow@plaza.invalid")?.text ?? "") ?? "";
    await app.db
      .updateTable("registrations")
      .set({ dateExpires: new Date(Date.now() - 1000).toISOString() })
      .where("emailKey", "=", "slow@plaza.invalid")
      .execute();
    expect((await confirm(token)).statusCode).toBe(400);
  });

  it("register: mails to one address stop after a few, with the same answer (no mail bombing)", async () => {
    const sentBefore = mailer.sent.filter((m) => m.to === "admin@plaza.invalid").length;
    for (let i = 0; i < 5; i += 1) {
      const response = await register({
        name: `bomb${i}`,
        email: "admin@plaza.invalid",
        password: "long-enough-1",
      });
      expect(response.statusCode).toBe(202);
    }
    expect(mailer.sent.filter((m) => m.to === "admin@plaza.invalid").length - sentBefore).toBe(3);
  });

  it("register: refuses while registration is closed", async () => {
    const closed = await buildTestApp({ seed: "none" });
    try {
      await writeSiteConfig(closed.db, { "registration.method": "closed" });
      const response = await closed.inject({
        method: "POST",
        url: "/api/v2/users/register",
        headers: writeHeaders,
        payload: { name: "late", email: "late@plaza.invalid", password: "long-enough-1" },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe("Registration is closed.");
    } finally {
      await closed.close();
    }
  });
});

describe("sign-up limits", () => {
  it("register: throttled per client address with 429 and Retry-After", async () => {
    const limited = await buildTestApp({ seed: "demo", abuseLimits: { registerPerAddress: { limit: 2 } } });
    try {
      const send = (i: number) =>
        limited.inject({
          method: "POST",
          url: "/api/v2/users/register",
          headers: writeHeaders,
          payload: { name: `many${i}`, email: `many${i}@plaza.invalid`, password: DEMO_PASSWORD },
          remoteAddress: "198.51.100.9",
        });
      expect((await send(1)).statusCode).toBe(202);
      expect((await send(2)).statusCode).toBe(202);
      const refused = await send(3);
      expect(refused.statusCode).toBe(429);
      expectMatchesSchema(errorBodySchema, refused.json());
      expect(refused.json()).toMatchObject({ message: "Too many sign-up attempts.", status: 429 });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
