// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { meSchema } from "../../../schemas/entities/user.schema";
import { buildTestApp, sessionCookieOf, writeHeaders } from "../../../tests/helpers/server";
import { buildUser, signInCookie } from "../../../tests/helpers/factories";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { legacyHash } from "../../auth/legacy-passwords";
import { createLogMailer, type Mailer } from "../../services/mail/mailer";

/** Members who moved in from another forum, their password hashes as its export gave them. */
let app: FastifyInstance;
let mailer: Mailer;
let clock = Date.now();
beforeAll(async () => {
  mailer = createLogMailer();
  app = await buildTestApp({ mailer, publicUrl: "https://plaza.example", now: () => clock });
});
afterAll(() => app.close());

const signIn = (username: string, password: string) =>
  app.inject({
    method: "POST",
    url: "/api/v2/session",
    headers: writeHeaders,
    payload: { username, password },
  });

/** A member whose stored hash is `legacy$<method>$<hash>`, as an import writes it. */
async function movedIn(name: string, method: string, hash: string) {
  const user = await buildUser(app.db, { name });
  await app.db
    .updateTable("users")
    .set({ passwordHash: legacyHash(method, hash) })
    .where("userID", "=", user.userID)
    .execute();
  return user;
}

const storedHashOf = async (userID: number) =>
  (
    await app.db
      .selectFrom("users")
      .select("passwordHash")
      .where("userID", "=", userID)
      .executeTakeFirstOrThrow()
  ).passwordHash;

const mailsTo = (to: string) => mailer.sent.filter((mail) => mail.to === to);

// hashcat's published example hashes, password "hashcat": mode 2611 (vBulletin, hash and salt
// joined as the porter exports them) and mode 400 (phpass, as Vanilla stores it).
const VBULLETIN = "16780ba78d2d5f02f3202901c1b6d975568";
const PHPASS = "$P$984478476IagS59wHZvyQMArzfx58u.";

describe("POST /api/v2/session with a password from another forum", () => {
  it("signs in with the old password and replaces the stored hash with Plaza's own", async () => {
    const user = await movedIn("VbMember", "vBulletin", VBULLETIN);
    const response = await signIn("VbMember", "hashcat");
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(meSchema, response.json());
    expect(response.json().name).toBe("VbMember");
    expect(response.cookies.find((c) => c.name === "plaza_session")).toBeDefined();
    expect(await storedHashOf(user.userID)).toMatch(/^scrypt\$/);
    // The new hash holds the same password: signing in again works, by email too.
    expect((await signIn("VbMember", "hashcat")).statusCode).toBe(200);
    expect((await signIn(user.email, "hashcat")).statusCode).toBe(200);
    expect((await signIn("VbMember", "hashcat!")).statusCode).toBe(401);
  });

  it("matches the method name case-insensitively (Vanilla's phpass)", async () => {
    const user = await movedIn("WpMember", "VANILLA", PHPASS);
    expect((await signIn("WpMember", "hashcat")).statusCode).toBe(200);
    expect(await storedHashOf(user.userID)).toMatch(/^scrypt\$/);
  });

  it("refuses a wrong old password with the usual 401 and keeps the old hash", async () => {
    const user = await movedIn("PhpbbMember", "phpBB", PHPASS);
    const response = await signIn("PhpbbMember", "not-hashcat");
    expect(response.statusCode).toBe(401);
    expectMatchesSchema(errorBodySchema, response.json());
    expect(response.json().message).toBe("The username or password you entered is incorrect.");
    expect(response.cookies.find((c) => c.name === "plaza_session")).toBeUndefined();
    expect(await storedHashOf(user.userID)).toBe(legacyHash("phpBB", PHPASS));
  });

  it("counts wrong old passwords like any failed sign-in: guessing runs into 429", async () => {
    await movedIn("GuessedMember", "md5", "8743b52063cd84097a65d1633f5c74f5");
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await signIn("GuessedMember", `guess ${i}`)).statusCode);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses).toContain(429);
    clock += 2 * 60 * 60 * 1000;
  });

  it("mails a link to set a new password when the old hash cannot be checked, once an hour", async () => {
    const user = await movedIn("ResetMember", "Reset", "whatever-was-there");
    const first = await signIn("ResetMember", "any password");
    expect(first.statusCode).toBe(403);
    expectMatchesSchema(errorBodySchema, first.json());
    expect(first.json().message).toBe(
      "Your password from your old forum cannot be used here. We sent you an email to set a new one.",
    );
    expect(first.json().errors).toContainEqual(
      expect.objectContaining({ field: "password", code: "reset-required" }),
    );
    expect(first.cookies.find((c) => c.name === "plaza_session")).toBeUndefined();
    expect(mailsTo(user.email)).toHaveLength(1);
    const mail = mailsTo(user.email)[0];
    expect(mail?.subject).toContain("Set your password for ");
    expect(mail?.text).toMatch(/https:\/\/plaza\.example\/entry\/passwordreset\/\d+\/[A-Za-z0-9_-]+/);

    // Within the hour: the same answer, and no second mail.
    clock += 30 * 60 * 1000;
    const second = await signIn("ResetMember", "another password");
    expect(second.statusCode).toBe(403);
    expect(second.json().message).toBe(first.json().message);
    expect(mailsTo(user.email)).toHaveLength(1);

    // An hour after the first mail, one more may go.
    clock += 31 * 60 * 1000;
    expect((await signIn("ResetMember", "a third password")).statusCode).toBe(403);
    expect(mailsTo(user.email)).toHaveLength(2);
    clock += 2 * 60 * 60 * 1000;
  });

  it("lets the member choose a password through the mailed link, then sign in with it", async () => {
    const user = await movedIn("ArgonMember", "phpbb", "$argon2id$v=19$m=65536,t=4,p=2$c29tZXNhbHQ$abc");
    expect((await signIn("ArgonMember", "old password")).statusCode).toBe(403);
    const link = /\/entry\/passwordreset\/(\d+)\/([A-Za-z0-9_-]+)/.exec(
      mailsTo(user.email).at(-1)?.text ?? "",
    );
    expect(link).not.toBeNull();
    const reset = await app.inject({
      method: "POST",
      url: "/api/v2/users/password-reset",
      headers: writeHeaders,
      payload: { userID: Number(link?.[1]), token: link?.[2], password: "my new password" },
    });
    expect(reset.statusCode).toBe(204);
    expect((await signIn("ArgonMember", "my new password")).statusCode).toBe(200);
    clock += 2 * 60 * 60 * 1000;
  });

  it("still answers an unknown username exactly like a wrong password, and mails nobody", async () => {
    const before = mailer.sent.length;
    const response = await signIn("nobody-moved-in", "hashcat");
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("The username or password you entered is incorrect.");
    expect(mailer.sent.length).toBe(before);
  });
});

describe("PATCH /api/v2/users/me with a password from another forum as the confirmation", () => {
  const patchMe = (payload: object, cookie: string) =>
    app.inject({
      method: "PATCH",
      url: "/api/v2/users/me",
      headers: { ...writeHeaders, cookie },
      payload,
    });

  it("accepts the old password to change the email address, and rehashes it", async () => {
    const user = await movedIn("SmfMember", "smf", "ecf076ce9d6ed3624a9332112b1cd67b236fdd11$17782686");
    const cookie = await signInCookie(app.db, user.userID);
    const wrong = await patchMe({ email: "smf-new@example.test", passwordConfirmation: "nope" }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors?.[0]).toMatchObject({ field: "passwordConfirmation", code: "invalid" });
    const right = await patchMe({ email: "smf-new@example.test", passwordConfirmation: "hashcat" }, cookie);
    expect(right.statusCode).toBe(200);
    expect(await storedHashOf(user.userID)).toMatch(/^scrypt\$/);
    expect((await signIn("SmfMember", "hashcat")).statusCode).toBe(200);
  });

  it("accepts the old password to choose a new one", async () => {
    const user = await movedIn(
      "DjangoMember",
      "Django",
      "pbkdf2_sha256$10000$1135411628$bFYX62rfJobJ07VwrUMXfuffLfj2RDM2G6/BrTrUWkE=",
    );
    const cookie = sessionCookieOf(await signIn("DjangoMember", "hashcat"));
    const response = await patchMe({ password: "a plaza password", passwordConfirmation: "hashcat" }, cookie);
    expect(response.statusCode).toBe(200);
    expect((await signIn("DjangoMember", "hashcat")).statusCode).toBe(401);
    expect((await signIn("DjangoMember", "a plaza password")).statusCode).toBe(200);
    expect(await storedHashOf(user.userID)).toMatch(/^scrypt\$/);
  });

  it("says how to go on when the old password cannot be checked", async () => {
    const user = await movedIn("RandomMember", "Random", "x");
    const cookie = await signInCookie(app.db, user.userID);
    const response = await patchMe({ password: "a plaza password", passwordConfirmation: "old one" }, cookie);
    expect(response.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, response.json());
    expect(response.json().errors?.[0]).toMatchObject({
      field: "passwordConfirmation",
      code: "reset-required",
    });
    expect(await storedHashOf(user.userID)).toBe(legacyHash("Random", "x"));
  });
});
