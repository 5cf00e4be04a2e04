import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { axeViolations } from "./axe";
import { sessionCache } from "./sign-in-once";

const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);

describe("member profiles (content spec §2 profile links, shell spec §2)", () => {
  it("profile: a member's profile shows their discussions, comments and reactions lists, without axe violations", async () => {
    const page = browser.page();
    await sessions.signInAs(page.context(), "member2");
    await page.goto("/profile/member", { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: "member" }).waitFor();
    expect(await page.title()).toMatch(/^member/);
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    await page
      .getByRole("region", { name: "Discussions" })
      .getByRole("heading", { level: 3 })
      .first()
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("navigation", { name: "Profile" }).getByRole("link", { name: "Comments" }).click();
    await page.getByRole("region", { name: "Comments" }).getByRole("heading", { level: 3 }).first().waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/profile\/comments\/\d+\/member$/);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("navigation", { name: "Profile" }).getByRole("link", { name: "Reactions" }).click();
    await page.getByRole("heading", { level: 2, name: "Reactions" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);
    expect(browser.consoleErrors()).toEqual([]);
  });

  it("profile: a private profile shows only the restricted view, without axe violations", async () => {
    const page = browser.page();
    await sessions.signInAs(page.context(), "member2");
    await page.goto("/profile/private", { waitUntil: "networkidle" });
    await page.getByText("This user's profile is private.").waitFor();
    expect(await page.getByRole("navigation", { name: "Profile" }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("profile: a name nobody has is User Not Found", async () => {
    const page = browser.page();
    await page.goto("/profile/nobody-by-this-name", { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "User Not Found" }).waitFor();
  });
});
