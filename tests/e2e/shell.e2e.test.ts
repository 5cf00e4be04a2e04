import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { axeViolations } from "./axe";

const browser = openBrowser();
fs.mkdirSync("test-results/screenshots", { recursive: true });

async function signInAs(username: string) {
  const response = await browser
    .page()
    .context()
    .request.post("/api/v2/session", {
      headers: { "X-Requested-With": "XMLHttpRequest" },
      data: { username, password: "plaza-demo" },
    });
  expect(response.status()).toBe(200);
}

describe("the page shell in Chromium", () => {
  for (const width of [1280, 375]) {
    it(`a guest's home at ${width} px (screenshot)`, async () => {
      const page = browser.page();
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/", { waitUntil: "networkidle" });
      await page.getByRole("heading", { name: "How can we help you?" }).waitFor();
      await page.screenshot({ path: `test-results/screenshots/home-guest-${width}.png` });
      expect(browser.consoleErrors()).toEqual([]);
    });
  }

  it("a member marks all notifications read from the title bar, by keyboard", async () => {
    await signInAs("member");
    const page = browser.page();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/", { waitUntil: "networkidle" });
    const toggle = page.getByRole("banner").getByRole("button", { name: /^Notifications \d+/ });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Mark All Read" }).waitFor();
    await page.screenshot({ path: "test-results/screenshots/notifications-open-1280.png" });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("menuitem", { name: "Mark All Read" }).click();
    await page.getByRole("banner").getByRole("button", { name: "Notifications", exact: true }).waitFor();
    const counts = await page.context().request.get("/api/v2/users/me");
    expect((await counts.json()).countUnreadNotifications).toBe(0);
  });

  it("at 375 px the hamburger opens Site Navigation; Escape closes it and returns focus", async () => {
    const page = browser.page();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/", { waitUntil: "networkidle" });
    const hamburger = page.getByRole("button", { name: "Open Menu" });
    await hamburger.click();
    const panel = page.getByRole("dialog", { name: "Site Navigation" });
    await panel.waitFor();
    await panel.getByRole("link", { name: "Categories" }).waitFor();
    await page.screenshot({ path: "test-results/screenshots/site-navigation-375.png" });
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
    expect(await hamburger.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
