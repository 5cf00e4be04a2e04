import fs from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { openBrowser } from "./browser";
import { sessionCache, XHR } from "./sign-in-once";

// Editing and previewing a theme in the browser (content spec §3, §4 revision patch; shell spec §2
// theme revisions page, §4 theme preview): the admin edits a theme of the site's own in the
// dashboard's form, previews it, applies it from the preview banner, and the next page a guest
// opens has it; then an older revision is restored.
const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);
fs.mkdirSync("test-results/screenshots", { recursive: true });

const NEW_PRIMARY = "#aa0000";
const NEW_PRIMARY_RGB = "rgb(170, 0, 0)";

async function asAdmin<T>(call: (api: Awaited<ReturnType<typeof sessions.apiAs>>) => Promise<T>): Promise<T> {
  const api = await sessions.apiAs("admin");
  try {
    return await call(api);
  } finally {
    await api.dispose();
  }
}

/** A theme of the site's own, made from Keystone, so no other test's theme changes. */
async function createTheme(): Promise<{ themeID: string; revisionID: number }> {
  return asAdmin(async (api) => {
    const response = await api.post("/api/v2/themes", {
      headers: XHR,
      data: { name: `Editor ${Date.now()}`, parentTheme: "keystone" },
    });
    expect(response.status()).toBe(201);
    return (await response.json()) as { themeID: string; revisionID: number };
  });
}

/** The background of the sign-in page's primary button, as a guest's browser draws it. */
async function guestPrimaryButton(page: Page): Promise<string> {
  const guest = await page.context().browser()!.newContext({ baseURL: browser.baseURL });
  try {
    const guestPage = await guest.newPage();
    await guestPage.goto("/entry/signin", { waitUntil: "networkidle" });
    const button = guestPage.locator('main button[type="submit"]').first();
    return await button.evaluate((element) => getComputedStyle(element).backgroundColor);
  } finally {
    await guest.close();
  }
}

describe("the theme editor (dashboard themes section)", () => {
  it(
    "theme editor: a new primary colour, previewed, applied from the banner, reaches a guest's next page; an older revision is restored; axe finds nothing",
    { timeout: 180_000 },
    async () => {
      const { themeID, revisionID: firstRevision } = await createTheme();
      const page = browser.page();
      await sessions.signInAs(page.context(), "admin");
      try {
        await page.goto(`/dashboard/themes/${themeID}`, { waitUntil: "networkidle" });
        // The colour's text box (the picker beside it has the same name).
        const primary = page.locator('input[id$="_colors_primary"]:not([type="color"])');
        await primary.waitFor();
        expect(await axeViolations(page)).toEqual([]);

        // Typing reaches the live preview before anything is saved.
        await primary.fill(NEW_PRIMARY);
        const frame = page.frameLocator('iframe[title="Preview of the theme"]');
        await expect
          .poll(() =>
            frame
              .locator("html")
              .evaluate((root) => getComputedStyle(root).getPropertyValue("--plaza-color-primary").trim()),
          )
          .toBe(NEW_PRIMARY);

        await page.getByRole("button", { name: "Save", exact: true }).click();
        await page.getByText("Saved as a new revision.").waitFor();

        await page.getByRole("button", { name: "Preview", exact: true }).click();
        await page.waitForURL((url) => url.pathname === "/");
        const banner = page.getByRole("region", { name: "Theme preview" });
        await banner.waitFor();
        await page.screenshot({ path: "test-results/screenshots/theme-preview-banner.png" });
        // Only the previewing admin sees it so far.
        expect(await guestPrimaryButton(page)).not.toBe(NEW_PRIMARY_RGB);

        await banner.getByRole("button", { name: "Apply" }).click();
        await page.waitForURL((url) => url.pathname === `/dashboard/themes/${themeID}`);
        expect(await guestPrimaryButton(page)).toBe(NEW_PRIMARY_RGB);

        await page.goto(`/appearance/style-guides/${themeID}/revisions`, { waitUntil: "networkidle" });
        const revisions = page.getByRole("list", { name: "Revisions" });
        await revisions.waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole("button", { name: `Restore revision ${firstRevision}` }).click();
        await page.getByRole("dialog").getByRole("button", { name: "Restore" }).click();
        await expect
          .poll(() => page.getByRole("button", { name: `Restore revision ${firstRevision}` }).count())
          .toBe(0);
        const restored = revisions.getByRole("listitem").filter({ hasText: "Active" });
        expect(await restored.count()).toBe(1);
        expect(await restored.textContent()).toContain(`Revision ${firstRevision}`);
        expect(await guestPrimaryButton(page)).not.toBe(NEW_PRIMARY_RGB);
      } finally {
        await asAdmin((api) =>
          api.put("/api/v2/themes/current", { headers: XHR, data: { themeID: "keystone" } }),
        );
        await asAdmin((api) => api.delete(`/api/v2/themes/${themeID}`, { headers: XHR }));
      }
    },
  );
});
