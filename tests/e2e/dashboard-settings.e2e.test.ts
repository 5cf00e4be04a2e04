// e2e: also on two PostgreSQL servers (config saved on one server applies on the other at once (its cache is dropped)).
import { beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { openBrowser } from "./browser";
import { keepSiteConfig } from "./keep-site-config";
import { sessionCache } from "./sign-in-once";

// Dashboard → Settings in Chromium: an administrator renames the site in the generated form, is told
// under the field why an editing timeout is refused, and switches the interface to Arabic.
const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);
keepSiteConfig(sessions, ["ui.siteName", "ui.editContentTimeout", "ui.localeKey"]);

beforeEach(() => browser.page().setDefaultTimeout(15_000));

/**
 * Opens the home page again and reads it. Another server of the site may learn of a change a moment
 * later (a notification from the database), so a test polls this until the page has it.
 */
async function homeAgain<T>(page: Page, read: () => Promise<T>): Promise<T> {
  await page.goto("/", { waitUntil: "networkidle" });
  return read();
}

describe("the settings section of the dashboard", () => {
  it("settings: an admin renames the site, gets a field error for an invalid editing timeout, and switches to Arabic", async () => {
    const page = browser.page();
    await sessions.signInAs(page.context(), "admin");

    await page.goto("/dashboard/settings", { waitUntil: "networkidle" });
    const siteName = page.getByRole("textbox", { name: "Site name" });
    await siteName.fill("Harbour Town Forum");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Your changes were saved.").waitFor();
    await expect
      .poll(() => homeAgain(page, () => page.title()), { timeout: 10_000 })
      .toContain("Harbour Town Forum");

    await page.goto("/dashboard/settings/editing", { waitUntil: "networkidle" });
    const timeout = page.getByRole("spinbutton", { name: "Editing timeout" });
    await timeout.fill("-5");
    await page.getByRole("button", { name: "Save" }).click();
    const described = await timeout.getAttribute("aria-describedby");
    const errorText = await page.evaluate(
      (ids) =>
        (ids ?? "")
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" | "),
      described,
    );
    expect(errorText).toMatch(/-1/);

    await page.goto("/dashboard/settings/language", { waitUntil: "networkidle" });
    await page.getByRole("combobox", { name: "Interface language" }).selectOption({ label: "العربية" });
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Your changes were saved.").waitFor();
    const direction = () => page.evaluate(() => document.documentElement.dir);
    await expect.poll(() => homeAgain(page, direction), { timeout: 10_000 }).toBe("rtl");
  });
});
