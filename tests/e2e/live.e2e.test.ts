import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { categoryIDByName, sessionCache, XHR } from "./sign-in-once";

const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);
/** Reads the discussion; no other end-to-end file signs in as them. */
const READER = "margaret";
/** Writes in another browser. */
const WRITER = "linus";
const place: { discussionID?: number; path?: string } = {};

async function asWriter<T>(run: (api: Awaited<ReturnType<typeof sessions.apiAs>>) => Promise<T>) {
  const api = await sessions.apiAs(WRITER);
  try {
    return await run(api);
  } finally {
    await api.dispose();
  }
}

const postComment = (body: string) =>
  asWriter(async (api) => {
    const posted = await api.post("/api/v2/comments", {
      headers: XHR,
      data: { discussionID: place.discussionID, body, format: "text" },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    return ((await posted.json()) as { commentID: number }).commentID;
  });

/** Opens the discussion as the reader and resolves once its live stream (with the discussion) answered. */
async function openAsReader(page: Page): Promise<void> {
  await sessions.signInAs(page.context(), READER);
  const stream = page.waitForResponse(
    (response) =>
      response.url().includes("/api/v2/live?") &&
      response.url().includes(`discussion%3A${place.discussionID}`),
  );
  await page.goto(`${browser.baseURL}${place.path}`);
  expect((await stream).status()).toBe(200);
}

beforeAll(async () => {
  await asWriter(async (api) => {
    const created = await api.post("/api/v2/discussions", {
      headers: XHR,
      data: {
        name: "Live, tried in two browsers",
        body: "Comments here arrive while you read.",
        format: "text",
        categoryID: await categoryIDByName(api, "General"),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const discussion = (await created.json()) as { discussionID: number; url: string };
    place.discussionID = discussion.discussionID;
    place.path = new URL(discussion.url, browser.baseURL).pathname;
  });
});

describe("live updates", () => {
  it("a comment posted in one browser shows as '1 new comment' in the other, then in the thread on request with focus", async () => {
    const page = browser.page();
    await openAsReader(page);
    const text = "Posted from the other browser.";
    const commentID = await postComment(text);
    const notice = page.getByRole("button", { name: "1 new comment" });
    await notice.waitFor();
    // Announced, not inserted: the thread does not move under the reader.
    expect(await page.getByText(text).count()).toBe(0);
    await notice.click();
    await page.getByText(text).waitFor();
    await page.waitForFunction((id) => document.activeElement?.id === `Comment_${id}`, commentID);
    expect(await notice.count()).toBe(0);
  });

  it("the title bar's notification count of a mentioned member rises without a reload", async () => {
    const page = browser.page();
    await openAsReader(page);
    const bell = page.getByRole("button", { name: /^Notifications/ });
    const before = (await bell.getAttribute("aria-label")) ?? (await bell.innerText());
    const navigations: string[] = [];
    page.on("framenavigated", (frame) => navigations.push(frame.url()));
    await postComment(`A word for @${READER}.`);
    await page.waitForFunction((label) => {
      const button = [...document.querySelectorAll("button")].find((b) =>
        (b.getAttribute("aria-label") ?? b.textContent ?? "").startsWith("Notifications"),
      );
      return button !== undefined && (button.getAttribute("aria-label") ?? button.textContent) !== label;
    }, before);
    expect(navigations).toEqual([]);
  });
});
