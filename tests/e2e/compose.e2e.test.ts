import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { sessionCache } from "./sign-in-once";

const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);
/** A member no other end-to-end file writes as, so drafts and posts here are this file's own. */
const MEMBER = "dennis";
/** How late every script arrives: a slow phone or network, where the server's form shows long before it works. */
const SCRIPT_DELAY_MS = 1500;

beforeEach(async () => {
  browser.page().setDefaultTimeout(15_000);
  await sessions.signInAs(browser.page().context(), MEMBER);
});

/** Holds every script back by {@link SCRIPT_DELAY_MS}, as Chromium's throttling would. */
async function throttleScripts(page: Page) {
  await page.route(
    (url) => url.pathname.endsWith(".js"),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
      await route.continue();
    },
  );
}

describe("the New Discussion form keeps what is typed before and during hydration", () => {
  it("a title typed while the scripts are still loading is all there when posting", async () => {
    const page = browser.page();
    await throttleScripts(page);
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/v2/discussions") {
        sent.push((request.postDataJSON() as { name: string }).name);
      }
    });
    await page.goto("/post/discussion/-1", { waitUntil: "commit" });
    const title = page.getByRole("textbox", { name: "Title" });
    await title.waitFor();
    // Typed into the server's form, before its script has arrived.
    await title.pressSequentially("Typed before hydration");
    const post = page.getByRole("button", { name: "Post Discussion" });
    await expect.poll(() => post.isEnabled(), { timeout: 20_000 }).toBe(true);
    await title.pressSequentially(", and after");

    const category = page.getByRole("combobox", { name: "Category" });
    await category.fill("Off");
    await page.getByRole("option", { name: "Off Topic" }).click();
    await page.getByRole("textbox", { name: "Body" }).click();
    await page.keyboard.type("Some words for the body.");
    expect(await title.inputValue()).toBe("Typed before hydration, and after");
    await post.click();
    await page.getByRole("heading", { level: 1, name: "Typed before hydration, and after" }).waitFor();
    expect(sent).toEqual(["Typed before hydration, and after"]);
  });
});
