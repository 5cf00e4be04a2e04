// e2e: also on two PostgreSQL servers (a post written through one server shows on the other at once (the other's cache is dropped)).
import fs from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { openBrowser } from "./browser";
import { sessionCache, XHR } from "./sign-in-once";

const browser = openBrowser();
fs.mkdirSync("test-results/screenshots", { recursive: true });

/** A valid 1×1 PNG: the upload the member picks in the file chooser. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const TITLE = "My desk setup, with a question for member2";
const EDITED_TITLE = "My desk setup (edited)";
const EDIT_TIMEOUT_SECONDS = 1800;

/** What the flows hand on to each other: they run in order in one file. */
const shared: { discussionID?: number; url?: string; commentID?: number } = {};

const sessions = sessionCache(browser.baseURL);
const signInAs = (username: string) => sessions.signInAs(browser.page().context(), username);

/** Sets site config values as admin. */
async function setConfigAsAdmin(values: Record<string, unknown>) {
  const admin = await sessions.apiAs("admin");
  try {
    const patched = await admin.patch("/api/v2/config", { headers: XHR, data: values });
    expect(patched.status()).toBe(204);
  } finally {
    await admin.dispose();
  }
}

/** Longer than the editor's 100 ms selectionchange throttle, so a moved caret has reached its model. */
const SELECTION_SYNC_MS = 250;

/**
 * Lets the editor take the page's selection into its own: it does so on a throttled selectionchange,
 * run here on the page's clock (installed before the page loads) rather than waited for.
 */
async function syncSelection(page: Page) {
  await page.clock.runFor(SELECTION_SYNC_MS);
}

/** Selects the `text` just typed before the caret with Shift+ArrowLeft, as a keyboard user does. */
async function selectBackwards(page: Page, text: string) {
  for (let i = 0; i < text.length; i++) await page.keyboard.press("Shift+ArrowLeft");
  await syncSelection(page);
  expect(await page.evaluate(() => String(window.getSelection()))).toBe(text);
}

/** The original post of the page, found by its title (the article is labelled by its heading). */
const originalPost = (page: Page, title: string) => page.getByRole("article", { name: title });

// A step that cannot happen fails on its own locator, well before the test's 30 s.
beforeEach(() => browser.page().setDefaultTimeout(10_000));

afterAll(async () => {
  await setConfigAsAdmin({ "ui.editContentTimeout": -1 });
});

describe("discussions and comments, tried as a new user would", () => {
  it("a member creates a discussion with bold, a link, an image and an @mention", async () => {
    await setConfigAsAdmin({ "ui.editContentTimeout": EDIT_TIMEOUT_SECONDS });
    await signInAs("member");
    const page = browser.page();
    await page.setViewportSize({ width: 1280, height: 900 });
    // The page's timers run on a clock the test moves on (time still flows as usual besides).
    await page.clock.install();
    await page.goto("/post/discussion/-1", { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "New Discussion" }).waitFor();

    await page.getByRole("textbox", { name: "Title" }).fill(TITLE);
    const category = page.getByRole("combobox", { name: "Category" });
    await category.fill("Off");
    await page.getByRole("option", { name: "Off Topic" }).click();
    expect(await category.inputValue()).toBe("Off Topic");

    const editor = page.getByRole("textbox", { name: "Body" });
    const toolbar = page.getByRole("toolbar", { name: "Formatting" });
    await editor.click();
    await page.keyboard.type("Here is my desk setup");
    await selectBackwards(page, "setup");
    await toolbar.getByRole("button", { name: "Bold" }).click();
    await editor.locator("strong", { hasText: "setup" }).waitFor();
    await page.keyboard.press("End");
    await syncSelection(page); // the caret moves before Bold turns off
    await toolbar.getByRole("button", { name: "Bold" }).click(); // bold off for the rest
    await page.keyboard.type(" today.");

    await page.keyboard.press("Enter");
    await page.keyboard.type("Read the guide");
    await selectBackwards(page, "guide");
    await toolbar.getByRole("button", { name: "Link" }).click();
    const linkForm = page.getByRole("group", { name: "Link" });
    await linkForm.getByLabel("URL").fill("https://example.com/plaza");
    await linkForm.getByRole("button", { name: "Apply" }).click();
    await editor.locator('a[href="https://example.com/plaza"]', { hasText: "guide" }).waitFor();
    await page.keyboard.press("End");

    await page.keyboard.press("Enter");
    await page.keyboard.type("What do you think, ");
    await page.keyboard.type("@memb");
    const suggestions = page.getByRole("listbox", { name: "Mention suggestions" });
    await suggestions.getByRole("option", { name: "member2", exact: true }).click();
    await suggestions.waitFor({ state: "detached" });
    await page.keyboard.type("?");

    const chooser = page.waitForEvent("filechooser");
    await toolbar.getByRole("button", { name: "Insert Image or File" }).click();
    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith("/api/v2/media") && r.request().method() === "POST",
    );
    await (await chooser).setFiles({ name: "desk.png", mimeType: "image/png", buffer: PNG });
    expect((await uploaded).status()).toBe(201);
    await editor.locator('img[src^="/uploads/"]').waitFor();

    await page.screenshot({ path: "test-results/screenshots/create-form-filled-1280.png", fullPage: true });
    const created = page.waitForResponse(
      (r) => r.url().endsWith("/api/v2/discussions") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Post Discussion" }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const discussion = (await response.json()) as { discussionID: number; url: string };
    shared.discussionID = discussion.discussionID;
    shared.url = new URL(discussion.url, browser.baseURL).pathname;
    await page.waitForURL(`**${shared.url}`);

    const post = originalPost(page, TITLE);
    await post.waitFor();
    const body = post.locator(".userContent");
    expect(await body.locator("strong").allTextContents()).toEqual(["setup"]);
    expect(await body.getByRole("link", { name: "guide" }).getAttribute("href")).toBe(
      "https://example.com/plaza",
    );
    expect(await body.locator("img").getAttribute("src")).toMatch(/^\/uploads\//);
    expect(await body.getByRole("link", { name: "@member2" }).getAttribute("href")).toBe("/profile/member2");
    expect(browser.consoleErrors()).toEqual([]);
  });

  it("member2 is notified, opens the discussion and replies with a quote", async () => {
    expect(shared.url).toBeDefined();
    await signInAs("member2");
    const page = browser.page();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/", { waitUntil: "networkidle" });
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Notifications \d+/ })
      .click();
    const notice = page.getByRole("menuitem", { name: new RegExp(`member mentioned you in .${TITLE}`) });
    await notice.click();
    await page.waitForURL(`**${shared.url}`);

    const post = originalPost(page, TITLE);
    await post.waitFor();
    // Not the author: no Edit on member's discussion.
    expect(await post.getByRole("link", { name: /^Edit/ }).count()).toBe(0);

    await post.getByRole("button", { name: "Quote" }).click();
    const comment = page.getByRole("textbox", { name: "Comment" });
    await comment.getByText("Quote of member").waitFor();
    await page.keyboard.type("Nice desk! Where is the lamp from?");
    const posted = page.waitForResponse(
      (r) => r.url().endsWith("/api/v2/comments") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Post Comment" }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    shared.commentID = ((await response.json()) as { commentID: number }).commentID;

    const reply = page.locator(`#Comment_${shared.commentID}`);
    await reply.getByText("Nice desk! Where is the lamp from?").waitFor();
    expect(await reply.locator("blockquote .blockquote-author").textContent()).toBe("member");
    expect(await reply.locator("blockquote").getByText("Here is my desk").count()).toBe(1);
    expect(browser.consoleErrors()).toEqual([]);
  });

  it("the author edits the discussion within the edit window", async () => {
    expect(shared.url).toBeDefined();
    await signInAs("member");
    const page = browser.page();
    await page.goto(shared.url!, { waitUntil: "networkidle" });
    const edit = originalPost(page, TITLE).getByRole("link", { name: /^Edit \(\d+:\d\d\)$/ });
    await edit.click();
    await page.waitForURL(`**/post/editdiscussion/${shared.discussionID}`);
    await page.getByRole("heading", { name: "Edit Discussion" }).waitFor();
    const title = page.getByRole("textbox", { name: "Title" });
    expect(await title.inputValue()).toBe(TITLE);
    await title.fill(EDITED_TITLE);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("heading", { level: 1, name: EDITED_TITLE }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/discussion/${shared.discussionID}(/|$)`));
  });

  it("member2 edits the reply on a freshly loaded page and sees the new text at once", async () => {
    expect(shared.commentID).toBeDefined();
    await signInAs("member2");
    const page = browser.page();
    await page.setViewportSize({ width: 1280, height: 900 });
    // Loaded with the page: the thread shows the server's preloaded copy, nothing fetched since.
    await page.goto(`/discussion/comment/${shared.commentID}`, { waitUntil: "networkidle" });
    const reply = page.locator(`#Comment_${shared.commentID}`);
    await reply.getByRole("button", { name: /^Edit \(\d+:\d\d\)$/ }).click();
    const editor = reply.getByRole("textbox", { name: "Edit Comment" });
    await editor.getByText("Nice desk! Where is the lamp from?").click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Found it, thanks.");
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/v2/comments/${shared.commentID}`) && r.request().method() === "PATCH",
    );
    await reply.getByRole("button", { name: "Save" }).click();
    expect((await saved).status()).toBe(200);
    await reply.getByText("Nice desk! Where is the lamp from? Found it, thanks.").waitFor();
    expect(await reply.getByText("Edited").count()).toBe(1);
    expect(browser.consoleErrors()).toEqual([]);
  });

  it("a guest reads the discussion and the reply but is offered Sign In instead of a comment box", async () => {
    expect(shared.url).toBeDefined();
    const page = browser.page();
    await page.goto(shared.url!, { waitUntil: "networkidle" });
    await originalPost(page, EDITED_TITLE).getByText("Here is my desk").waitFor();
    await page.locator(`#Comment_${shared.commentID}`).getByText("Nice desk!").waitFor();
    const box = page.getByRole("region", { name: "Leave a comment" });
    await box.getByRole("link", { name: "Sign In" }).waitFor();
    expect(await page.getByRole("textbox", { name: "Comment" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Post Comment" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Quote" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: /^Edit/ }).count()).toBe(0);
  });
});

describe("post pages and the create form: screenshots and axe", () => {
  for (const width of [1280, 375]) {
    it(`a guest's post page at ${width} px has no axe violations (screenshot)`, async () => {
      const page = browser.page();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(shared.url!, { waitUntil: "networkidle" });
      await page.locator(`#Comment_${shared.commentID}`).waitFor();
      await page.screenshot({ path: `test-results/screenshots/post-page-${width}.png`, fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      expect(browser.consoleErrors()).toEqual([]);
    });

    it(`a member's post page at ${width} px has no axe violations (screenshot)`, async () => {
      await signInAs("member2");
      const page = browser.page();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(shared.url!, { waitUntil: "networkidle" });
      await page.getByRole("textbox", { name: "Comment" }).waitFor();
      await page.screenshot({
        path: `test-results/screenshots/post-page-member-${width}.png`,
        fullPage: true,
      });
      expect(await axeViolations(page)).toEqual([]);
      expect(browser.consoleErrors()).toEqual([]);
    });

    it(`the create form at ${width} px has no axe violations (screenshot)`, async () => {
      await signInAs("member");
      const page = browser.page();
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/post/discussion/-1", { waitUntil: "networkidle" });
      await page.getByRole("textbox", { name: "Body" }).waitFor();
      await page.screenshot({ path: `test-results/screenshots/create-form-${width}.png`, fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      expect(browser.consoleErrors()).toEqual([]);
    });
  }
});

describe("comment permalinks", () => {
  it("a permalink to a comment on page 3 opens page 3 at that comment", async () => {
    const page = browser.page();
    await page.setViewportSize({ width: 1280, height: 900 });
    const api = page.context().request;
    let megaID: number | undefined;
    for (let p = 1; megaID === undefined && p <= 10; p++) {
      const list = await api.get(`/api/v2/discussions?limit=100&page=${p}`);
      const rows = (await list.json()) as Array<{ discussionID: number; name: string }>;
      megaID = rows.find((row) => row.name === "Show us your setup (mega thread)")?.discussionID;
      if (rows.length < 100) break;
    }
    expect(megaID).toBeDefined();
    const third = await api.get(`/api/v2/comments?discussionID=${megaID}&page=3&limit=30`);
    const comments = (await third.json()) as Array<{ commentID: number }>;
    expect(comments.length).toBe(20);
    const target = comments[12]!.commentID;

    await page.goto(`/discussion/comment/${target}`, { waitUntil: "networkidle" });
    const comment = page.locator(`#Comment_${target}`);
    await comment.waitFor();
    expect(await comment.getAttribute("aria-current")).toBe("true");
    expect(await comment.isVisible()).toBe(true);
    await expect.poll(() => comment.evaluate(isInViewport)).toBe(true);
    await page
      .getByRole("navigation", { name: "Pagination", exact: true })
      .getByText("Page 3 of 3")
      .waitFor();
    expect(await page.locator("[aria-current=true]").count()).toBe(1);
  });
});

/** The element's top edge lies within the viewport. */
function isInViewport(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.top >= 0 && rect.top < window.innerHeight;
}
