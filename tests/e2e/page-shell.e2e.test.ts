import { beforeEach, describe, expect, it } from "vitest";
import type { Route } from "playwright-core";
import { openBrowser } from "./browser";
import { axeViolations } from "./axe";
import { categoryIDByName, sessionCache, XHR } from "./sign-in-once";

const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);

beforeEach(() => browser.page().setDefaultTimeout(10_000));

/** WCAG contrast of two `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe("the page shell on a phone, its focus ring and its page progress (Chromium)", () => {
  it("at 375 px a member has New Post in the first screen of home and the unread counts in the header", async () => {
    // Another member mentions the demo member and writes to them: a notification and a message wait.
    const moderator = await sessions.apiAs("moderator");
    const memberApi = await sessions.apiAs("member");
    try {
      const me = (await (await memberApi.get("/api/v2/users/me")).json()) as { userID: number };
      const categoryID = await categoryIDByName(moderator, "General");
      const mention = await moderator.post("/api/v2/discussions", {
        headers: XHR,
        data: { name: "A word for member", body: "Have a look, @member.", format: "markdown", categoryID },
      });
      expect(mention.status()).toBe(201);
      const message = await moderator.post("/api/v2/conversations", {
        headers: XHR,
        data: {
          participantUserIDs: [me.userID],
          initialBody: "Hello from a phone test",
          initialFormat: "text",
        },
      });
      expect(message.status()).toBe(201);
      const counts = (await (await memberApi.get("/api/v2/users/me")).json()) as {
        countUnreadNotifications: number;
        countUnreadConversations: number;
      };
      expect(counts.countUnreadNotifications).toBeGreaterThan(0);
      expect(counts.countUnreadConversations).toBeGreaterThan(0);

      const page = browser.page();
      await sessions.signInAs(page.context(), "member");
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto("/", { waitUntil: "networkidle" });
      const banner = page.getByRole("banner");
      await banner
        .getByRole("button", { name: `Notifications, ${counts.countUnreadNotifications} unread` })
        .waitFor();
      await banner
        .getByRole("button", { name: `Messages, ${counts.countUnreadConversations} unread` })
        .waitFor();
      const newPost = page.getByRole("main").getByRole("link", { name: "New Post" });
      await newPost.waitFor();
      const box = await newPost.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y + box!.height).toBeLessThanOrEqual(812);
      await page.waitForLoadState("networkidle");
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await moderator.dispose();
      await memberApi.dispose();
    }
  });

  it("a focused title-bar link has an outline that stands out from the bar", async () => {
    const page = browser.page();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/", { waitUntil: "networkidle" });
    const signIn = page.getByRole("banner").getByRole("link", { name: "Sign In" });
    // By keyboard, as a person would reach it.
    for (let presses = 0; presses < 30; presses += 1) {
      if (await signIn.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    const drawn = await signIn.evaluate((element) => {
      const bar = element.closest("header")!;
      const style = getComputedStyle(element);
      return {
        focused: element === document.activeElement,
        outlineStyle: style.outlineStyle,
        outlineWidth: parseFloat(style.outlineWidth),
        outlineColor: style.outlineColor,
        barColor: getComputedStyle(bar).backgroundColor,
      };
    });
    expect(drawn.focused).toBe(true);
    expect(drawn.outlineStyle).not.toBe("none");
    expect(drawn.outlineWidth).toBeGreaterThanOrEqual(2);
    expect(drawn.outlineColor).not.toBe(drawn.barColor);
    expect(contrast(drawn.outlineColor, drawn.barColor)).toBeGreaterThanOrEqual(3);
  });

  it("keeps the page and shows a named progress bar while the next page's layout is slow, then shows it", async () => {
    const page = browser.page();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "How can we help you?" }).waitFor();
    // The next layout is held until the test lets it go: no clock, no sleep.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/v2/layouts/lookup-hydrate**", async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("banner").getByRole("link", { name: "Categories" }).click();
    const progress = page.getByRole("progressbar", { name: "Loading page" });
    await progress.waitFor();
    expect(await page.locator('[aria-live="polite"]', { hasText: "Loading page" }).count()).toBe(1);
    // The home page stays (busy) meanwhile; the bar is fixed, so nothing moved.
    expect(await page.getByRole("heading", { name: "How can we help you?" }).isVisible()).toBe(true);
    expect(await page.locator("main").getAttribute("aria-busy")).toBe("true");
    expect(await progress.evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
    release();
    await progress.waitFor({ state: "detached" });
    await page.getByRole("heading", { level: 1, name: "Categories" }).waitFor();
    expect(browser.consoleErrors()).toEqual([]);
  });

  it("titles the discussion lists for what they show: Discussions, Bookmarks, Tagged: …", async () => {
    const page = browser.page();
    await sessions.signInAs(page.context(), "member");
    await page.setViewportSize({ width: 1280, height: 900 });
    const tags = (await (await page.context().request.get("/api/v2/tags")).json()) as Array<{
      tagID: number;
      name: string;
    }>;
    const tag = tags[0]!;
    const cases = [
      ["/discussions", "Discussions", "Recent Discussions - "],
      ["/discussions/bookmarked", "Bookmarks", "Bookmarks - "],
      [`/discussions?tagID=${tag.tagID}`, `Tagged: ${tag.name}`, `Tagged: ${tag.name} - `],
    ] as const;
    for (const [path, heading, title] of cases) {
      await page.goto(path, { waitUntil: "networkidle" });
      await page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
      expect(await page.getByRole("heading", { level: 1 }).count(), path).toBe(1);
      expect((await page.title()).startsWith(title), `${path}: ${await page.title()}`).toBe(true);
    }
  });
});
