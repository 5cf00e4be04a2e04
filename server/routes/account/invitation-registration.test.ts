// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createLogMailer } from "../../services/mail/mailer";
import { writeSiteConfig } from "../../services/config";
import { hashToken } from "../../auth/sessions";
import { buildTestApp, signInAs, writeHeaders } from "../../../tests/helpers/server";

let app: FastifyInstance;
let member: string;
const mailer = createLogMailer();
beforeAll(async () => {
  app = await buildTestApp({
    seed: "demo",
    mailer,
    publicUrl: "https://plaza.example",
    abuseLimits: { invitationsPerAccount: { limit: 100 } },
  });
  member = await signInAs(app, "member");
  await writeSiteConfig(app.db, { "registration.method": "invitation" });
});
afterAll(() => app.close());

let address = 0;
const post = (url: string, payload: object, cookie?: string) =>
  app.inject({
    method: "POST",
    url: `/api/v2/${url}`,
    headers: cookie ? { ...writeHeaders, cookie } : writeHeaders,
    payload,
    // Each call from its own address, so the per-address sign-up limits stay out of the way.
    remoteAddress: `10.2.0.${(address += 1)}`,
  });
const lastMailTo = (to: string) => [...mailer.sent].reverse().find((mail) => mail.to === to)?.text ?? "";
const codeIn = (text: string) => /\/entry\/register\?invitationCode=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";
const confirmTokenIn = (text: string) => /\/entry\/register\?confirm=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";
const userNamed = (name: string) =>
  app.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirst();

/** Invites `email` as member and answers the code of the mailed link. */
async function invited(email: string) {
  expect((await post("invitations", { emails: [email] }, member)).statusCode).toBe(201);
  return codeIn(lastMailTo(email));
}
/** Signs up with `code` and answers the confirmation token mailed to `email`. */
async function signUp(name: string, email: string, invitationCode?: string) {
  const response = await post("users/register", {
    name,
    email,
    password: "long-enough-1",
    ...(invitationCode ? { invitationCode } : {}),
  });
  return { response, token: response.statusCode === 202 ? confirmTokenIn(lastMailTo(email)) : "" };
}

describe("an invitation-only site (registration.method invitation)", () => {
  it("invitation-only: a sign-up without an invitation's code is refused under invitationCode, and nothing is mailed", async () => {
    const before = mailer.sent.length;
    const { response } = await signUp("uninvited", "uninvited@example.com");
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(
      expect.objectContaining({ field: "invitationCode", code: "invalid" }),
    );
    expect(mailer.sent.length).toBe(before);
    const made = await post("users/register", {
      name: "guesser",
      email: "guesser@example.com",
      password: "long-enough-1",
      invitationCode: "not-a-code",
    });
    expect(made.statusCode).toBe(400);
  });

  it("invitation-only: each address's mail has a code of its own, stored only as its hash", async () => {
    expect(
      (await post("invitations", { emails: ["one@example.com", "two@example.com"] }, member)).statusCode,
    ).toBe(201);
    const one = codeIn(lastMailTo("one@example.com"));
    const two = codeIn(lastMailTo("two@example.com"));
    expect(one).not.toBe("");
    expect(one).not.toBe(two);
    expect(lastMailTo("one@example.com")).toContain("within 14 days");
    const rows = await app.db.selectFrom("invitations").select("codeHash").execute();
    expect(rows.map((row) => row.codeHash)).toContain(hashToken(one));
    expect(rows.map((row) => row.codeHash)).not.toContain(one);
  });

  it("invitation-only: the invitation's link makes one member, and its code does not work a second time", async () => {
    const code = await invited("carol@example.com");
    const { response, token } = await signUp("carol", "carol@example.com", code);
    expect(response.statusCode).toBe(202);
    const confirmed = await post("users/register/confirm", { token });
    expect(confirmed.statusCode).toBe(201);
    const carol = await userNamed("carol");
    const invitation = await app.db
      .selectFrom("invitations")
      .select(["acceptedUserID", "dateAccepted"])
      .where("codeHash", "=", hashToken(code))
      .executeTakeFirstOrThrow();
    expect(invitation.acceptedUserID).toBe(carol?.userID);
    expect(invitation.dateAccepted).not.toBeNull();

    const again = await signUp("carol2", "carol2@example.com", code);
    expect(again.response.statusCode).toBe(400);
  });

  it("invitation-only: two sign-ups pending with one code make one member; the second link is refused", async () => {
    const code = await invited("dave@example.com");
    const first = await signUp("dave", "dave@example.com", code);
    const second = await signUp("dave2", "dave2@example.com", code);
    expect([first.response.statusCode, second.response.statusCode]).toEqual([202, 202]);
    expect((await post("users/register/confirm", { token: first.token })).statusCode).toBe(201);
    const refused = await post("users/register/confirm", { token: second.token });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/invitation is not valid or has expired/);
    expect(await userNamed("dave2")).toBeUndefined();
  });

  it("invitation-only: an expired invitation's code is refused", async () => {
    const code = await invited("erin@example.com");
    await app.db
      .updateTable("invitations")
      .set({ dateExpires: new Date(Date.now() - 1000).toISOString() })
      .where("codeHash", "=", hashToken(code))
      .execute();
    expect((await signUp("erin", "erin@example.com", code)).response.statusCode).toBe(400);
  });
});

describe("invitations on an open and on a closed site", () => {
  it("open site: a code is not needed, a wrong one is ignored, and a right one is spent", async () => {
    await writeSiteConfig(app.db, { "registration.method": "basic" });
    expect((await signUp("frank", "frank@example.com", "no-such-code")).response.statusCode).toBe(202);
    const code = await invited("gina@example.com");
    const { token } = await signUp("gina", "gina@example.com", code);
    expect((await post("users/register/confirm", { token })).statusCode).toBe(201);
    const invitation = await app.db
      .selectFrom("invitations")
      .select("acceptedUserID")
      .where("codeHash", "=", hashToken(code))
      .executeTakeFirstOrThrow();
    expect(invitation.acceptedUserID).toBe((await userNamed("gina"))?.userID);
  });

  it("closed site: inviting answers 403 and mails nobody, since the link would lead nowhere", async () => {
    await writeSiteConfig(app.db, { "registration.method": "closed" });
    const before = mailer.sent.length;
    const response = await post("invitations", { emails: ["hal@example.com"] }, member);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Registration is closed.");
    expect(mailer.sent.length).toBe(before);
    await writeSiteConfig(app.db, { "registration.method": "basic" });
  });
});
