// e2e: also on two PostgreSQL servers (a theme applied on one server shows on the other at once (its cache is dropped)).
import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { sessionCache, XHR } from "./sign-in-once";

// The applied theme reaches a guest's first paint (content spec §4, §7 themes): the server renders it
// into the page, so the page has its colours before any script runs and keeps them after hydration.
const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);

// Harbour's primary colour, #a64b24 (its readable revision, migration 0045).
const HARBOUR_PRIMARY = "rgb(166, 75, 36)";

async function applyTheme(themeID: string): Promise<void> {
  const api = await sessions.apiAs("admin");
  try {
    const response = await api.put("/api/v2/themes/current", { headers: XHR, data: { themeID } });
    expect(response.status()).toBe(200);
  } finally {
    await api.dispose();
  }
}

/** The title bar's background and how many theme style elements the page has. */
function themeOfPage() {
  return browser.page().evaluate(() => ({
    titleBar: getComputedStyle(document.querySelector("header")!).backgroundColor,
    styles: document.querySelectorAll("#plaza-theme-variables").length,
  }));
}

describe("themes in the browser", () => {
  it("themes: a guest's page has the applied theme before its scripts run and after hydration, with no CSP error", async () => {
    await applyTheme("harbour");
    try {
      const page = browser.page();
      // Scripts held back: what the first paint shows is the server's HTML alone.
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      await page.goto("/");
      expect(await themeOfPage()).toEqual({ titleBar: HARBOUR_PRIMARY, styles: 1 });

      await page.unroute(/\.js(\?|$)/);
      await page.goto("/", { waitUntil: "networkidle" });
      // The boot script has run: it sets the colour scheme's data-theme, which the server's HTML lacks.
      await page.waitForFunction(() => document.documentElement.dataset.theme !== undefined);
      expect(await themeOfPage()).toEqual({ titleBar: HARBOUR_PRIMARY, styles: 1 });
      expect(browser.consoleErrors().filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
    } finally {
      await applyTheme("keystone");
    }
  });
});
