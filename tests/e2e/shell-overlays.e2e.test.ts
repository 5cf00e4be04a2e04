import fs from "node:fs";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { openBrowser } from "./browser";
import { categoryIDByName, sessionCache, XHR } from "./sign-in-once";

// Each overlay of the title bar, opened by keyboard alone, checked by axe and closed again with focus
// back on its opener (shell spec §2 and §4: drop-downs, flyouts, modals and panels).
const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);
const signInAs = (username: string) => sessions.signInAs(browser.page().context(), username);
fs.mkdirSync("test-results/screenshots", { recursive: true });

beforeEach(() => browser.page().setDefaultTimeout(10_000));

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
const bar = (page: Page) => page.getByRole("banner");

/** Tabs from the top of the page until `target` has focus, as a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press("Tab");
    if (await isFocused(target)) return;
  }
  throw new Error("Could not reach the control with Tab");
}

async function openHome(width: number) {
  const page = browser.page();
  await page.setViewportSize({ width, height: 900 });
  await page.goto("/", { waitUntil: "networkidle" });
  await page.getByRole("heading", { name: "How can we help you?" }).waitFor();
  return page;
}

describe("title bar overlays by keyboard, with axe (1280 px)", () => {
  it("My Account: Enter opens it with focus on its first item; Escape closes it back to the button", async () => {
    await signInAs("member");
    const page = await openHome(1280);
    const button = bar(page).getByRole("button", { name: "My Account" });
    await tabTo(page, button);
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await menu.waitFor();
    await menu.getByRole("menuitem", { name: "Edit Profile" }).waitFor();
    await menu.getByRole("menuitem", { name: "Sign Out" }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("menuitem");
    await page.screenshot({ path: "test-results/screenshots/account-menu-1280.png" });
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await isFocused(button)).toBe(true);
  });

  it("Messages: the drop-down lists conversations and opening Notifications closes it", async () => {
    await signInAs("member");
    const page = await openHome(1280);
    const messages = bar(page).getByRole("button", { name: /^Messages/ });
    await tabTo(page, messages);
    await page.keyboard.press("Enter");
    await page.getByRole("menu").getByText("Messages", { exact: true }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Shell spec §4: opening one drop-down closes every other one.
    await bar(page)
      .getByRole("button", { name: /^Notifications/ })
      .click();
    await page.getByRole("menuitem", { name: "Mark All Read" }).waitFor();
    expect(await page.getByRole("menu").count()).toBe(1);
    await page.keyboard.press("Escape");
  });

  it("Search: the button opens an inline field; Cancel closes it and returns focus", async () => {
    const page = await openHome(1280);
    const button = bar(page).getByRole("button", { name: "Search" });
    await tabTo(page, button);
    await page.keyboard.press("Enter");
    const field = bar(page).getByRole("combobox", { name: "Search" });
    await field.waitFor();
    expect(await isFocused(field)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await bar(page).getByRole("button", { name: "Cancel" }).click();
    await field.waitFor({ state: "detached" });
    expect(await isFocused(bar(page).getByRole("button", { name: "Search" }))).toBe(true);
  });

  it("user card: an author's name opens the card; Escape closes it back to the name", async () => {
    await signInAs("member");
    const page = browser.page();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/discussions", { waitUntil: "networkidle" });
    await page.getByRole("link", { name: "Welcome to Plaza" }).first().click();
    const article = page.getByRole("article", { name: "Welcome to Plaza" });
    await article.waitFor();
    const trigger = article.getByRole("button", { name: "admin" }).last();
    await trigger.focus();
    await page.keyboard.press("Enter");
    const card = page.getByRole("dialog", { name: "admin" });
    await card.waitFor();
    await card.getByText("Joined").waitFor();
    await page.screenshot({ path: "test-results/screenshots/user-card-1280.png" });
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await card.waitFor({ state: "detached" });
    expect(await isFocused(trigger)).toBe(true);
  });

  it("a notification opened from the drop-down is marked read, the others stay unread", async () => {
    // member mentions member2 twice, so member2 has two fresh unread notifications.
    const member = await sessions.apiAs("member");
    try {
      const categoryID = await categoryIDByName(member, "Off Topic");
      for (const name of ["First ping for the overlay test", "Second ping for the overlay test"]) {
        const created = await member.post("/api/v2/discussions", {
          headers: XHR,
          data: { name, body: "Hello @member2", format: "markdown", categoryID },
        });
        expect(created.status()).toBe(201);
      }
    } finally {
      await member.dispose();
    }
    await signInAs("member2");
    const page = await openHome(1280);
    const toggle = bar(page).getByRole("button", { name: /^Notifications/ });
    await tabTo(page, toggle);
    await page.keyboard.press("Enter");
    const entry = page.getByRole("menuitem", { name: /Second ping for the overlay test/ });
    await entry.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await entry.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Second ping for the overlay test" }).waitFor();

    const api = await sessions.apiAs("member2");
    try {
      const list = (await (await api.get("/api/v2/notifications?limit=50")).json()) as {
        body: string;
        read: boolean;
      }[];
      const about = (name: string) => list.find((n) => n.body.includes(name));
      expect(about("Second ping for the overlay test")?.read).toBe(true);
      expect(about("First ping for the overlay test")?.read).toBe(false);
    } finally {
      await api.dispose();
    }
  });
});

describe("a site manager's title bar layouts (1280 px)", () => {
  const layoutIDs: number[] = [];
  afterAll(async () => {
    // Home pages have no custom-layout flag: the assigned layout applies until it is unassigned, and
    // an applied layout cannot be deleted (409). Left applied, it would be every later file's home.
    const admin = await sessions.apiAs("admin");
    try {
      for (const id of layoutIDs) {
        const views = await admin.put(`/api/v2/layouts/${id}/views`, { headers: XHR, data: [] });
        expect(views.status()).toBeLessThan(300);
        const deleted = await admin.delete(`/api/v2/layouts/${id}`, { headers: XHR });
        expect(deleted.status()).toBeLessThan(300);
      }
    } finally {
      await admin.dispose();
    }
  });

  /** Saves a home layout with this title bar and assigns it site-wide, as a site manager does. */
  async function assignHomeLayout(name: string, titleBar: Record<string, unknown>) {
    const admin = await sessions.apiAs("admin");
    try {
      const created = await admin.post("/api/v2/layouts", {
        headers: XHR,
        data: {
          name,
          layoutViewType: "home",
          titleBar: { $hydrate: "react.titlebar", ...titleBar },
          layout: [
            {
              $hydrate: "react.section.1-column",
              children: [
                {
                  $hydrate: "react.cta",
                  title: "How can we help you?",
                  button: { title: "Browse", url: "/discussions" },
                },
              ],
            },
          ],
        },
      });
      expect(created.status()).toBe(201);
      const { layoutID } = (await created.json()) as { layoutID: number };
      layoutIDs.push(layoutID);
      const views = await admin.put(`/api/v2/layouts/${layoutID}/views`, {
        headers: XHR,
        data: [{ recordType: "global", recordID: -1 }],
      });
      expect(views.status()).toBeLessThan(300);
    } finally {
      await admin.dispose();
    }
  }

  it("ArrowDown opens the menu on its first link; groups are headed; Escape returns to the button", async () => {
    await assignHomeLayout("Home with a mega-menu", {
      navigation: [
        { id: "posts", name: "Posts", url: "/discussions" },
        {
          id: "community",
          name: "Community",
          url: "/categories",
          children: [
            {
              id: "talk",
              name: "Talk",
              url: "/categories",
              children: [
                { id: "general", name: "General", url: "/categories/general" },
                { id: "offtopic", name: "Off Topic", url: "/categories/off-topic" },
              ],
            },
            { id: "all", name: "All Categories", url: "/categories" },
          ],
        },
      ],
    });

    const page = await openHome(1280);
    const button = bar(page).getByRole("button", { name: "Community" });
    await tabTo(page, button);
    await page.keyboard.press("ArrowDown");
    const general = page.getByRole("link", { name: "General" });
    await general.waitFor();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    // The panel opens on its first link: the item's own page, above the groups.
    expect(await isFocused(bar(page).getByRole("link", { name: "Community", exact: true }))).toBe(true);
    // The child with children heads its group; the leaf child sits in a group of its own.
    await page.getByRole("group", { name: "Talk" }).waitFor();
    await page.getByRole("link", { name: "All Categories" }).waitFor();
    await page.screenshot({ path: "test-results/screenshots/mega-menu-1280.png" });
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await isFocused(button)).toBe(true);
  });

  it("showLabels: a 64 px bar with names under the search and account icons (shell spec §9)", async () => {
    await assignHomeLayout("Home with a labelled title bar", { showLabels: true });
    await signInAs("member");
    const page = await openHome(1280);
    const account = bar(page).getByRole("button", { name: "My Account" });
    await account.getByText("My Account").waitFor();
    await bar(page).getByRole("button", { name: "Search" }).getByText("Search").waitFor();
    await bar(page)
      .getByRole("button", { name: /^Notifications/ })
      .getByText("Notifications")
      .waitFor();
    const box = await page.locator("header[data-positioning] > div").boundingBox();
    expect(box?.height).toBe(64);
    await page.screenshot({ path: "test-results/screenshots/title-bar-labels-1280.png" });
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe("the compact title bar (375 px)", () => {
  it("a member's account panel has the tabs Me, Notifications and Messages and passes axe", async () => {
    await signInAs("member");
    const page = await openHome(375);
    const button = bar(page).getByRole("button", { name: "My Account" });
    await tabTo(page, button);
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog");
    await panel.waitFor();
    for (const tab of [/^Me$/, /^Notifications/, /^Messages/])
      await panel.getByRole("tab", { name: tab }).waitFor();
    await panel.getByRole("tab", { name: /^Notifications/ }).click();
    expect(await panel.getByRole("tab", { name: /^Notifications/ }).getAttribute("aria-selected")).toBe(
      "true",
    );
    await page.screenshot({ path: "test-results/screenshots/account-panel-375.png" });
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
    expect(await isFocused(button)).toBe(true);
  });

  it("a guest sees a Sign In icon instead of the account button", async () => {
    await browser.page().context().clearCookies();
    const page = await openHome(375);
    await bar(page).getByRole("link", { name: "Sign In" }).waitFor();
    expect(await bar(page).getByRole("button", { name: "My Account" }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
