// e2e: also on two PostgreSQL servers (the search index is FTS5 on SQLite and PostgreSQL's full-text search here).
import fs from "node:fs";
import { request, type Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { axeViolations } from "./axe";
import { sessionCache } from "./sign-in-once";

const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);
fs.mkdirSync("test-results/screenshots", { recursive: true });

type Result = { recordType: string; recordID: number; name: string; excerpt?: string };

/** GET /search as a guest (no cookie) or as `username`. */
async function searchAs(username: string | null, query: string, extra = ""): Promise<Result[]> {
  const api = username
    ? await sessions.apiAs(username)
    : await request.newContext({ baseURL: browser.baseURL });
  try {
    const response = await api.get(`/api/v2/search?query=${encodeURIComponent(query)}${extra}`);
    expect(response.status()).toBe(200);
    return (await response.json()) as Result[];
  } finally {
    await api.dispose();
  }
}

/** A seeded comment and a word of it long enough to be distinctive. */
async function seededCommentWord(): Promise<{ commentID: number; text: string; word: string }> {
  const api = await request.newContext({ baseURL: browser.baseURL });
  try {
    const discussions = (await (await api.get("/api/v2/discussions?limit=10")).json()) as Array<{
      discussionID: number;
    }>;
    const comments: Array<{ commentID: number; body: string }> = [];
    for (const { discussionID } of discussions) {
      const page = await api.get(`/api/v2/comments?discussionID=${discussionID}&limit=30`);
      comments.push(...((await page.json()) as typeof comments));
    }
    for (const comment of comments) {
      const text = comment.body
        .replace(/<[^>]*>/g, " ")
        .replace(/\s+/g, " ")
        .trim();
      const word = text.split(/[^A-Za-z]+/).find((w) => w.length >= 9);
      if (word) return { commentID: comment.commentID, text, word: word.toLowerCase() };
    }
    throw new Error("no seeded comment with a long word");
  } finally {
    await api.dispose();
  }
}

/** Opens the title bar's search with the keyboard; answers the field once it has the focus. */
async function openTitleBarSearch(page: Page) {
  await page.getByRole("button", { name: "Search" }).first().focus();
  await page.keyboard.press("Enter");
  // The home page's banner has a search box too: the title bar's is the one that takes the focus.
  await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "combobox");
  const id = await page.evaluate(() => document.activeElement!.id);
  return page.locator(`[id="${id}"]`);
}

describe("search in Chromium (content spec §2, §4; shell spec §2, §4)", () => {
  it("a word from a seeded comment, searched from the title bar, is found with the word highlighted", async () => {
    const { word } = await seededCommentWord();
    const page = browser.page();
    await page.goto("/", { waitUntil: "networkidle" });
    const box = await openTitleBarSearch(page);
    await box.fill(word);
    await box.press("Enter");
    await page.waitForURL(/\/search\?/);
    const results = page.getByRole("list", { name: "Search Results" });
    await results.waitFor();
    const marked = results.locator("mark").filter({ hasText: new RegExp(word.slice(0, 6), "i") });
    await marked.first().waitFor();
    expect(await marked.count()).toBeGreaterThan(0);
  });

  it("a phrase finds its words in that order only; and needs every word, or any of them", async () => {
    const { commentID, text } = await seededCommentWord();
    const words = text.split(/[^A-Za-z]+/).filter((w) => w.length >= 4);
    const phrase = words.slice(0, 3).join(" ");
    const inOrder = await searchAs(null, `"${phrase}"`, "&recordTypes=comment&limit=100");
    expect(inOrder.some((result) => result.recordID === commentID)).toBe(true);
    const reversed = await searchAs(
      null,
      `"${[...words.slice(0, 3)].reverse().join(" ")}"`,
      "&recordTypes=comment",
    );
    expect(reversed.some((result) => result.recordID === commentID)).toBe(false);
    const both = `${words[0]} zzyzxnotaword`;
    expect(await searchAs(null, both, "&queryOperator=and")).toEqual([]);
    const either = await searchAs(null, both, "&queryOperator=or&recordTypes=comment&limit=100");
    expect(either.length).toBeGreaterThan(0);
  });

  it("a guest never sees the Staff Room, whose words a moderator finds", async () => {
    expect((await searchAs("moderator", "rota")).map((result) => result.name)).toContain(
      "Moderator rota for next month",
    );
    expect(await searchAs(null, "rota")).toEqual([]);
    const page = browser.page();
    await page.goto("/search?query=rota&search=rota", { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Search" }).first().waitFor();
    expect(await page.getByText("Moderator rota for next month").count()).toBe(0);
  });

  it("autocomplete in the title bar lists the matching category first and reaches it by keyboard alone", async () => {
    const page = browser.page();
    await page.goto("/", { waitUntil: "networkidle" });
    const box = await openTitleBarSearch(page);
    await page.keyboard.type("Troublesh");
    const list = page.getByRole("listbox", { name: "Search Suggestions" });
    await list.waitFor();
    const first = list.getByRole("option").first();
    await expect.poll(() => first.textContent()).toContain("Troubleshooting");
    await page.keyboard.press("ArrowDown");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await first.getAttribute("id"));
    const href = await first.getByRole("link").getAttribute("href");
    expect(href).toMatch(/^\/categories\/\d+$/);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === href);
    await expect.poll(() => page.title()).toContain("Troubleshooting");
  });

  it("on a 375 px phone the open search field takes the title bar's width and shows what is typed (screenshot)", async () => {
    const page = browser.page();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/", { waitUntil: "networkidle" });
    const box = await openTitleBarSearch(page);
    await box.fill("welcome");
    const field = await box.boundingBox();
    expect(field).not.toBeNull();
    expect(field!.width).toBeGreaterThan(375 * 0.45);
    expect(field!.x).toBeGreaterThanOrEqual(0);
    expect(field!.x + field!.width).toBeLessThanOrEqual(375);
    expect(await box.inputValue()).toBe("welcome");
    await page.screenshot({ path: "test-results/screenshots/title-bar-search-375.png" });
  });

  it("results are one row per discussion: a discussion's link shows once on the page", async () => {
    const page = browser.page();
    await page.goto("/search?query=welcome", { waitUntil: "networkidle" });
    const list = page.getByRole("list", { name: "Search Results" });
    await list.waitFor();
    const titles = await list
      .locator(":scope > li h2 a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(titles.length).toBeGreaterThan(1);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("on a 375 px phone the Filters button comes before the results and opens the filters (screenshot)", async () => {
    const page = browser.page();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/search?query=welcome", { waitUntil: "networkidle" });
    const list = page.getByRole("list", { name: "Search Results" });
    await list.waitFor();
    const toggle = page.getByRole("button", { name: "Filters" });
    const toggleBox = await toggle.boundingBox();
    const listBox = await list.boundingBox();
    expect(toggleBox!.y).toBeLessThan(listBox!.y);
    const form = page.getByRole("form", { name: "Filter Results" });
    expect(await form.isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press("Enter");
    await form.waitFor();
    expect((await form.boundingBox())!.y).toBeLessThan((await list.boundingBox())!.y);
    await page.screenshot({ path: "test-results/screenshots/search-filters-375.png" });
  });

  for (const username of [null, "member"]) {
    it(`/search has no axe violations for a ${username ?? "guest"}`, async () => {
      // A guest's result page is covered by the member's (the same page, fewer controls).
      for (const path of username ? ["/search?query=welcome", "/search"] : ["/search"]) {
        const page = browser.page();
        if (username) await sessions.signInAs(page.context(), username);
        await page.goto(path, { waitUntil: "networkidle" });
        await page
          .getByRole(path === "/search" ? "heading" : "list", {
            name: path === "/search" ? "What are you looking for?" : "Search Results",
          })
          .waitFor();
        const violations = await axeViolations(page);
        expect(violations, `${username ?? "guest"} ${path}`).toEqual([]);
      }
    });
  }
});
