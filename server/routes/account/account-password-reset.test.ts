// @vitest-environment node
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { passwordRequestAnswerSchema } from "../../../schemas/api/account.schema";
import { buildTestApp, DEMO_PASSWORD, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";

let app: FastifyInstance;
let dataDir = "";
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "plaza-password-"));
  // A data folder, so mail goes to the outbox folder as on a site without a mail transport.
  app = await buildTestApp({
    seed: "demo",
    dataDir,
    publicUrl: "https://plaza.example",
    abuseLimits: { passwordRequestPerAddress: { limit: 100 } },
  });
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const requestLink = (email: string) =>
  app.inject({
    method: "POST",
    url: "/api/v2/users/request-password",
    headers: writeHeaders,
    payload: { email },
  });

const reset = (payload: object) =>
  app.inject({ method: "POST", url: "/api/v2/users/password-reset", headers: writeHeaders, payload });

const signIn = (username: string, password: string) =>
  app.inject({
    method: "POST",
    url: "/api/v2/session",
    headers: writeHeaders,
    payload: { username, password },
  });

/** The outbox messages to an address, oldest first, as a site owner finds them in the folder. */
async function outboxMailsTo(to: string): Promise<string[]> {
  const folder = path.join(dataDir, "outbox");
  const files = (await readdir(folder).catch(() => [] as string[])).filter((f) => f.endsWith(".eml")).sort();
  const mails = await Promise.all(files.map((file) => readFile(path.join(folder, file), "utf8")));
  return mails.filter((mail) => mail.includes(`\r\nTo: ${to}\r\n`));
}

/** The user ID and token of the newest reset link mailed to an address. */
async function linkMailedTo(to: string): Promise<{ userID: number; token: string }> {
  const mail = (await outboxMailsTo(to)).at(-1) ?? "";
  const match = /https:\/\/plaza\.example\/entry\/passwordreset\/(\d+)\/([A-Za-z0-9_-]+)/.exec(mail);
  if (!match) throw new Error(`no reset link mailed to ${to}`);
  return { userID: Number(match[1]), token: match[2] ?? "" };
}

describe("POST /api/v2/users/request-password (Vanilla users.yml request-password)", () => {
  it("answers the same for an account and for nobody, and mails only the account (no enumeration)", async () => {
    const known = await requestLink("member@plaza.invalid");
    const unknown = await requestLink("nobody@plaza.invalid");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expectMatchesSchema(passwordRequestAnswerSchema, known.json());
    expect(unknown.json()).toEqual(known.json());
    expect(await outboxMailsTo("member@plaza.invalid")).toHaveLength(1);
    expect(await outboxMailsTo("nobody@plaza.invalid")).toHaveLength(0);
  });

  it("finds the account by username too and writes a readable .eml file to <data dir>/outbox", async () => {
    await requestLink("Member2");
    const [mail] = await outboxMailsTo("member2@plaza.invalid");
    expect(mail).toMatch(/^From: .+\r\n/);
    expect(mail).toContain("Subject: Reset your password for ");
    expect(mail).toContain("Content-Type: text/plain; charset=utf-8");
    const member2 = await app.db
      .selectFrom("users")
      .select("userID")
      .where("name", "=", "member2")
      .executeTakeFirstOrThrow();
    expect((await linkMailedTo("member2@plaza.invalid")).userID).toBe(member2.userID);
  });

  it("stores only a hash of the token, which expires after one hour", async () => {
    const { userID, token } = await linkMailedTo("member2@plaza.invalid");
    const rows = await app.db.selectFrom("user_tokens").selectAll().where("userID", "=", userID).execute();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.tokenHash).not.toContain(token);
    const lifetime = new Date(row?.dateExpires ?? 0).getTime() - new Date(row?.dateInserted ?? 0).getTime();
    expect(lifetime).toBe(60 * 60 * 1000);
  });

  it("mails a banned account nothing, with the same answer", async () => {
    const response = await requestLink("banned");
    expect(response.statusCode).toBe(200);
    expect(await outboxMailsTo("banned@plaza.invalid")).toHaveLength(0);
  });

  it("mails one account at most three times an hour, answering alike after that (no mail bombing)", async () => {
    for (let i = 0; i < 4; i += 1) expect((await requestLink("private")).statusCode).toBe(200);
    expect(await outboxMailsTo("private@plaza.invalid")).toHaveLength(3);
  });

  it("refuses an empty login with a 400 field error", async () => {
    const response = await requestLink("");
    expect(response.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, response.json());
    expect(response.json().errors[0].field).toBe("email");
  });
});

describe("POST /api/v2/users/password-reset", () => {
  it("sets the new password from the mailed link and signs every session out", async () => {
    const oldCookie = await signInAs(app, "member");
    await requestLink("member");
    const link = await linkMailedTo("member@plaza.invalid");
    const response = await reset({ ...link, password: "a new password" });
    expect(response.statusCode).toBe(204);
    expect((await signIn("member", DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn("member", "a new password")).statusCode).toBe(200);
    const me = await app.inject({ method: "GET", url: "/api/v2/users/me", headers: { cookie: oldCookie } });
    expect(me.json().userID).toBe(0);
  });

  it("works once: a used link answers 400 with a clear message", async () => {
    await requestLink("member");
    const link = await linkMailedTo("member@plaza.invalid");
    expect((await reset({ ...link, password: "second password" })).statusCode).toBe(204);
    const again = await reset({ ...link, password: "third password" });
    expect(again.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, again.json());
    expect(again.json().message).toBe("This password reset link is not valid or was used already.");
    expect((await signIn("member", "second password")).statusCode).toBe(200);
  });

  it("refuses an expired link with 400 and says it expired", async () => {
    await requestLink("moderator");
    const link = await linkMailedTo("moderator@plaza.invalid");
    await app.db
      .updateTable("user_tokens")
      .set({ dateExpires: new Date(Date.now() - 1000).toISOString() })
      .where("userID", "=", link.userID)
      .execute();
    const response = await reset({ ...link, password: "a new password" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("This password reset link has expired.");
    expect((await signIn("moderator", DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a wrong token, and a token for another user ID, with 400", async () => {
    await requestLink("admin");
    const link = await linkMailedTo("admin@plaza.invalid");
    const wrongToken = await reset({ ...link, token: "x".repeat(43), password: "a new password" });
    expect(wrongToken.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, wrongToken.json());
    const otherUser = await reset({ ...link, userID: link.userID + 1, password: "a new password" });
    expect(otherUser.statusCode).toBe(400);
    // Neither try used the link up.
    expect((await reset({ ...link, password: "a new password" })).statusCode).toBe(204);
  });

  it("keeps the sign-up password rules: a short password is a 400 field error and the link still works", async () => {
    await requestLink("member2");
    const link = await linkMailedTo("member2@plaza.invalid");
    const short = await reset({ ...link, password: "short" });
    expect(short.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, short.json());
    expect(short.json().errors[0].field).toBe("password");
    expect((await reset({ ...link, password: "long enough" })).statusCode).toBe(204);
  });
});
