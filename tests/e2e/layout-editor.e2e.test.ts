import fs from "node:fs";
import type { APIRequestContext, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { openBrowser } from "./browser";
import { sessionCache, XHR } from "./sign-in-once";

// The editor in Chromium: a site manager edits a copy of the home layout in the
// editor (adds a call to action from the catalog, fills its generated form, hides it on phones,
// moves it to another region by keyboard alone, has an invalid Advanced edit refused), publishes,
// and a guest sees it at 1280 px and not at 375 px. axe finds nothing with the editor open and with
// the settings form open.
const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);
fs.mkdirSync("test-results/screenshots", { recursive: true });

const CTA_TITLE = "Join the Plaza community";
let api: APIRequestContext;
let layoutID: number;

beforeAll(async () => {
  api = await sessions.apiAs("admin");
  // A copy of the built-in home layout, assigned site-wide (the dashboard's part, done through the API).
  const builtIn = await api.get("/api/v2/layouts/home");
  expect(builtIn.status()).toBe(200);
  const { layout } = (await builtIn.json()) as { layout: unknown[] };
  const created = await api.post("/api/v2/layouts", {
    headers: XHR,
    data: { name: "Home for the editor test", layoutViewType: "home", layout },
  });
  expect(created.status()).toBe(201);
  layoutID = ((await created.json()) as { layoutID: number }).layoutID;
  const assigned = await api.put(`/api/v2/layouts/${layoutID}/views`, {
    headers: XHR,
    data: [{ recordType: "global", recordID: -1 }],
  });
  expect(assigned.status()).toBeLessThan(300);
});

afterAll(async () => {
  // The server is shared by every e2e file: the home page goes back to the built-in layout.
  await api.put(`/api/v2/layouts/${layoutID}/views`, { headers: XHR, data: [] });
  await api.delete(`/api/v2/layouts/${layoutID}`, { headers: XHR });
  await api.dispose();
});

beforeEach(() => browser.page().setDefaultTimeout(20_000));

// The editor runs under the same strict CSP as every page (no 'unsafe-eval'): every violation a
// page meets is kept, so a test can say it met none (each test has a fresh context).
beforeEach(async () => {
  await browser
    .page()
    .context()
    .addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
});

/** The vertical middle of an element, rounded: two elements on one row share it. */
async function rowOf(locator: ReturnType<Page["locator"]>): Promise<number> {
  const box = await locator.boundingBox();
  expect(box, "the element is shown").not.toBeNull();
  return Math.round((box!.y + box!.height / 2) / 8);
}

const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);

const tree = (page: Page) => page.getByRole("tree", { name: "Outline" });
const announcer = (page: Page) => page.getByTestId("outline-announcer");
const saveState = (page: Page) => page.locator("[data-save-state]");

async function noViolations(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, where).toEqual([]);
}

describe("the layout editor", () => {
  it(
    "a site manager adds a call to action, fills its form, hides it on phones, moves it by keyboard and publishes; a guest sees it on a desktop only",
    { timeout: 240_000 },
    async () => {
      const page = browser.page();
      await sessions.signInAs(page.context(), "admin");
      await page.setViewportSize({ width: 1280, height: 900 });
      const opened = await page.goto(`/dashboard/layouts/${layoutID}/edit`, { waitUntil: "networkidle" });
      expect(opened?.headers()["content-security-policy"]).not.toContain("unsafe-eval");
      await page.getByRole("heading", { level: 1, name: "Home for the editor test" }).waitFor();
      await tree(page).waitFor();
      // The canvas shows the layout hydrated by the server.
      await page
        .getByRole("region", { name: "Preview" })
        .getByRole("heading", { name: "Recent Discussions" })
        .waitFor();
      await noViolations(page, "the editor open");

      // Add a call to action at the end of the main column, from the catalog, by keyboard.
      await tree(page).getByRole("treeitem", { name: "Main top", exact: true }).click();
      await page.getByRole("button", { name: "Add widget" }).click();
      const picker = page.getByRole("dialog", { name: "Add a widget" });
      await picker.getByRole("searchbox", { name: "Search" }).fill("call to");
      await page.keyboard.press("Enter");
      await picker.waitFor({ state: "detached" });
      await page.getByRole("heading", { name: "Settings: Call to action" }).waitFor();

      // Its title and button in the generated form; the canvas follows as it is typed.
      const settings = page.getByRole("region", { name: "Settings" });
      await settings.locator('input[id$="__title"]').fill(CTA_TITLE);
      await settings.locator('input[id$="_button_title"]').fill("Sign up");
      await settings.locator('input[id$="_button_url"]').fill("/entry/register");
      await page.getByRole("region", { name: "Preview" }).getByRole("heading", { name: CTA_TITLE }).waitFor();
      await settings.getByRole("radio", { name: "Desktop only" }).check();
      await noViolations(page, "the call to action's settings form open");

      // Moved to the next region with the keyboard alone: M, the arrow, Enter.
      await tree(page).focus();
      await page.keyboard.press("m");
      expect(await announcer(page).textContent()).toContain("Picked up Call to action");
      await page.keyboard.press("ArrowDown");
      await expect
        .poll(() => announcer(page).textContent())
        .toContain("Moved to position 1 of 1 in Main bottom");
      await page.keyboard.press("Enter");
      await expect
        .poll(() => announcer(page).textContent())
        .toContain("Dropped at position 1 of 1 in Main bottom");

      // An invalid edit in the Advanced view is refused with a field error, and changes nothing.
      await expect.poll(() => saveState(page).getAttribute("data-save-state")).toBe("saved");
      await page.getByRole("button", { name: "Advanced" }).click();
      const json = page.getByRole("textbox", { name: "Layout JSON" });
      const document = JSON.parse(await json.inputValue()) as { layout: Array<Record<string, unknown>> };
      const moved = (document.layout[1]!.mainBottom as Array<Record<string, unknown>>)[0]!;
      expect(moved.title).toBe(CTA_TITLE);
      moved.title = 42;
      await json.fill(JSON.stringify(document, null, 2));
      await page.getByRole("button", { name: "Apply" }).click();
      const refusal = page.getByRole("dialog", { name: "Advanced" }).getByRole("alert");
      await refusal.waitFor();
      expect(await refusal.textContent()).toContain("layout[1].mainBottom[0]");
      expect(await json.getAttribute("aria-invalid")).toBe("true");
      await page.getByRole("button", { name: "Cancel" }).click();
      expect(await saveState(page).getAttribute("data-save-state")).toBe("saved");
      // Editing and checking the layout (outline, settings form, Advanced) met no CSP violation.
      expect(await cspViolations(page)).toEqual([]);

      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect.poll(() => saveState(page).textContent()).toBe("Published");
      await page.screenshot({ path: "test-results/screenshots/layout-editor-1280.png" });
      // At 1280 px the top bar is one row: Publish sits on the Back link's line.
      expect(await rowOf(page.getByRole("button", { name: "Publish", exact: true }))).toBe(
        await rowOf(page.getByRole("link", { name: "Back to layouts" })),
      );

      // At 375 px the editor says it needs a wider screen; the outline stays, and the top bar wraps
      // into rows within the screen (the canvas's controls go with the canvas).
      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByText("The layout editor needs a wider screen").waitFor();
      await tree(page).waitFor();
      await page.screenshot({ path: "test-results/screenshots/layout-editor-375.png" });
      expect(await page.evaluate(() => globalThis.document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      const publish = await page.getByRole("button", { name: "Publish", exact: true }).boundingBox();
      expect(publish!.x + publish!.width).toBeLessThanOrEqual(375);
      expect(await page.getByRole("group", { name: "Canvas width" }).isVisible()).toBe(false);

      // A guest sees the published call to action on a desktop, not on a phone.
      const guest = await page.context().browser()!.newContext({ baseURL: browser.baseURL });
      try {
        const desktop = await guest.newPage();
        await desktop.setViewportSize({ width: 1280, height: 900 });
        await desktop.goto("/", { waitUntil: "networkidle" });
        await desktop.getByRole("heading", { name: CTA_TITLE }).waitFor();
        expect(await desktop.getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe(
          "/entry/register",
        );
        const phone = await guest.newPage();
        await phone.setViewportSize({ width: 375, height: 800 });
        await phone.goto("/", { waitUntil: "networkidle" });
        await phone.getByRole("heading", { name: "Recent Discussions" }).waitFor();
        await phone.getByRole("heading", { name: CTA_TITLE }).waitFor({ state: "detached" });
      } finally {
        await guest.close();
      }
    },
  );

  it("reached by the dashboard's Edit link, the editor loads as a page of its own and checks the layout with no error", async () => {
    const page = browser.page();
    await sessions.signInAs(page.context(), "admin");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/dashboard/layouts", { waitUntil: "networkidle" });
    const before = browser.consoleErrors().length;
    await page.getByRole("link", { name: "Edit Home for the editor test" }).click();
    await page.waitForURL(`**/dashboard/layouts/${layoutID}/edit`);
    await tree(page).waitFor();
    // The model checks every widget against its schema, with validators it imports (no eval): the
    // policy forbids eval, and nothing was refused.
    await tree(page).getByRole("treeitem", { name: "Main top", exact: true }).click();
    await page.getByRole("button", { name: "Add widget" }).click();
    await page
      .getByRole("dialog", { name: "Add a widget" })
      .getByRole("searchbox", { name: "Search" })
      .fill("html");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: /^Settings: / }).waitFor();
    await expect.poll(() => saveState(page).getAttribute("data-save-state")).toBe("saved");
    expect(browser.consoleErrors().slice(before)).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });

  it("a member opening the editor sees Permission Problem and no outline", async () => {
    const page = browser.page();
    await page.context().clearCookies();
    await sessions.signInAs(page.context(), "member");
    await page.goto(`/dashboard/layouts/${layoutID}/edit`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: "Permission Problem" }).waitFor();
    expect(await tree(page).count()).toBe(0);
  });
});
