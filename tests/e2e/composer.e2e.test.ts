import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { categoryIDByName, sessionCache, XHR } from "./sign-in-once";

const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);
/** A member no other end-to-end file writes as, so the drafts and posts here are this file's own. */
const MEMBER = "barbara";

/** A discussion of the member's own holding a Markdown table, made through the API. */
const place: { path?: string } = {};

beforeAll(async () => {
  const api = await sessions.apiAs(MEMBER);
  try {
    const categoryID = await categoryIDByName(api, "General");
    const created = await api.post("/api/v2/discussions", {
      headers: XHR,
      data: {
        name: "Plans compared, in a table",
        body: "| Plan | Price |\n| --- | --- |\n| Free | 0 € |\n| Pro | 9 € |",
        format: "markdown",
        categoryID,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    place.path = new URL(((await created.json()) as { url: string }).url, browser.baseURL).pathname;
  } finally {
    await api.dispose();
  }
});

beforeEach(async () => {
  browser.page().setDefaultTimeout(15_000);
  await sessions.signInAs(browser.page().context(), MEMBER);
});
afterEach(async () => {
  await browser.page().setViewportSize({ width: 1280, height: 900 });
});

describe("the composer a new member meets", () => {
  it("the category picker lists where the member may post as soon as it opens, by keyboard too", async () => {
    const page = browser.page();
    await page.goto("/post/discussion/-1");
    const category = page.getByRole("combobox", { name: "Category" });
    // The form works once hydrated: its button waits for that.
    const post = page.getByRole("button", { name: "Post Discussion" });
    await expect.poll(() => post.isEnabled(), { timeout: 20_000 }).toBe(true);
    await category.focus();
    await page.keyboard.press("ArrowDown");
    const list = page.getByRole("listbox", { name: "Category" });
    await list.getByRole("option", { name: "Off Topic" }).waitFor();
    const names = await list.getByRole("option").allTextContents();
    expect(names).toContain("General");
    expect(names).not.toContain("Staff Room");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    expect(await category.inputValue()).toBe(names[0]);
  });

  it("the comment box previews the comment as it will show once posted", async () => {
    const page = browser.page();
    await page.goto(place.path ?? "/");
    const editor = page.getByRole("textbox", { name: "Comment" });
    // The server's editor is read-only until the page is hydrated.
    await expect.poll(() => editor.getAttribute("contenteditable"), { timeout: 20_000 }).toBe("true");
    await editor.click();
    await page.keyboard.type("A comment seen before posting.");
    await page.getByRole("tab", { name: "Preview" }).click();
    const panel = page.getByRole("tabpanel", { name: "Preview" });
    await panel.locator(".userContent p", { hasText: "A comment seen before posting." }).waitFor();
    await page.getByRole("tab", { name: "Write" }).click();
    await expect.poll(() => editor.textContent()).toBe("A comment seen before posting.");
  });

  it("the pinned welcome post shows its Markdown formatted, on the home page and its own page", async () => {
    const page = browser.page();
    await page.goto("/");
    const excerpt = page.getByText(/Say hello in Introductions/).first();
    await excerpt.waitFor();
    expect(await page.getByText("**Introductions**").count()).toBe(0);
    await page.getByRole("link", { name: "Welcome to Plaza" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Welcome to Plaza" }).waitFor();
    await page.locator(".userContent li strong", { hasText: "Introductions" }).first().waitFor();
  });

  it("a post's table shows each cell under its column header below 600 px", async () => {
    const page = browser.page();
    await page.setViewportSize({ width: 420, height: 800 });
    await page.goto(place.path ?? "/", { waitUntil: "networkidle" });
    const cell = page.locator(".userContent td", { hasText: "9 €" });
    await cell.waitFor();
    expect(await cell.getAttribute("data-label")).toBe("Price");
    const label = () => cell.evaluate((td) => getComputedStyle(td, "::before").content);
    // The post's styles may still be on their way when the cell shows.
    await expect.poll(label).toBe('"Price"');
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect.poll(label).toBe("none");
  });
});
