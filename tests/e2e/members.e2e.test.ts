// e2e: also on two PostgreSQL servers (mailed one-time tokens made on one server are used on the other).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startBuiltServer, type RunningServer } from "../helpers/start-server";
import { openBrowser } from "./browser";
import { sessionCache } from "./sign-in-once";

const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);

beforeEach(() => browser.page().setDefaultTimeout(10_000));

describe("members in Chromium (shell spec §2, §3; content spec §2, §4)", () => {
  it("member2 opens member's user card, presses Message and sends; member sees the badge, opens it and replies", async () => {
    const page = browser.page();
    await sessions.signInAs(page.context(), "member2");
    await page.setViewportSize({ width: 1280, height: 900 });
    // One of member's own discussions, however many others earlier flows started since.
    const named = (await (
      await page.request.get("/api/v2/users/by-names?name=member*&limit=50")
    ).json()) as Array<{
      userID: number;
      name: string;
    }>;
    const memberUser = named.find((user) => user.name === "member");
    const discussions = (await (
      await page.request.get(`/api/v2/discussions?limit=30&insertUserID=${memberUser!.userID}`)
    ).json()) as Array<{ url: string; name: string }>;
    const byMember = discussions[0];
    expect(byMember).toBeDefined();
    await page.goto(new URL(byMember!.url, browser.baseURL).pathname, { waitUntil: "networkidle" });
    const article = page.getByRole("article", { name: byMember!.name });
    await article.getByRole("button", { name: "member", exact: true }).first().click();
    const card = page.getByRole("dialog", { name: "member" });
    await card.getByRole("link", { name: "Message" }).click();
    await page.waitForURL(/\/messages\/add\/member$/);
    await page
      .getByRole("list", { name: "Recipients" })
      .getByRole("button", { name: "Remove member" })
      .waitFor();
    const text = `About your thread, sent at ${Date.now()}`;
    await page.getByRole("textbox", { name: "Message" }).click();
    await page.keyboard.type(text);
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.waitForURL(/\/messages\/\d+$/);
    const conversationPath = new URL(page.url()).pathname;

    // Leave the page first, so nothing of member2's is still loading when the cookies go.
    await page.goto("about:blank");
    await page.context().clearCookies();
    await sessions.signInAs(page.context(), "member");
    await page.goto("/", { waitUntil: "networkidle" });
    // The unread badge: the Messages button says how many conversations are unread.
    await page.getByRole("button", { name: /^Messages \d+$/ }).click();
    await page
      .getByRole("menuitem", { name: /member2/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === conversationPath);
    await page.getByRole("article", { name: "member2" }).filter({ hasText: text }).waitFor();
    await page.getByRole("textbox", { name: "Message" }).click();
    await page.keyboard.type("Thanks for writing.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByRole("article", { name: "member" }).filter({ hasText: "Thanks for writing." }).waitFor();
    expect(browser.consoleErrors()).toEqual([]);
  });

  it("a private profile is hidden from member but shown to the moderator (personalInfo.view)", async () => {
    const page = browser.page();
    await sessions.signInAs(page.context(), "member");
    await page.goto("/profile/private", { waitUntil: "networkidle" });
    await page.getByText("This user's profile is private.").waitFor();
    await page.context().clearCookies();
    await sessions.signInAs(page.context(), "moderator");
    await page.goto("/profile/private", { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: "private" }).waitFor();
    expect(await page.getByText("This user's profile is private.").count()).toBe(0);
    expect(await page.getByRole("navigation", { name: "Profile" }).count()).toBe(1);
  });
});

describe("links mailed from the outbox: an invitation, a forgotten password (content spec §7 users, invitations)", () => {
  // A server of this file's own, so its outbox folder can be read as a site owner would.
  let server: RunningServer;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-e2e-mail-"));
  beforeAll(async () => {
    server = await startBuiltServer({}, dataDir);
  });
  afterAll(async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The reset link of the newest mail in the outbox. */
  function resetLinkInOutbox(): string {
    const outbox = path.join(dataDir, "outbox");
    const newest = fs.readdirSync(outbox).sort().at(-1);
    expect(newest).toBeDefined();
    const mail = fs.readFileSync(path.join(outbox, newest!), "utf8");
    const link = /https?:\/\/\S+\/entry\/passwordreset\/\d+\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
    expect(link, mail).toBeDefined();
    return link!;
  }

  /** The newest mail in the outbox. */
  function newestMail(): string {
    const outbox = path.join(dataDir, "outbox");
    const newest = fs.readdirSync(outbox).sort().at(-1);
    expect(newest).toBeDefined();
    return fs.readFileSync(path.join(outbox, newest!), "utf8");
  }
  const writeHeaders = { "X-Requested-With": "XMLHttpRequest" };

  it("on an invitation-only site, a member invites someone, who signs up through the two mailed links", async () => {
    const page = browser.page();
    const base = server.baseURL;
    const as = (username: string) =>
      page.request.post(`${base}/api/v2/session`, {
        headers: writeHeaders,
        data: { username, password: "plaza-demo" },
      });
    expect((await as("admin")).status()).toBe(200);
    const patched = await page.request.patch(`${base}/api/v2/config`, {
      headers: writeHeaders,
      data: { "registration.method": "invitation" },
    });
    expect(patched.status()).toBe(204);
    expect((await as("member2")).status()).toBe(200);
    await page.goto(`${base}/profile/invitations`, { waitUntil: "networkidle" });
    await page.getByRole("textbox", { name: "Email addresses" }).fill("e2e-invitee@plaza.invalid");
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByText("1 invitation was sent.").waitFor();

    await page.context().clearCookies();
    await page.goto(`${base}/entry/register`, { waitUntil: "networkidle" });
    await page.getByText("This community is open by invitation only. Ask a member to invite you.").waitFor();
    const invitation = /https?:\/\/\S+\/entry\/register\?invitationCode=[\w-]+/.exec(newestMail())?.[0];
    expect(invitation).toBeDefined();
    const invitationLink = new URL(invitation!);
    await page.goto(`${base}${invitationLink.pathname}${invitationLink.search}`, {
      waitUntil: "networkidle",
    });
    await page.getByLabel("Email").fill("e2e-invitee@plaza.invalid");
    await page.getByLabel("Username").fill("e2e-invitee");
    await page.getByLabel("Password").fill("long-enough-1");
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByRole("heading", { name: "Check Your Email" }).waitFor();
    const confirm = /https?:\/\/\S+\/entry\/register\?confirm=[\w-]+/.exec(newestMail())?.[0];
    expect(confirm).toBeDefined();
    const confirmLink = new URL(confirm!);
    await page.goto(`${base}${confirmLink.pathname}${confirmLink.search}`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Confirm and Sign In" }).click();
    await page.waitForURL(`${base}/`);
    const me = (await (await page.request.get(`${base}/api/v2/users/me`)).json()) as { name: string };
    expect(me.name).toBe("e2e-invitee");
  });

  it("a member who forgot the password resets it through the outbox mail and signs in", async () => {
    const page = browser.page();
    const base = server.baseURL;
    await page.goto(`${base}/entry/signin`, { waitUntil: "networkidle" });
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.waitForURL(/\/entry\/passwordrequest/);
    await page.getByRole("textbox", { name: "Email or Username" }).fill("member");
    await page.getByRole("button", { name: "Request a New Password" }).click();
    await page.getByRole("heading", { name: "Check Your Email" }).waitFor();
    const link = new URL(resetLinkInOutbox());
    await page.goto(`${base}${link.pathname}`, { waitUntil: "networkidle" });
    const fresh = "a-new-long-password-2026";
    await page.getByLabel("New Password", { exact: true }).fill(fresh);
    await page.getByLabel("Confirm New Password").fill(fresh);
    await page.getByRole("button", { name: "Save Password" }).click();
    await page.getByRole("heading", { name: "Password Changed" }).waitFor();
    await page.getByRole("link", { name: "Sign in with your new password" }).waitFor();

    const signIn = await page.request.post(`${base}/api/v2/session`, {
      headers: { "X-Requested-With": "XMLHttpRequest" },
      data: { username: "member", password: fresh },
    });
    expect(signIn.status()).toBe(200);
    const old = await page.request.post(`${base}/api/v2/session`, {
      headers: { "X-Requested-With": "XMLHttpRequest" },
      data: { username: "member", password: "plaza-demo" },
    });
    expect(old.status()).not.toBe(200);
  });
});
