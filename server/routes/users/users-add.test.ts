// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { buildTestApp, writeHeaders } from "../../../tests/helpers/server";
import { buildUser, signInCookie } from "../../../tests/helpers/factories";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { createLogMailer, type Mailer } from "../../services/mail/mailer";

// Content spec §7 `POST /users`: an administrator adds a member; without a password the member
// gets a welcome mail with a link to choose theirs (Vanilla's `sendWelcomeEmail`).
let app: FastifyInstance;
let mailer: Mailer;
let admin = "";
let member = "";
beforeAll(async () => {
  mailer = createLogMailer();
  app = await buildTestApp({ mailer, publicUrl: "https://plaza.example" });
  admin = await signInCookie(app.db, (await buildUser(app.db, { roles: ["administrator"] })).userID);
  member = await signInCookie(app.db, (await buildUser(app.db)).userID);
});
afterAll(() => app.close());

const addUser = (cookie: string, payload: object) =>
  app.inject({ method: "POST", url: "/api/v2/users", headers: { ...writeHeaders, cookie }, payload });

const signIn = (username: string, password: string) =>
  app.inject({
    method: "POST",
    url: "/api/v2/session",
    headers: writeHeaders,
    payload: { username, password },
  });

describe("POST /users without a password (content spec §7)", () => {
  it("adds the member and mails a welcome whose link lets them choose a password and sign in", async () => {
    const added = await addUser(admin, { name: "Newcomer", email: "newcomer@example.test" });
    expect(added.statusCode).toBe(201);
    const { userID } = added.json() as { userID: number };
    const mail = mailer.sent.filter((sent) => sent.to === "newcomer@example.test").at(-1);
    expect(mail?.subject).toMatch(/^Welcome to /);
    const link = /https:\/\/plaza\.example\/entry\/passwordreset\/(\d+)\/([A-Za-z0-9_-]+)/.exec(
      mail?.text ?? "",
    );
    expect(Number(link?.[1])).toBe(userID);
    // Nobody signs in before the member chose a password.
    expect((await signIn("Newcomer", "")).statusCode).toBeGreaterThanOrEqual(400);
    const chosen = await app.inject({
      method: "POST",
      url: "/api/v2/users/password-reset",
      headers: writeHeaders,
      payload: { userID, token: link?.[2], password: "a fine new password" },
    });
    expect(chosen.statusCode).toBeLessThan(300);
    expect((await signIn("Newcomer", "a fine new password")).statusCode).toBe(200);
  });

  it("refuses no password and no welcome email with a field error, and adds nobody", async () => {
    const refused = await addUser(admin, {
      name: "Nopassword",
      email: "nopassword@example.test",
      sendWelcomeEmail: false,
    });
    expect(refused.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, refused.json());
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: "password", code: "required" })]);
    const found = await app.db
      .selectFrom("users")
      .select("userID")
      .where("nameKey", "=", "nopassword")
      .execute();
    expect(found).toEqual([]);
  });

  it("with a password and sendWelcomeEmail false, mails nothing", async () => {
    const before = mailer.sent.length;
    const added = await addUser(admin, {
      name: "Quietone",
      email: "quietone@example.test",
      password: "a quiet password",
      sendWelcomeEmail: false,
    });
    expect(added.statusCode).toBe(201);
    expect(mailer.sent.length).toBe(before);
    expect((await signIn("Quietone", "a quiet password")).statusCode).toBe(200);
  });

  it("is refused to a member (users.add)", async () => {
    expect((await addUser(member, { name: "Sneaky", email: "sneaky@example.test" })).statusCode).toBe(403);
    expect(mailer.sent.some((sent) => sent.to === "sneaky@example.test")).toBe(false);
  });
});
