// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { userSchema } from "../../../schemas/entities/user.schema";
import { createLogMailer } from "../../services/mail/mailer";
import { buildTestApp, DEMO_PASSWORD, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";

let app: FastifyInstance;
const mailer = createLogMailer();
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo", mailer, publicUrl: "https://plaza.example" });
});
afterAll(() => app.close());

const patch = (id: string | number, payload: object, cookie: string) =>
  app.inject({
    method: "PATCH",
    url: `/api/v2/users/${id}`,
    headers: { ...writeHeaders, cookie },
    payload,
  });

const accountOf = (name: string) =>
  app.db
    .selectFrom("users")
    .select(["userID", "email", "emailConfirmed"])
    .where("name", "=", name)
    .executeTakeFirstOrThrow();

const fieldOf = (body: { errors?: { field: string; message: string }[] }) => body.errors?.[0];

describe("PATCH /api/v2/users/{id}: email (passwordConfirmation is the current password)", () => {
  it("stores a new own address unconfirmed and mails a confirmation link to it", async () => {
    const cookie = await signInAs(app, "member");
    const before = mailer.sent.length;
    const response = await patch(
      "me",
      { email: " new-member@plaza.invalid ", passwordConfirmation: DEMO_PASSWORD },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(userSchema, response.json());
    expect(await accountOf("member")).toMatchObject({ email: "new-member@plaza.invalid", emailConfirmed: 0 });
    const mails = mailer.sent.slice(before);
    expect(mails.map((mail) => mail.to)).toEqual(["new-member@plaza.invalid"]);
    const token = /\/entry\/emailconfirmrequest\?confirm=([A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? "")?.[1];
    expect(token).toBeTruthy();

    // The mailed link confirms the new address.
    const confirm = await app.inject({
      method: "POST",
      url: "/api/v2/users/me/confirm-email",
      headers: { ...writeHeaders, cookie },
      payload: { token },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await accountOf("member")).emailConfirmed).toBe(1);
  });

  it("needs the current password: missing or wrong is a passwordConfirmation field error", async () => {
    const cookie = await signInAs(app, "member2");
    const before = await accountOf("member2");
    const missing = await patch("me", { email: "other@plaza.invalid" }, cookie);
    expect(missing.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, missing.json());
    expect(fieldOf(missing.json())).toMatchObject({ field: "passwordConfirmation" });
    const wrong = await patch(
      "me",
      { email: "other@plaza.invalid", passwordConfirmation: "not the password" },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(fieldOf(wrong.json())).toMatchObject({
      field: "passwordConfirmation",
      message: "Your current password is not correct.",
    });
    expect(await accountOf("member2")).toEqual(before);
  });

  it("refuses another account's address with the email field error of sign-up, mailing nothing", async () => {
    const cookie = await signInAs(app, "member2");
    const taken = (await accountOf("moderator")).email;
    const before = mailer.sent.length;
    const response = await patch(
      "me",
      { email: taken.toUpperCase(), passwordConfirmation: DEMO_PASSWORD },
      cookie,
    );
    expect(response.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, response.json());
    expect(fieldOf(response.json())).toEqual({
      field: "email",
      code: "unique",
      message: "That email address is already registered.",
    });
    const invalid = await patch(
      "me",
      { email: "not an address", passwordConfirmation: DEMO_PASSWORD },
      cookie,
    );
    expect(invalid.statusCode).toBe(400);
    expect(fieldOf(invalid.json())).toMatchObject({ field: "email", code: "format" });
    expect(mailer.sent.length).toBe(before);
    expect((await accountOf("member2")).email).not.toBe(taken);
  });

  it("limits email changes per account like confirmation mails: the sixth in an hour is a 429", async () => {
    const cookie = await signInAs(app, "ada");
    for (let n = 1; n <= 5; n += 1) {
      const response = await patch(
        "me",
        { email: `ada-${n}@plaza.invalid`, passwordConfirmation: DEMO_PASSWORD },
        cookie,
      );
      expect(response.statusCode).toBe(200);
    }
    const sixth = await patch(
      "me",
      { email: "ada-6@plaza.invalid", passwordConfirmation: DEMO_PASSWORD },
      cookie,
    );
    expect(sixth.statusCode).toBe(429);
    expectMatchesSchema(errorBodySchema, sixth.json());
    expect((await accountOf("ada")).email).toBe("ada-5@plaza.invalid");
  });

  it("lets no one change another member's email, staff included (403 JSON)", async () => {
    const cookie = await signInAs(app, "moderator");
    const member = await accountOf("member2");
    const response = await patch(
      member.userID,
      { email: "staff-chosen@plaza.invalid", passwordConfirmation: DEMO_PASSWORD },
      cookie,
    );
    expect(response.statusCode).toBe(403);
    expectMatchesSchema(errorBodySchema, response.json());
    expect((await accountOf("member2")).email).toBe(member.email);
  });
});
