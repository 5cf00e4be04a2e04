import { beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "./axe";
import { openBrowser } from "./browser";
import { keepSiteConfig } from "./keep-site-config";
import { sessionCache } from "./sign-in-once";

// Issue 32, site-wide navigation: a site manager adds a "Help Center" item in the dashboard; a guest
// finds it in the title bar of layout pages and app pages alike; an item for moderators only never
// reaches a guest.
const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);
keepSiteConfig(sessions, ["navigation.items"]);

beforeEach(() => browser.page().setDefaultTimeout(15_000));

/** The title bar's link of that name (the page's banner). */
const titleBarLink = (page: Page, name: string) =>
  page.getByRole("banner").getByRole("link", { name, exact: true });

describe("the site-wide navigation", () => {
  it("an admin adds Help Center and a moderators-only item in the dashboard; a guest sees Help Center on /, /discussions, /search and a profile, never the other; axe finds nothing on the dashboard page", async () => {
    const page = browser.page();
    await sessions.signInAs(page.context(), "admin");
    await page.goto("/dashboard/navigation", { waitUntil: "networkidle" });
    await page.getByRole("group", { name: "Posts" }).waitFor();

    await page.getByRole("button", { name: "Add a link", exact: true }).click();
    // The new item's label has the focus.
    await page.keyboard.type("Help Center");
    const help = page.getByRole("group", { name: "Help Center" });
    await help.getByRole("textbox", { name: "Address" }).fill("/help-center");

    await page.getByRole("button", { name: "Add a link", exact: true }).click();
    await page.keyboard.type("Staff Lounge");
    const staff = page.getByRole("group", { name: "Staff Lounge" });
    await staff.getByRole("textbox", { name: "Address" }).fill("/staff-lounge");
    await staff.getByRole("checkbox", { name: "Moderator" }).check();
    // By keyboard: Help Center goes up to the first place.
    await page.getByRole("button", { name: "Move up: Help Center" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.getByRole("status").last().textContent())
      .toBe("Help Center moved to position 1 of 4.");

    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("The navigation was saved.").waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const guest = await page.context().browser()!.newContext({ baseURL: browser.baseURL });
    try {
      const guestPage = await guest.newPage();
      for (const path of ["/", "/discussions", "/search", "/profile/member"]) {
        // Another server of the site may learn of the change a moment later: poll the page.
        await expect
          .poll(
            async () => {
              await guestPage.goto(path, { waitUntil: "networkidle" });
              return titleBarLink(guestPage, "Help Center").count();
            },
            { timeout: 10_000, message: path },
          )
          .toBe(1);
        expect(await titleBarLink(guestPage, "Help Center").getAttribute("href"), path).toBe("/help-center");
        expect(await titleBarLink(guestPage, "Posts").count(), path).toBe(1);
        expect(await guestPage.content(), path).not.toContain("Staff Lounge");
      }
      // A page reached inside the app (no new boot payload) shows it too.
      await guestPage.goto("/search", { waitUntil: "networkidle" });
      await titleBarLink(guestPage, "Posts").click();
      await guestPage.waitForURL("**/discussions");
      await titleBarLink(guestPage, "Help Center").waitFor();
    } finally {
      await guest.close();
    }

    const moderator = await page.context().browser()!.newContext({ baseURL: browser.baseURL });
    try {
      await sessions.signInAs(moderator, "moderator");
      const moderatorPage = await moderator.newPage();
      await moderatorPage.goto("/search", { waitUntil: "networkidle" });
      await titleBarLink(moderatorPage, "Staff Lounge").waitFor();
    } finally {
      await moderator.close();
    }
  }, 120_000);
});
