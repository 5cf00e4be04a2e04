import type { APIRequestContext, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { openBrowser } from "./browser";
import { keepSiteConfig } from "./keep-site-config";
import { sessionCache, XHR } from "./sign-in-once";

// Custom fragments beyond replacing a widget (shell spec §2), in Chromium: an admin declares a new
// widget type (a CustomFragment with a two-field schema) in the dashboard, places it on the home
// page through the layout editor's generated form, and a guest sees it; then uploads a built bundle
// that replaces every comment item, uses it on every page, and a guest's discussion shows it.
const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);
keepSiteConfig(sessions, ["fragments.globalImpls"]);

const WIDGET_NAME = "Event card e2e";
const BUNDLE_NAME = "Comment badge e2e";
const EVENT_TITLE = "Repair café on Saturday";
const EVENT_BODY = "Bring a lamp that flickers.";
const BADGE = "Checked by the e2e bundle";

/** A built CommentItemFragment: plain ES module, the SDK its only import, wrapping the built-in. */
const COMMENT_BUNDLE = `import { jsx, jsxs } from "/api/v2/fragments/sdk.js";
export default function CommentBadge(props) {
  return jsxs("div", { children: [jsx("p", { className: "badge", children: ${JSON.stringify(BADGE)} }), jsx(props.Default, { ...props })] });
}
`;

let layoutID: number | undefined;

beforeEach(() => browser.page().setDefaultTimeout(20_000));

async function asAdmin<T>(run: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const api = await sessions.apiAs("admin");
  try {
    return await run(api);
  } finally {
    await api.dispose();
  }
}

beforeAll(async () => {
  await asAdmin(async (api) => {
    const accepted = await api.put("/api/v2/fragments/disclosure-state", {
      headers: XHR,
      data: { didAccept: true },
    });
    expect(accepted.status()).toBe(200);
  });
});

afterAll(async () => {
  await asAdmin(async (api) => {
    if (layoutID !== undefined) {
      // The server is shared by every e2e file: the home page goes back to the built-in layout.
      await api.put(`/api/v2/layouts/${layoutID}/views`, { headers: XHR, data: [] });
      await api.delete(`/api/v2/layouts/${layoutID}`, { headers: XHR });
    }
    const fragments = (await (await api.get("/api/v2/fragments")).json()) as Array<{
      fragmentUUID: string;
      name: string;
    }>;
    for (const fragment of fragments.filter((one) => [WIDGET_NAME, BUNDLE_NAME].includes(one.name))) {
      await api.delete(`/api/v2/fragments/${fragment.fragmentUUID}`, { headers: XHR });
    }
  });
});

async function commit(page: Page, message: string): Promise<void> {
  await page.getByRole("button", { name: "Commit…" }).click();
  const dialog = page.getByRole("dialog", { name: "Commit this version" });
  await dialog.getByRole("textbox", { name: "Commit message" }).fill(message);
  await dialog.getByRole("button", { name: "Commit" }).click();
  await dialog.waitFor({ state: "detached" });
  await page
    .getByRole("row", { name: new RegExp(`^${message}`) })
    .getByText("Active")
    .waitFor();
}

describe("custom widget types and uploaded bundles", () => {
  it(
    "a new widget type with a two-field schema is placed on the home page through the layout editor's generated form; a guest sees it",
    { timeout: 240_000 },
    async () => {
      const page = browser.page();
      await page.setViewportSize({ width: 1280, height: 900 });
      await sessions.signInAs(page.context(), "admin");

      // Declare the widget type: its starter code renders the title and the text.
      await page.goto("/dashboard/fragments", { waitUntil: "networkidle" });
      await page.getByRole("button", { name: "New fragment" }).click();
      const dialog = page.getByRole("dialog", { name: "New fragment" });
      await dialog
        .getByRole("combobox", { name: "What it replaces" })
        .selectOption({ label: "New widget type" });
      await dialog.getByRole("textbox", { name: "Name" }).fill(WIDGET_NAME);
      await dialog.getByRole("button", { name: "Continue" }).click();
      const widgetName = page.getByRole("textbox", { name: "Widget name" });
      await widgetName.fill(WIDGET_NAME);
      await page.getByRole("textbox", { name: "Icon" }).fill("📅");
      const schema = JSON.parse(
        await page.getByRole("textbox", { name: "Props schema (JSON Schema)" }).inputValue(),
      ) as { properties: Record<string, unknown> };
      expect(Object.keys(schema.properties)).toEqual(["title", "body"]);
      await page.getByRole("button", { name: "Save draft" }).click();
      await page.waitForURL(/\/dashboard\/fragments\/[0-9a-f-]{36}$/);
      await page.getByText("Draft saved, not committed.").waitFor();
      await commit(page, "v1");
      expect(await axeViolations(page)).toEqual([]);

      // A copy of the home layout, assigned site-wide (the layouts dashboard's part, through the API).
      layoutID = await asAdmin(async (api) => {
        const { layout } = (await (await api.get("/api/v2/layouts/home")).json()) as { layout: unknown[] };
        const created = await api.post("/api/v2/layouts", {
          headers: XHR,
          data: { name: "Home with an event card", layoutViewType: "home", layout },
        });
        expect(created.status()).toBe(201);
        const id = ((await created.json()) as { layoutID: number }).layoutID;
        const assigned = await api.put(`/api/v2/layouts/${id}/views`, {
          headers: XHR,
          data: [{ recordType: "global", recordID: -1 }],
        });
        expect(assigned.status()).toBeLessThan(300);
        return id;
      });

      // The layout editor lists the new type; its settings form is generated from the schema.
      await page.goto(`/dashboard/layouts/${layoutID}/edit`, { waitUntil: "networkidle" });
      const tree = page.getByRole("tree", { name: "Outline" });
      await tree.getByRole("treeitem", { name: "Main top", exact: true }).click();
      await page.getByRole("button", { name: "Add widget" }).click();
      const picker = page.getByRole("dialog", { name: "Add a widget" });
      await picker.getByRole("searchbox", { name: "Search" }).fill("event card");
      await page.keyboard.press("Enter");
      await picker.waitFor({ state: "detached" });
      await page.getByRole("heading", { name: `Settings: ${WIDGET_NAME}` }).waitFor();
      const settings = page.getByRole("region", { name: "Settings" });
      await settings.locator('[id$="__title"]').fill(EVENT_TITLE);
      await settings.locator('[id$="__body"]').fill(EVENT_BODY);
      await page
        .getByRole("region", { name: "Preview" })
        .getByRole("heading", { name: EVENT_TITLE })
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await expect
        .poll(() => page.locator("[data-save-state]").getAttribute("data-save-state"))
        .toBe("saved");
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect.poll(() => page.locator("[data-save-state]").textContent()).toBe("Published");

      const guestContext = await page.context().browser()!.newContext({ baseURL: browser.baseURL });
      try {
        const guest = await guestContext.newPage();
        await guest.goto("/", { waitUntil: "networkidle" });
        await guest.getByRole("heading", { name: EVENT_TITLE }).waitFor();
        await guest.getByText(EVENT_BODY).waitFor();
      } finally {
        await guestContext.close();
      }
    },
  );

  it(
    "an uploaded bundle replaces every comment item once it is used on every page",
    { timeout: 120_000 },
    async () => {
      const page = browser.page();
      await page.setViewportSize({ width: 1280, height: 900 });
      await sessions.signInAs(page.context(), "admin");
      await page.goto("/dashboard/fragments", { waitUntil: "networkidle" });
      await page.getByRole("button", { name: "Upload a built bundle" }).click();
      const dialog = page.getByRole("dialog", { name: "Upload a built bundle" });
      await dialog.getByRole("textbox", { name: "Name" }).fill(BUNDLE_NAME);
      await dialog
        .getByRole("combobox", { name: "What it replaces" })
        .selectOption({ label: "Comment item" });
      await dialog.getByLabel("Module (.js)").setInputFiles({
        name: "fragment.js",
        mimeType: "text/javascript",
        buffer: Buffer.from(COMMENT_BUNDLE),
      });
      await dialog.getByLabel("Stylesheet (.css, optional)").setInputFiles({
        name: "fragment.css",
        mimeType: "text/css",
        buffer: Buffer.from(".badge { font-weight: 700; }\n"),
      });
      await dialog.getByRole("button", { name: "Upload" }).click();
      await dialog.waitFor({ state: "detached" });

      // Find it and use it on every page.
      await page.goto("/dashboard/fragments", { waitUntil: "networkidle" });
      await page.getByRole("link", { name: BUNDLE_NAME }).click();
      const everyPage = page.getByRole("switch", { name: "Use on every page" });
      await expect.poll(() => everyPage.isEnabled()).toBe(true);
      await everyPage.check();
      await expect.poll(() => everyPage.getAttribute("aria-busy")).toBeNull();
      await expect.poll(() => everyPage.isChecked()).toBe(true);

      // A guest's discussion with comments shows the badge on each comment, above the built-in item.
      const discussion = await asAdmin(async (api) => {
        const list = (await (await api.get("/api/v2/discussions?limit=30")).json()) as Array<{
          url: string;
          countComments: number;
        }>;
        return list.find((one) => one.countComments > 0);
      });
      expect(discussion, "the demo community has a discussion with comments").toBeDefined();
      const guestContext = await page.context().browser()!.newContext({ baseURL: browser.baseURL });
      try {
        const guest = await guestContext.newPage();
        await guest.goto(new URL(discussion!.url, browser.baseURL).pathname, { waitUntil: "networkidle" });
        await guest.getByText(BADGE).first().waitFor();
        const comments = await guest.locator("[data-plaza-fragment]").count();
        expect(comments).toBeGreaterThan(0);
        expect(await guest.getByText(BADGE).count()).toBe(comments);
        // The scoped stylesheet applies inside the fragment only.
        expect(
          await guest
            .getByText(BADGE)
            .first()
            .evaluate((element) => getComputedStyle(element).fontWeight),
        ).toBe("700");
      } finally {
        await guestContext.close();
      }
    },
  );
});
