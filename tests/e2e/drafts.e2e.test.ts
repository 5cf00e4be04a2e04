import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { sessionCache, XHR } from "./sign-in-once";

const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);
/** Drafts are per member: one no other end-to-end file writes drafts as. */
const MEMBER = "member2";
const DRAFT_KEY_PREFIX = "plaza:draft:";

type ServerDraft = { draftID: number; attributes: { body: string } };

/** The member's comment drafts, read through the API. */
async function serverDrafts(): Promise<ServerDraft[]> {
  const api = await sessions.apiAs(MEMBER);
  try {
    const response = await api.get("/api/v2/drafts?recordType=comment");
    expect(response.status()).toBe(200);
    return (await response.json()) as ServerDraft[];
  } finally {
    await api.dispose();
  }
}

let discussionPath = "";

beforeEach(async () => {
  const api = await sessions.apiAs(MEMBER);
  try {
    for (const draft of (await (await api.get("/api/v2/drafts")).json()) as ServerDraft[]) {
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

async function openDiscussion(page: Page) {
  await page.goto(discussionPath, { waitUntil: "networkidle" });
  const comment = page.getByRole("textbox", { name: "Comment" });
  await comment.waitFor();
  return comment;
}

/** Waits until the page has written its local draft (content spec §4: kept in browser storage at once). */
async function waitForLocalDraft(page: Page, text: string) {
  await page.waitForFunction(
    ({ prefix, wanted }) =>
      Object.keys(localStorage).some(
        (key) => key.startsWith(prefix) && (localStorage.getItem(key) ?? "").includes(wanted),
      ),
    { prefix: DRAFT_KEY_PREFIX, wanted: text },
  );
}

describe("comment drafts in Chromium (content spec §4, §9)", () => {
  it("a comment typed and left before the 5 s save is there again when the page is reopened", async () => {
    const page = browser.page();
    const comment = await openDiscussion(page);
    const draftCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v2/drafts")) draftCalls.push(request.method());
    });
    await comment.click();
    await page.keyboard.type("Written, then the tab closed");
    await waitForLocalDraft(page, "Written, then the tab closed");
    expect(draftCalls).toEqual([]);
    await page.close();

    const reopened = await browser.page().context().newPage();
    const again = await openDiscussion(reopened);
    await again.getByText("Written, then the tab closed").waitFor();
  });

  it("a comment typed while the server is unreachable reaches it later without the member doing anything", async () => {
    const page = browser.page();
    const comment = await openDiscussion(page);
    let aborted = 0;
    await page.route("**/api/v2/drafts**", (route) => {
      aborted += 1;
      return route.abort();
    });
    await comment.click();
    await page.keyboard.type("Typed offline");
    await expect.poll(() => aborted, { timeout: 12_000 }).toBeGreaterThan(0);
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/v2/drafts") &&
        response.request().method() === "POST" &&
        response.status() === 201,
      { timeout: 15_000 },
    );
    await page.unroute("**/api/v2/drafts**");
    await saved;
    const drafts = await serverDrafts();
    expect(drafts).toHaveLength(1);
    expect(drafts[0]!.attributes.body).toContain("Typed offline");
  });

  it("two tabs on one draft: the newer text wins and the older tab is told", async () => {
    const older = browser.page();
    const olderBox = await openDiscussion(older);
    await olderBox.click();
    await older.keyboard.type("From the first tab");
    await waitForLocalDraft(older, "From the first tab");

    const newer = await older.context().newPage();
    const newerBox = await openDiscussion(newer);
    await newerBox.getByText("From the first tab").waitFor();
    await newerBox.click();
    await newer.keyboard.press("Control+End");
    await newer.keyboard.type(", finished in the second");
    await waitForLocalDraft(newer, "finished in the second");

    await olderBox.getByText("From the first tab, finished in the second").waitFor();
    await older
      .getByRole("status")
      .filter({ hasText: "This draft was changed in another tab or window; the newer text is shown." })
      .waitFor();
  });
});

describe("drafts and a guest's first load", () => {
  it("a guest's post page loads no drafts code (no draft or discussion-form script, no draft log text in any script) and no messages code", async () => {
    const guestContext = await browser.page().context().browser()!.newContext({ baseURL: browser.baseURL });
    try {
      const page = await guestContext.newPage();
      const loading: Array<Promise<{ url: string; body: string }>> = [];
      page.on("response", (response) => {
        if (response.request().resourceType() === "script") {
          loading.push(response.text().then((body) => ({ url: response.url(), body })));
        }
      });
      await page.goto(discussionPath, { waitUntil: "networkidle" });
      await page.getByRole("link", { name: "Sign in" }).first().waitFor();
      const scripts = await Promise.all(loading);
      expect(scripts.length).toBeGreaterThan(0);
      // The discussion form's chunk imports the drafts code, so it must stay off a post page too.
      expect(scripts.map((script) => script.url).filter((url) => /draft|post-form/i.test(url))).toEqual([]);
      expect(scripts.filter((script) => script.body.includes("Error autosaving draft"))).toEqual([]);
      // Nor the messages' code (the user card loads it when opened): it came with the posts' styles.
      expect(
        scripts.map((script) => script.url).filter((url) => /conversation|UserCardContent/i.test(url)),
      ).toEqual([]);
    } finally {
      await guestContext.close();
    }
  });
});
