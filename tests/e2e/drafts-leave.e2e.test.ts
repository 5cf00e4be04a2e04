import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { sessionCache, XHR } from "./sign-in-once";

const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);
/** Drafts are per member: one no other end-to-end file signs in as. */
const MEMBER = "barbara";

let discussionPath = "";

beforeEach(async () => {
  browser.page().setDefaultTimeout(15_000);
  const api = await sessions.apiAs(MEMBER);
  try {
    for (const draft of (await (await api.get("/api/v2/drafts")).json()) as Array<{ draftID: number }>) {
      await api.delete(`/api/v2/drafts/${draft.draftID}`, { headers: XHR });
    }
    if (!discussionPath) {
      const list = (await (await api.get("/api/v2/discussions?limit=30")).json()) as Array<{
        discussionID: number;
        closed: boolean;
      }>;
      const open = list.find((discussion) => !discussion.closed);
      expect(open).toBeDefined();
      discussionPath = `/discussion/${open!.discussionID}`;
    }
  } finally {
    await api.dispose();
  }
  await sessions.signInAs(browser.page().context(), MEMBER);
});

/** The title bar's Posts link, a link within the site. */
function postsLink(page: Page) {
  return page.getByRole("banner").getByRole("link", { name: "Posts", exact: true }).first();
}

/** Confirms the question asked before leaving unposted text. */
async function confirmLeaving(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Unposted Draft" });
  await dialog.waitFor();
  await dialog.getByRole("button", { name: "Leave" }).click();
  await dialog.waitFor({ state: "detached" });
}

describe("leaving unposted text asks first, and the text is kept (content spec §4)", () => {
  it("a reply typed and left by a site link within 2 s is back in the comment box on returning", async () => {
    const page = browser.page();
    await page.goto(discussionPath, { waitUntil: "networkidle" });
    const comment = page.getByRole("textbox", { name: "Comment" });
    const draftSaves: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v2/drafts") && request.method() !== "GET")
        draftSaves.push(request.url());
    });
    await comment.click();
    await page.keyboard.type("A reply I did not mean to lose");
    await comment.getByText("A reply I did not mean to lose").waitFor();
    await postsLink(page).click();
    await confirmLeaving(page);
    await page.waitForURL("**/discussions");
    // Left before the server save (5 s after the last change): the text is on this device only.
    expect(draftSaves).toEqual([]);

    await page.goBack();
    await page
      .getByRole("textbox", { name: "Comment" })
      .getByText("A reply I did not mean to lose")
      .waitFor();
  });

  it("a new post left by the Posts link within 5 s asks first and is listed on the drafts page", async () => {
    const page = browser.page();
    await page.goto("/post/discussion/-1", { waitUntil: "networkidle" });
    await page.getByRole("textbox", { name: "Title" }).fill("Half a thought about caching");
    await page.getByRole("textbox", { name: "Body" }).click();
    await page.keyboard.type("It starts with the cache key.");
    await page.getByRole("status").filter({ hasText: "Saved on this device" }).waitFor();
    await postsLink(page).click();
    await confirmLeaving(page);
    await page.waitForURL("**/discussions");

    await page.goto("/drafts", { waitUntil: "networkidle" });
    const entry = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { name: "Half a thought about caching" }),
    });
    await entry.waitFor();
    await entry.getByText("It starts with the cache key.").waitFor();
  });
});
