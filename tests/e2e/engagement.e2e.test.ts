import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { openBrowser } from "./browser";
import { categoryIDByName, sessionCache, XHR } from "./sign-in-once";

const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);
const signInAs = (username: string) => sessions.signInAs(browser.page().context(), username);

beforeEach(() => browser.page().setDefaultTimeout(10_000));

/** Starts a discussion as `username` through the API; answers its id and path. */
async function startDiscussion(
  username: string,
  name: string,
): Promise<{ discussionID: number; path: string }> {
  const api = await sessions.apiAs(username);
  try {
    const categoryID = await categoryIDByName(api, "General");
    const created = await api.post("/api/v2/discussions", {
      headers: XHR,
      data: { name, body: "Tell me what you think.", format: "text", categoryID },
    });
    expect(created.status(), await created.text()).toBe(201);
    const discussion = (await created.json()) as { discussionID: number; url: string };
    return { discussionID: discussion.discussionID, path: new URL(discussion.url, browser.baseURL).pathname };
  } finally {
    await api.dispose();
  }
}

const originalPost = (page: Page, title: string) => page.getByRole("article", { name: title });
const reactionsOf = (page: Page, title: string) =>
  originalPost(page, title).getByRole("group", { name: "Reactions" });
/** The post's score; a post nobody reacted to shows none, its score being 0. */
const scoreOf = async (page: Page, title: string) => {
  const score = originalPost(page, title).getByText(/^Score: -?\d+$/);
  if ((await score.count()) === 0) return 0;
  return Number((await score.textContent())?.replace("Score: ", ""));
};

describe("reactions and bookmarks, tried as a new user would", () => {
  it('a member likes a discussion through the Add reaction menu: it shows as "Like, 1 person", the score rises by 1, survives a reload, a second click removes it; the author is notified', async () => {
    const title = "Which keyboard do you type on?";
    const { discussionID, path } = await startDiscussion("member", title);
    await signInAs("member2");
    const page = browser.page();
    await page.goto(path, { waitUntil: "networkidle" });
    const row = reactionsOf(page, title);
    // Nobody reacted yet: no reaction shows, only the picker.
    expect(await row.getByRole("button").count()).toBe(1);
    const picker = row.getByRole("button", { name: "Add reaction" });
    const before = await scoreOf(page, title);

    await picker.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: "Add reaction" });
    await menu.waitFor();
    await menu.getByRole("menuitemcheckbox", { name: "Like", exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Down the menu by arrow key to Like, as a keyboard user goes.
    const likeItem = menu.getByRole("menuitemcheckbox", { name: "Like", exact: true });
    const isFocused = (item: typeof likeItem) => item.evaluate((e) => e === document.activeElement);
    const itemCount = await menu.getByRole("menuitemcheckbox").count();
    for (let step = 0; step < itemCount && !(await isFocused(likeItem)); step++)
      await page.keyboard.press("ArrowDown");
    expect(await isFocused(likeItem)).toBe(true);
    const reacted = page.waitForResponse((r) => r.url().endsWith(`/discussions/${discussionID}/reactions`));
    await page.keyboard.press("Enter");
    expect((await reacted).status()).toBeLessThan(300);
    expect(await menu.count()).toBe(0);
    expect(await picker.evaluate((e) => e === document.activeElement)).toBe(true);

    const like = row.getByRole("button", { name: "Like, 1 person", exact: true });
    expect(await like.getAttribute("aria-pressed")).toBe("true");
    expect(await like.textContent()).toBe("1");
    await like.hover();
    await page.getByRole("tooltip").filter({ hasText: /^Like/ }).waitFor();
    expect(await scoreOf(page, title)).toBe(before + 1);
    expect(await axeViolations(page)).toEqual([]);

    await page.reload({ waitUntil: "networkidle" });
    expect(await like.getAttribute("aria-pressed")).toBe("true");
    expect(await scoreOf(page, title)).toBe(before + 1);

    const removed = page.waitForResponse(
      (r) => r.request().method() === "DELETE" && r.url().includes("/reactions"),
    );
    await like.click();
    expect((await removed).status()).toBeLessThan(300);
    expect(await like.count()).toBe(0);
    expect(await scoreOf(page, title)).toBe(before);

    const author = await sessions.apiAs("member");
    try {
      const notifications = (await (await author.get("/api/v2/notifications?limit=50")).json()) as Array<{
        body: string;
        url: string;
      }>;
      // The discussion's own link, not a comment permalink whose number happens to contain its ID.
      const aboutIt = notifications.filter((n) =>
        new RegExp(`/discussion/${discussionID}(/|$)`).test(new URL(n.url, "http://x").pathname),
      );
      expect(aboutIt.length).toBe(1);
      expect(aboutIt[0]?.body).toContain("member2");
    } finally {
      await author.dispose();
    }
  });

  it("a guest sees the reactions given, named and counted, read-only, and what the score means; no axe violations", async () => {
    const title = "Guests read the reactions too";
    const { discussionID, path } = await startDiscussion("member", title);
    const reactor = await sessions.apiAs("member2");
    try {
      const reacted = await reactor.post(`/api/v2/discussions/${discussionID}/reactions`, {
        headers: XHR,
        data: { reactionType: "Like" },
      });
      expect(reacted.status(), await reacted.text()).toBeLessThan(300);
    } finally {
      await reactor.dispose();
    }
    const page = browser.page();
    await page.goto(path, { waitUntil: "networkidle" });
    const row = reactionsOf(page, title);
    await row.getByRole("img", { name: "Like, 1 person" }).waitFor();
    expect(await row.getByRole("button").count()).toBe(0);
    await row.getByText(/^Score: 1$/).focus();
    await page
      .getByRole("tooltip")
      .filter({ hasText: "Score: the sum of the values of the reactions given" })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("a bookmark toggled while the server fails returns to its old state with the toast; the bookmarks page lists bookmarks", async () => {
    const title = "Bookmark me for later";
    const { path } = await startDiscussion("member", title);
    await signInAs("member2");
    const page = browser.page();
    await page.goto(path, { waitUntil: "networkidle" });
    const post = originalPost(page, title);

    await page.route("**/api/v2/discussions/*/bookmark", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"Try again later."}' }),
    );
    await post.getByRole("button", { name: "Bookmark" }).click();
    await page.getByText("There was a problem bookmarking this discussion.").waitFor();
    const button = post.getByRole("button", { name: "Bookmark", exact: true });
    expect(await button.getAttribute("aria-pressed")).toBe("false");

    await page.unroute("**/api/v2/discussions/*/bookmark");
    await button.click();
    await post.getByRole("button", { name: "Bookmarked" }).waitFor();

    await page.goto("/discussions/bookmarked", { waitUntil: "networkidle" });
    expect(await page.title()).toMatch(/^Bookmarks - /);
    await page.getByRole("link", { name: title }).waitFor();
  });
});
