import type { APIRequestContext, Page } from "playwright-core";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { sessionCache, XHR } from "./sign-in-once";

const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);
const apis: APIRequestContext[] = [];
const apiAs = async (username: string) => {
  const api = await sessions.apiAs(username);
  apis.push(api);
  return api;
};

beforeEach(() => browser.page().setDefaultTimeout(10_000));
afterAll(async () => {
  await Promise.all(apis.map((api) => api.dispose()));
});

/** The path of a record's absolute or site-relative URL. */
const pathOf = (url: string) => (url.startsWith("http") ? new URL(url).pathname : url);

/** The demo's long thread (80 comments: three pages of 30), found as a reader finds it in the list. */
async function megaThreadPath(api: APIRequestContext): Promise<string> {
  for (let page = 1; page <= 10; page++) {
    const rows = (await (await api.get(`/api/v2/discussions?limit=100&page=${page}`)).json()) as Array<{
      name: string;
      url: string;
    }>;
    const mega = rows.find((row) => row.name === "Show us your setup (mega thread)");
    if (mega) return pathOf(mega.url);
    if (rows.length < 100) break;
  }
  throw new Error("The demo's mega thread is missing");
}

/** What has focus now, and whether it shows: the focus ring a keyboard user follows. */
function focusNow(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const hasRing = (target: Element) => {
      const style = getComputedStyle(target);
      return (
        (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none"
      );
    };
    // The editor's text shows its focus by the caret and its box's border in the primary colour.
    const boxFocused = () => {
      for (let box = element.parentElement, i = 0; box && i < 4; box = box.parentElement, i++)
        if (box.matches(":focus-within") && getComputedStyle(box).borderTopColor === "rgb(11, 100, 198)")
          return true;
      return false;
    };
    const ringed = element.isContentEditable
      ? hasRing(element) || boxFocused()
      : element.matches(":focus-visible") && hasRing(element);
    const rect = element.getBoundingClientRect();
    return {
      name: (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40),
      inCommentBox: element.isContentEditable && element.closest("#create-comment") !== null,
      commentID: element.closest("li[id^=Comment_]")?.id ?? null,
      visible: rect.width > 0 && rect.height > 0 && ringed,
    };
  });
}

describe("the thread by keyboard", () => {
  it("jump to page: the long demo thread's pagers take a page number by keyboard, and so does the discussion list", async () => {
    const page = browser.page();
    const path = await megaThreadPath(page.context().request);
    await page.goto(path, { waitUntil: "networkidle" });
    const top = page.getByRole("navigation", { name: "Pagination, top" });
    await top.getByText("Page 1 of 3").waitFor();

    // Open, type a page with a stray letter (digits only are kept), Enter. The button waits
    // disabled until the page is hydrated.
    const jump = top.getByRole("button", { name: "Jump to page" });
    await expect.poll(() => jump.isEnabled(), { timeout: 20_000 }).toBe(true);
    await jump.focus();
    await page.keyboard.press("Enter");
    const box = top.getByRole("textbox", { name: "Page number" });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type("3x");
    expect(await box.inputValue()).toBe("3");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === `${path}/p3`);
    const bottom = page.getByRole("navigation", { name: "Pagination", exact: true });
    await bottom.getByText("Page 3 of 3").waitFor();

    // The bottom pager: Escape closes it without moving, focus back on its button.
    await bottom.getByRole("button", { name: "Jump to page" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.type("1");
    await page.keyboard.press("Escape");
    await expect
      .poll(() =>
        bottom.getByRole("button", { name: "Jump to page" }).evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    expect(await bottom.getByRole("textbox", { name: "Page number" }).count()).toBe(0);
    await page.keyboard.press("Enter");
    await page.keyboard.type("2");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === `${path}/p2`);
    await top.getByText("Page 2 of 3").waitFor();

    // Previous leads back to page 1, the page the server sent first: its comments, not page 2's.
    await top.getByRole("link", { name: "Previous" }).click();
    await page.waitForURL((url) => url.pathname === path);
    await top.getByText("Page 1 of 3").waitFor();

    // The discussion list's pager has it too.
    await page.goto("/discussions", { waitUntil: "networkidle" });
    const listPager = page.getByRole("navigation", { name: "Pagination", exact: true });
    const listJump = listPager.getByRole("button", { name: "Jump to page" });
    await expect.poll(() => listJump.isEnabled(), { timeout: 20_000 }).toBe(true);
    await listJump.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.type("2");
    await page.keyboard.press("Enter");
    await listPager.getByText(/^Page 2 of \d+$/).waitFor();
    expect(browser.consoleErrors()).toEqual([]);
  });

  it("on a 375 px phone the pager wraps inside its width, open jump box included (content spec §9 breakpoints)", async () => {
    const page = browser.page();
    await page.setViewportSize({ width: 375, height: 812 });
    try {
      const path = await megaThreadPath(page.context().request);
      await page.goto(`${path}/p2`, { waitUntil: "networkidle" });
      const top = page.getByRole("navigation", { name: "Pagination, top" });
      /**
       * The pager's parts that do not fit: reaching past the screen's width, clipping their own
       * text, or squeezed onto several lines (taller than the one-line Previous button).
       */
      const misfits = () =>
        top.evaluate((nav) => {
          const width = document.documentElement.clientWidth;
          const parts = [...nav.children].flatMap((part) =>
            part.tagName === "FORM" ? [...part.querySelectorAll("label, input, span, button")] : [part],
          );
          const oneLine = (nav.firstElementChild as HTMLElement).getBoundingClientRect().height + 1;
          return parts
            .filter((part) => {
              const rect = part.getBoundingClientRect();
              return (
                rect.right > width ||
                rect.left < 0 ||
                part.scrollWidth > part.clientWidth + 1 ||
                rect.height > oneLine
              );
            })
            .map((part) => part.textContent);
        });
      expect(await misfits()).toEqual([]);
      await top.getByRole("button", { name: "Jump to page" }).click();
      await top.getByRole("textbox", { name: "Page number" }).waitFor();
      expect(await misfits()).toEqual([]);
      expect(await top.getByRole("link", { name: "Next" }).isVisible()).toBe(true);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it("tab stops: a member reaches the comment box of a 5-comment thread in few presses, each stop visibly focused", async () => {
    const page = browser.page();
    const author = await apiAs("member2");
    const other = await apiAs("admin");
    const categories = (await (await author.get("/api/v2/categories?limit=100")).json()) as Array<{
      categoryID: number;
    }>;
    const created = await author.post("/api/v2/discussions", {
      headers: XHR,
      data: {
        name: "Five replies, by keyboard",
        body: "Who reads this by keyboard?",
        format: "markdown",
        categoryID: categories[0]!.categoryID,
      },
    });
    expect(created.status()).toBe(201);
    const discussion = (await created.json()) as { discussionID: number; url: string };
    for (let i = 1; i <= 5; i++) {
      const comment = await (i % 2 ? other : author).post("/api/v2/comments", {
        headers: XHR,
        data: { discussionID: discussion.discussionID, body: `Reply ${i}`, format: "markdown" },
      });
      expect(comment.status()).toBe(201);
      // A reaction on each comment, so the reactions are on the row too.
      const { commentID } = (await comment.json()) as { commentID: number };
      await (i % 2 ? author : other).post(`/api/v2/comments/${commentID}/reactions`, {
        headers: XHR,
        data: { reactionType: "Like" },
      });
    }

    // A third member who may comment and react, reading the thread from the top of the page.
    await sessions.signInAs(page.context(), "member");
    await page.goto(pathOf(discussion.url), { waitUntil: "networkidle" });
    await page.locator("#create-comment [contenteditable=true]").waitFor();
    const stops: NonNullable<Awaited<ReturnType<typeof focusNow>>>[] = [];
    for (let press = 0; press < 120; press++) {
      await page.keyboard.press("Tab");
      const focus = await focusNow(page);
      expect(focus).not.toBeNull();
      stops.push(focus!);
      if (focus!.inCommentBox) break;
    }
    expect(stops.at(-1)?.inCommentBox).toBe(true);
    console.log(`Tab presses from the top of the page to the comment box: ${stops.length}`);
    expect(stops.filter((stop) => !stop.visible).map((stop) => stop.name)).toEqual([]);

    // Each comment: the author's name (their card), the date (the comment's link), and one toolbar
    // holding its reactions and actions (arrows move inside it). The photo is no second stop.
    const perComment = new Map<string, string[]>();
    for (const stop of stops)
      if (stop.commentID)
        perComment.set(stop.commentID, [...(perComment.get(stop.commentID) ?? []), stop.name]);
    expect(perComment.size).toBe(5);
    for (const names of perComment.values()) expect(names, names.join(", ")).toHaveLength(3);
    // The bound: the title bar and breadcrumbs (about 12 stops), Skip to reply, the post (author,
    // category, its toolbar), the sort, 3 a comment (15) and the editor's formatting buttons before
    // its text (12) come to about 45; 50 leaves room for a title-bar link more. It was 114, then 75.
    expect(stops.length).toBeLessThanOrEqual(50);

    // Skip to reply is still there for whom the count is too many: one press then Enter.
    await page.goto(pathOf(discussion.url), { waitUntil: "networkidle" });
    await page.getByRole("link", { name: "Skip to reply" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await focusNow(page))?.inCommentBox).toBe(true);
    expect(browser.consoleErrors()).toEqual([]);
  });

  it("hydration: a post page whose end (the boot payload) is parsed after its first paint hydrates as the member, with no error", async () => {
    const page = browser.page();
    await sessions.signInAs(page.context(), "member");
    const path = await megaThreadPath(page.context().request);
    // The page's end held back: a script the parser must wait for, put just before the boot payload,
    // answers only when the test says so. The page paints meanwhile, as a long or streamed page does.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/held-back.js", async (route) => {
      await held;
      await route.fulfill({ contentType: "text/javascript", body: "" });
    });
    await page.route(`**${path}`, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const nonce = /<script nonce="([^"]+)"/.exec(html)?.[1] ?? "";
      const body = html.replace(
        '<script type="application/json" id="plaza-boot">',
        `<script nonce="${nonce}" src="/held-back.js"></script><script type="application/json" id="plaza-boot">`,
      );
      await route.fulfill({ response, body });
    });
    await page.goto(path, { waitUntil: "commit" });
    await page.waitForFunction(() => document.getElementById("root")?.firstElementChild !== null);
    // The loader's moment (the frame after the first paint) has passed with the page still parsing:
    // the entry must not have started, or it would render without the boot payload.
    const entryStarted = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              setTimeout(() => resolve(document.querySelector("script[type=module][src]") !== null), 0),
            ),
          ),
        ),
    );
    expect(await page.evaluate(() => document.readyState)).toBe("loading");
    expect(entryStarted).toBe(false);
    release();
    // Hydrated as the member: the title bar's buttons work, and no "Sign In" replaced them.
    await expect
      .poll(() => page.getByRole("button", { name: "My Account" }).isEnabled(), { timeout: 20_000 })
      .toBe(true);
    expect(await page.getByRole("link", { name: "Sign In" }).count()).toBe(0);
    expect(browser.consoleErrors()).toEqual([]);
  });
});
