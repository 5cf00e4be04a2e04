import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { openBrowser } from "./browser";
import { sessionCache, XHR } from "./sign-in-once";

// Every built-in theme is readable (WCAG 2 AA, colour contrast included): an administrator previews
// each one (shell spec §4 theme preview: only they see it) and axe checks the pages a guest reads most,
// then the dashboard pages the community is run from.
const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);

const BUILTIN_THEMES = ["keystone", "keystone-dark", "harbour"];
const PAGES = ["/", "/discussion/1"];
/** Where moderators and admins run the community: its health, reports, categories, members, layouts. */
const ADMIN_PAGES = [
  "/dashboard/home",
  "/dashboard/content/reports",
  "/dashboard/categories",
  "/dashboard/members",
  "/dashboard/layouts",
  "/dashboard/navigation",
  "/dashboard/themes",
];

/** Runs `check` on an administrator's page while they preview `themeID`; the preview ends after. */
async function previewing(themeID: string, check: (page: Page) => Promise<void>): Promise<void> {
  const page = browser.page();
  await sessions.signInAs(page.context(), "admin");
  const preview = await page.request.put("/api/v2/themes/preview", {
    headers: XHR,
    data: { themeID, redirect: "/" },
  });
  expect(preview.status()).toBe(200);
  try {
    await check(page);
  } finally {
    await page.request.put("/api/v2/themes/preview", { headers: XHR, data: { themeID: null } });
  }
}

describe("the built-in themes", () => {
  it.each(BUILTIN_THEMES)(
    "%s: home and a discussion have no axe violations",
    { timeout: 60_000 },
    async (themeID) => {
      await previewing(themeID, async (page) => {
        for (const path of PAGES) {
          await page.goto(path, { waitUntil: "networkidle" });
          await page.getByRole("region", { name: "Theme preview" }).waitFor();
          expect(await axeViolations(page), `${themeID} ${path}`).toEqual([]);
        }
      });
    },
  );

  it.each(BUILTIN_THEMES)(
    "%s: the dashboard's health, reports, categories, members, layouts, navigation and themes have no axe violations",
    { timeout: 90_000 },
    async (themeID) => {
      await previewing(themeID, async (page) => {
        for (const path of ADMIN_PAGES) {
          await page.goto(path);
          await page.getByRole("main").getByRole("heading", { level: 1 }).first().waitFor();
          await page
            .locator('[aria-busy="true"], [role="status"][aria-label="Loading"]')
            .first()
            .waitFor({ state: "detached" });
          await page.waitForLoadState("networkidle");
          expect(await axeViolations(page), `${themeID} ${path}`).toEqual([]);
        }
      });
    },
  );
});
