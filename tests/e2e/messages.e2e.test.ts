// e2e: also on two PostgreSQL servers (unread counts and notifications written by one server are read from the other).
import { beforeEach, describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { openBrowser } from "./browser";
import { sessionCache } from "./sign-in-once";

const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);
/** Members no other end-to-end file signs in as, so their conversations and counts are this file's. */
const SENDER = "katherine";
const RECIPIENT = "dennis";

type MeCounts = { counts: { name: string; count: number }[] };

async function unreadConversationsOf(username: string): Promise<number | undefined> {
  const api = await sessions.apiAs(username);
  try {
    const body = (await (await api.get("/api/v2/users/me-counts")).json()) as MeCounts;
    return body.counts.find((count) => count.name === "UnreadConversations")?.count;
  } finally {
    await api.dispose();
  }
}

beforeEach(() => browser.page().setDefaultTimeout(10_000));

describe("Private messages in Chromium (shell spec §2, content spec §2, §3)", () => {
  it("a message to /messages/add/{name}?content= is sent, counted unread for the recipient until read, and answered", async () => {
    const page = browser.page();
    await sessions.signInAs(page.context(), SENDER);
    const shared = "Worth a look: the board game thread";
    await page.goto(`/messages/add/${RECIPIENT}?content=${encodeURIComponent(shared)}`, {
      waitUntil: "networkidle",
    });
    await page.getByRole("list", { name: "Recipients" }).getByText(RECIPIENT).waitFor();
    const editor = page.getByRole("textbox", { name: "Message" });
    expect(await editor.textContent()).toContain(shared);
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.waitForURL(/\/messages\/\d+$/);
    const conversationPath = new URL(page.url()).pathname;
    await page.getByRole("article", { name: SENDER }).filter({ hasText: shared }).waitFor();
    expect(await unreadConversationsOf(RECIPIENT)).toBe(1);

    await page.context().clearCookies();
    await sessions.signInAs(page.context(), RECIPIENT);
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Messages 1" }).click();
    await page.getByRole("menuitem", { name: new RegExp(SENDER) }).click();
    await page.waitForURL((url) => url.pathname === conversationPath);
    await page.getByRole("article", { name: SENDER }).filter({ hasText: shared }).waitFor();
    // Read now: the title bar's count follows without a reload.
    await page.getByRole("button", { name: "Messages", exact: true }).waitFor();
    expect(await unreadConversationsOf(RECIPIENT)).toBe(0);

    await page.getByRole("textbox", { name: "Message" }).click();
    await page.keyboard.type("Thanks, I will read it tonight.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page
      .getByRole("article", { name: RECIPIENT })
      .filter({ hasText: "I will read it tonight" })
      .waitFor();
    expect(await unreadConversationsOf(SENDER)).toBe(1);
    expect(browser.consoleErrors()).toEqual([]);
  });

  it("the inbox, a conversation and the new-message page have no axe violations (WCAG 2.1 A/AA)", async () => {
    const page = browser.page();
    await sessions.signInAs(page.context(), SENDER);
    await page.goto("/messages/inbox", { waitUntil: "networkidle" });
    const entry = page.getByRole("link", { name: new RegExp(RECIPIENT) }).first();
    await entry.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await entry.click();
    await page.getByRole("textbox", { name: "Message" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Add People" }).click();
    await page.getByRole("combobox", { name: "To" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`/messages/add/${RECIPIENT}`, { waitUntil: "networkidle" });
    await page.getByRole("list", { name: "Recipients" }).getByText(RECIPIENT).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
