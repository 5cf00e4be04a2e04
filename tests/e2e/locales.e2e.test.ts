import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { openBrowser } from "./browser";
import { axeViolations } from "./axe";
import { sessionCache, XHR } from "./sign-in-once";

// The interface language follows ui.localeKey (content spec §3): Arabic pages are rendered right to
// left by the server, mirror their layout, and stay right to left on client navigation.
const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);

async function setLocale(localeKey: string): Promise<void> {
  const api = await sessions.apiAs("admin");
  try {
    const response = await api.patch("/api/v2/config", { headers: XHR, data: { "ui.localeKey": localeKey } });
    expect(response.status()).toBe(204);
  } finally {
    await api.dispose();
  }
}

/** The root element's language and direction. */
const rootLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/** The left edges of the title bar's first and last visible items, and the page's width. */
const titleBarEdges = (page: Page) =>
  page.evaluate(() => {
    const inner = document.querySelector("header > div");
    const items = [...(inner?.children ?? [])]
      .map((item) => item.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    const first = items[0];
    const last = items[items.length - 1];
    return {
      count: items.length,
      firstLeft: first?.left ?? 0,
      firstRight: first?.right ?? 0,
      lastLeft: last?.left ?? 0,
      width: document.documentElement.clientWidth,
    };
  });

describe("interface languages in the browser", () => {
  it("locales: with ui.localeKey=ar a guest's home is right to left, mirrored and accessible; en restores", async () => {
    await setLocale("ar");
    try {
      const page = browser.page();
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto("/", { waitUntil: "networkidle" });
      expect(await rootLanguage(page)).toEqual({ lang: "ar", dir: "rtl" });
      await expect.poll(() => page.getByText("تسجيل الدخول").first().isVisible()).toBe(true);

      // The title bar reads from the right: its first item sits at the right edge, after the last.
      const edges = await titleBarEdges(page);
      expect(edges.count).toBeGreaterThan(1);
      expect(edges.firstLeft).toBeGreaterThan(edges.lastLeft);
      expect(edges.firstRight).toBeGreaterThan(edges.width - 120);

      expect(await axeViolations(page)).toEqual([]);

      // Client navigation keeps the language and direction.
      const link = page.locator('header nav a[href^="/"]').first();
      await link.click();
      await page.waitForLoadState("networkidle");
      expect(await rootLanguage(page)).toEqual({ lang: "ar", dir: "rtl" });
      expect(browser.consoleErrors()).toEqual([]);
    } finally {
      await setLocale("en");
    }
    const page = browser.page();
    await page.goto("/", { waitUntil: "networkidle" });
    expect(await rootLanguage(page)).toEqual({ lang: "en", dir: "" });
    await expect.poll(() => page.getByText("Sign In").first().isVisible()).toBe(true);
    const edges = await titleBarEdges(page);
    expect(edges.firstLeft).toBeLessThan(edges.lastLeft);
  });
});
