import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { sessionCache } from "./sign-in-once";

const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);
/** A member no other end-to-end file writes as, so drafts and posts here are this file's own. */
const MEMBER = "dennis";
beforeEach(async () => {
  browser.page().setDefaultTimeout(15_000);
  await sessions.signInAs(browser.page().context(), MEMBER);
});

/**
 * Holds every script back until `release()`, as a slow phone or network would: the server's form
 * shows long before it works.
 */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith(".js"),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return { release };
}

describe("the New Discussion form keeps what is typed before and during hydration", () => {
  it("a title typed while the scripts are still loading is all there when posting", async () => {
    const page = browser.page();
    const scripts = await holdScripts(page);
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
    scripts.release();
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
