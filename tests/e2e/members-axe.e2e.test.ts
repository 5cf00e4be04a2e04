import { beforeEach, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { openBrowser } from "./browser";
import { axeViolations } from "./axe";
import { sessionCache } from "./sign-in-once";

const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);
const VIEWER = "member";

beforeEach(() => browser.page().setDefaultTimeout(10_000));

/**
 * Opens `path` as the demo member and waits for the page's own content (`content` of the page), then
 * for nothing on it to be busy any more, so axe judges the page and not its loader.
 */
async function openSettled(path: string, content: (page: Page) => Locator): Promise<Page> {
  const page = browser.page();
  await sessions.signInAs(page.context(), VIEWER);
  await page.goto(path, { waitUntil: "networkidle" });
  await content(page).first().waitFor();
  await page.locator('[aria-busy="true"], [role="status"][aria-label="Loading"]').first().waitFor({
    state: "detached",
  });
  await page.waitForLoadState("networkidle");
  return page;
}

/** What `pick` finds in the JSON list the API answers at `path`, read as the demo member. */
async function firstOf<T>(path: string, pick: (rows: Array<Record<string, unknown>>) => T | undefined) {
  const api = await sessions.apiAs(VIEWER);
  try {
    const response = await api.get(path);
    expect(response.status()).toBe(200);
    const value = pick((await response.json()) as Array<Record<string, unknown>>);
    expect(value).toBeDefined();
    return value!;
  } finally {
    await api.dispose();
  }
}

describe("a member's own pages (axe-core, WCAG 2.1 A/AA)", () => {
  it("another member's profile with their discussions has no violations", async () => {
    const author = await firstOf("/api/v2/discussions?limit=30&expand=insertUser", (rows) =>
      rows
        .map((row) => (row.insertUser as { name?: string } | undefined)?.name)
        .find((name) => name && name !== VIEWER),
    );
    const page = await openSettled(`/profile/${encodeURIComponent(author)}`, (p) =>
      p.getByRole("region", { name: "Discussions" }).getByRole("listitem"),
    );
    await page.getByRole("heading", { level: 1, name: author }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("the inbox (/messages) has no violations", async () => {
    const page = await openSettled("/messages", (p) => p.getByRole("main").getByRole("listitem"));
    expect(await axeViolations(page)).toEqual([]);
  });

  it("a conversation page has no violations", async () => {
    const conversationID = await firstOf("/api/v2/conversations", (rows) => rows[0]?.conversationID);
    const page = await openSettled(`/messages/${String(conversationID)}`, (p) =>
      p.getByRole("main").getByRole("article"),
    );
    await page.getByRole("textbox", { name: "Message" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("the new message page (/messages/add) has no violations", async () => {
    const page = await openSettled("/messages/add", (p) => p.getByRole("textbox", { name: "Message" }));
    await page.getByRole("heading", { level: 1, name: "New Message" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("the notifications page (/profile/notifications) has no violations", async () => {
    const page = await openSettled("/profile/notifications", (p) =>
      p.getByRole("main").getByRole("listitem"),
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  it("notification preferences (/profile/preferences) have no violations", async () => {
    const page = await openSettled("/profile/preferences", (p) => p.getByRole("main").getByRole("checkbox"));
    expect(await axeViolations(page)).toEqual([]);
  });

  it("account settings (/profile/edit) have no violations", async () => {
    const page = await openSettled("/profile/edit", (p) => p.getByRole("form", { name: "Password" }));
    await page.getByRole("form", { name: "Privacy" }).getByRole("radio").first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("account settings with each form's mistakes shown under its fields have no violations", async () => {
    const page = await openSettled("/profile/edit", (p) => p.getByRole("form", { name: "Password" }));
    await page.getByRole("textbox", { name: "Username" }).fill("");
    for (const name of ["Save Profile", "Change Email", "Change Password"])
      await page.getByRole("button", { name }).click();
    await page.getByText("Your new password is too short: use at least 8 characters.").waitFor();
    await page.getByText("Enter your new email address.").waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("the invitations page (/profile/invitations) has no violations", async () => {
    const page = await openSettled("/profile/invitations", (p) =>
      p.getByRole("textbox", { name: "Email addresses" }),
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  it("the invitations page with an invalid address marked in the invitee list has no violations", async () => {
    const page = await openSettled("/profile/invitations", (p) =>
      p.getByRole("textbox", { name: "Email addresses" }),
    );
    await page.getByRole("textbox", { name: "Email addresses" }).fill("ann@example.com, not-an-email");
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByRole("alert").filter({ hasText: "Some email addresses are not valid." }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("the new message page with name suggestions open has no violations", async () => {
    const page = await openSettled("/messages/add", (p) => p.getByRole("combobox", { name: "To" }));
    await page.getByRole("combobox", { name: "To" }).fill("member");
    await page.getByRole("option", { name: "member2" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
