import fs from "node:fs";
import type { Locator, Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { openBrowser } from "./browser";
import { sessionCache } from "./sign-in-once";

// The dashboard frame as an administrator and a member meet it (shell spec §2 error pages, §6
// permissions). It walks whichever sections are registered, so each new section is checked too.
const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);
const signInAs = (username: string) => sessions.signInAs(browser.page().context(), username);
fs.mkdirSync("test-results/screenshots", { recursive: true });

beforeEach(() => browser.page().setDefaultTimeout(15_000));

const navOf = (page: Page) => page.getByRole("navigation", { name: "Dashboard Sections" });
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Waits until the open section has rendered: its region is there and nothing in it is loading. */
async function settled(page: Page): Promise<void> {
  await page.locator('section[aria-labelledby="dashboard-section-heading"]').waitFor();
  await page.waitForLoadState("networkidle");
  await page.locator('[aria-busy="true"], [role="status"][aria-label="Loading"]').first().waitFor({
    state: "detached",
  });
}

/** Tabs from the top of the page until `target` has focus, as a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press("Tab");
    if (await isFocused(target)) return;
  }
  throw new Error("Could not reach the dashboard navigation with Tab");
}

describe("the dashboard (settings.manage or site.manage)", () => {
  it(
    "an admin opens it from the account menu; Tab reaches its navigation; axe finds nothing on any section",
    { timeout: 180_000 },
    async () => {
      await signInAs("admin");
      const page = browser.page();
      await page.goto("/", { waitUntil: "networkidle" });
      await page.getByRole("banner").getByRole("button", { name: "My Account" }).click();
      await page.getByRole("menuitem", { name: "Dashboard" }).click();
      await page.waitForURL(/\/dashboard(\/|$)/);
      await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
      const links = navOf(page).getByRole("link");
      await links.first().waitFor();
      expect(await page.title()).toMatch(/^Dashboard - /);

      await page.goto(page.url(), { waitUntil: "networkidle" });
      await tabTo(page, links.first());
      await page.keyboard.press("Tab");
      if ((await links.count()) > 1) expect(await isFocused(links.nth(1))).toBe(true);

      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
      const failures: string[] = [];
      // Each section, then each page of a section's own navigation (the settings pages, say).
      const pages: string[] = [];
      for (const href of hrefs) {
        await page.goto(href, { waitUntil: "networkidle" });
        await settled(page);
        const current = navOf(page).locator('[aria-current="page"]');
        expect(await current.getAttribute("href")).toBe(href);
        for (const violation of await axeViolations(page))
          failures.push(`${href}: ${JSON.stringify(violation)}`);
        pages.push(href);
        const subpages = await page
          .locator('section[aria-labelledby="dashboard-section-heading"] nav a[href]')
          .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
        for (const subpage of subpages.filter((path) => !pages.includes(path) && path !== href)) {
          await page.goto(subpage, { waitUntil: "networkidle" });
          await settled(page);
          for (const violation of await axeViolations(page))
            failures.push(`${subpage}: ${JSON.stringify(violation)}`);
          pages.push(subpage);
        }
      }
      await page.screenshot({ path: "test-results/screenshots/dashboard-1280.png" });
      console.log(
        `dashboard: axe on ${hrefs.length} sections, ${pages.length} pages in all, ${failures.length} violations`,
      );
      expect(failures).toEqual([]);
    },
  );

  it("on a phone the navigation sits above the section, and the frame passes axe", async () => {
    await signInAs("admin");
    const page = browser.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/dashboard", { waitUntil: "networkidle" });
    await page.waitForURL(/\/dashboard\/[^/]+/);
    await settled(page);
    const nav = await navOf(page).boundingBox();
    const section = await page.locator('section[aria-labelledby="dashboard-section-heading"]').boundingBox();
    expect(nav && section && nav.y + nav.height <= section.y).toBe(true);
    await page.screenshot({ path: "test-results/screenshots/dashboard-390.png" });
    expect(await axeViolations(page)).toEqual([]);
  });

  it("a member visiting /dashboard sees Permission Problem", async () => {
    await signInAs("member");
    const page = browser.page();
    const response = await page.goto("/dashboard", { waitUntil: "networkidle" });
    expect(response?.status()).toBeLessThan(500);
    await page.getByRole("heading", { level: 1, name: "Permission Problem" }).waitFor();
    expect(await navOf(page).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/dashboard");
  });

  it("a guest visiting a dashboard section is offered Sign In", async () => {
    const page = browser.page();
    await page.goto("/dashboard/settings", { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: "Permission Problem" }).waitFor();
    expect(await page.getByRole("main").getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe(
      "/entry/signin?Target=%2Fdashboard%2Fsettings",
    );
  });
});
