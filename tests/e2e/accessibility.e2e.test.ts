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
