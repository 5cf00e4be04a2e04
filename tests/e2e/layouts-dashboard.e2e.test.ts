import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { APIRequestContext } from "playwright-core";
import { axeViolations } from "./axe";
import { openBrowser } from "./browser";
import { keepSiteConfig } from "./keep-site-config";
import { sessionCache, XHR } from "./sign-in-once";

// Dashboard → Layouts in Chromium ("a category gets its own discussion-list layout that
// other categories do not show"): the admin makes a discussion-list layout from the built-in one,
// applies it to one category with the category picker and turns on the view's custom-layout switch
// (content spec §2: custom-layout routes, each behind its flag).
const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);
const FLAG = "featureFlags.customLayout.discussionList.Enabled";
keepSiteConfig(sessions, [FLAG]);

const LAYOUT_NAME = "Ideas board";
const MARK = "Share an idea with the board";

beforeEach(() => browser.page().setDefaultTimeout(15_000));

async function asAdmin<T>(run: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const api = await sessions.apiAs("admin");
  try {
    return await run(api);
  } finally {
    await api.dispose();
  }
}

afterAll(async () => {
  await asAdmin(async (api) => {
    const layouts = (await (await api.get("/api/v2/layouts")).json()) as Array<{
      layoutID: number;
      name: string;
    }>;
    for (const layout of layouts.filter((candidate) => candidate.name === LAYOUT_NAME)) {
      await api.put(`/api/v2/layouts/${layout.layoutID}/views`, { headers: XHR, data: [] });
      await api.delete(`/api/v2/layouts/${layout.layoutID}`, { headers: XHR });
    }
  });
});

describe("the layouts section of the dashboard", () => {
  it("layouts: an admin gives one category its own discussion-list layout and turns its flag on; that category shows it, another does not; axe finds nothing at 1280 px", async () => {
    const page = browser.page();
    await page.setViewportSize({ width: 1280, height: 900 });
    await sessions.signInAs(page.context(), "admin");
    await page.goto("/dashboard/layouts", { waitUntil: "networkidle" });
    const discussionList = page.getByRole("region", { name: "Discussion list" });

    // New layout: a copy of the built-in discussion list.
    await discussionList.getByRole("button", { name: "New layout: Discussion list" }).click();
    const nameDialog = page.getByRole("dialog", { name: "New layout" });
    await nameDialog.getByRole("textbox", { name: "Name" }).fill(LAYOUT_NAME);
    await nameDialog.getByRole("button", { name: "Create" }).click();
    const item = discussionList
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: LAYOUT_NAME }) });
    await item.getByText("Nowhere").waitFor();
    const edit = await item.getByRole("link", { name: `Edit ${LAYOUT_NAME}` }).getAttribute("href");
    const layoutID = Number(/\/dashboard\/layouts\/(\d+)\/edit$/.exec(edit ?? "")?.[1]);
    expect(layoutID).toBeGreaterThan(0);

    // What the editor would add: a call to action above the built-in list (set through the API here).
    await asAdmin(async (api) => {
      const copy = (await (await api.get(`/api/v2/layouts/${layoutID}`)).json()) as { layout: unknown[] };
      const cta = {
        $hydrate: "react.section.1-column",
        children: [
          { $hydrate: "react.cta", title: MARK, button: { title: "Post", url: "/post/discussion" } },
        ],
      };
      const patched = await api.patch(`/api/v2/layouts/${layoutID}`, {
        headers: XHR,
        data: { layout: [cta, ...copy.layout] },
      });
      expect(patched.status()).toBe(200);
    });

    // Apply it to Ideas & Feedback with the category picker.
    await item.getByRole("button", { name: `Apply ${LAYOUT_NAME}` }).click();
    const applyDialog = page.getByRole("dialog", { name: `Apply ${LAYOUT_NAME}` });
    await applyDialog.getByRole("searchbox", { name: "Filter categories" }).fill("Ideas");
    await applyDialog.getByRole("checkbox", { name: "Ideas & Feedback" }).check();
    expect(await axeViolations(page)).toEqual([]);
    await applyDialog.getByRole("button", { name: "Apply" }).click();
    await item.getByText("Categories: Ideas & Feedback").waitFor();
    await expect.poll(() => item.getByRole("button", { name: `Delete ${LAYOUT_NAME}` }).count()).toBe(0);

    // Turn the discussion list's custom layouts on.
    const flag = discussionList.getByRole("switch", { name: "Discussion lists use custom layouts" });
    if (!(await flag.isChecked())) await flag.check();
    // The switch is shown on at once and busy until the server has it.
    await expect.poll(() => flag.getAttribute("aria-busy")).toBeNull();
    await discussionList.getByText("On: these pages show the layouts applied to them.").waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto("/categories/ideas-feedback", { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: MARK }).waitFor();

    await page.goto("/categories/general", { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: "General" }).waitFor();
    expect(await page.getByRole("heading", { name: MARK }).count()).toBe(0);
    expect(browser.consoleErrors()).toEqual([]);
  });
});
