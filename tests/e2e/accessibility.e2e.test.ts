import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { axeViolations } from "./axe";

const browser = openBrowser();

describe("accessibility (axe-core, WCAG 2.1 A/AA)", () => {
  for (const path of ["/", "/discussions", "/categories", "/entry/signin"]) {
    it(`a guest's ${path} has no violations`, async () => {
      const page = browser.page();
      await page.goto(path, { waitUntil: "networkidle" });
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it("a member's home has no violations", async () => {
    const page = browser.page();
    const response = await page.context().request.post("/api/v2/session", {
      headers: { "X-Requested-With": "XMLHttpRequest" },
      data: { username: "member", password: "plaza-demo" },
    });
    expect(response.status()).toBe(200);
    await page.goto("/", { waitUntil: "networkidle" });
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe("the dark preset (ui.colorScheme)", () => {
  it("home and a post page in the dark preset have no violations, colour contrast included", async () => {
    const page = browser.page();
    const admin = page.context().request;
    const headers = { "X-Requested-With": "XMLHttpRequest" };
    const signIn = await admin.post("/api/v2/session", {
      headers,
      data: { username: "admin", password: "plaza-demo" },
    });
    expect(signIn.status()).toBe(200);
    expect(
      (await admin.patch("/api/v2/config", { headers, data: { "ui.colorScheme": "dark" } })).status(),
    ).toBe(204);
    try {
      await page.goto("/", { waitUntil: "networkidle" });
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: "test-results/screenshots/home-dark-1280.png" });
      await page.getByRole("link", { name: "Welcome to Plaza" }).first().click();
      await page.getByRole("heading", { level: 1, name: "Welcome to Plaza" }).waitFor();
      await page.waitForLoadState("networkidle");
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await admin.patch("/api/v2/config", { headers, data: { "ui.colorScheme": "light" } });
    }
  });
});
