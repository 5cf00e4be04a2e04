import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { APIRequestContext, Page } from "playwright-core";
import { axeViolations } from "./axe";
import { openBrowser } from "./browser";
import { keepSiteConfig } from "./keep-site-config";
import { sessionCache, XHR } from "./sign-in-once";

// Dashboard → Fragments in Chromium (shell spec §2 custom fragments): after the developer warning an
// admin makes a SiteTotalsFragment from its starter template, changes its heading, previews and
// commits it, uses it on every page; a guest's home page shows it. A committed version that throws
// leaves guests the built-in; rolling back brings the first version back.
const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);
keepSiteConfig(sessions, ["fragments.globalImpls"]);

const NAME = "Totals e2e";
const HEADING = "Our community in numbers";
/** The built-in site totals' title on the home page (server/layouts/defaults.ts). */
const BUILT_IN_TITLE = "Community";

beforeEach(() => browser.page().setDefaultTimeout(20_000));

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
    const fragments = (await (await api.get("/api/v2/fragments")).json()) as Array<{
      fragmentUUID: string;
      name: string;
    }>;
    for (const fragment of fragments.filter((candidate) => candidate.name === NAME)) {
      await api.delete(`/api/v2/fragments/${fragment.fragmentUUID}`, { headers: XHR });
    }
  });
});

/** Replaces the whole text of a CodeMirror pane, as typing over a selection would. */
async function replaceCode(page: Page, label: string, text: string) {
  const pane = page.getByRole("textbox", { name: label });
  await pane.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText(text);
}

/** The text of a CodeMirror pane. */
async function codeOf(page: Page, label: string): Promise<string> {
  return page.getByRole("textbox", { name: label }).evaluate((element) => {
    const lines = [...element.querySelectorAll(".cm-line")].map((line) => line.textContent ?? "");
    return lines.join("\n");
  });
}

/** A guest's home page: whether it shows the fragment's heading and the built-in totals' title. */
async function guestHome(page: Page): Promise<{ fragment: number; builtIn: number }> {
  await page.goto("/", { waitUntil: "networkidle" });
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  const fragment = page.getByRole("heading", { name: HEADING });
  const builtIn = page.getByRole("heading", { name: BUILT_IN_TITLE, exact: true });
  // The fragment's module loads after hydration, which a busy machine may not have finished when
  // the network first goes quiet: wait until the page shows one or the other.
  await fragment.or(builtIn).first().waitFor();
  return { fragment: await fragment.count(), builtIn: await builtIn.count() };
}

describe("the fragments section of the dashboard", () => {
  it("fragments: warning, new SiteTotalsFragment from its template, preview, commit v1, every page; a throwing v2 leaves the built-in; rollback to v1; axe finds nothing", async () => {
    await asAdmin(async (api) => {
      const reset = await api.put("/api/v2/fragments/disclosure-state", {
        headers: XHR,
        data: { didAccept: false },
      });
      expect(reset.status()).toBe(200);
    });
    const page = browser.page();
    await page.setViewportSize({ width: 1280, height: 900 });
    await sessions.signInAs(page.context(), "admin");
    const guestContext = await page.context().browser()!.newContext({ baseURL: browser.baseURL });
    const guest = await guestContext.newPage();

    try {
      // The developer warning comes first, once.
      await page.goto("/dashboard/fragments", { waitUntil: "networkidle" });
      const warning = page.getByRole("region", { name: "Custom fragments are code" });
      await warning.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await warning
        .getByRole("checkbox", { name: "I understand that custom fragments run as code for every visitor." })
        .check();
      await warning.getByRole("button", { name: "Continue to custom fragments" }).click();

      // New fragment: a Site totals one, from its starter template.
      await page.getByRole("button", { name: "New fragment" }).click();
      const dialog = page.getByRole("dialog", { name: "New fragment" });
      await dialog.getByRole("combobox", { name: "What it replaces" }).selectOption({ label: "Site totals" });
      await dialog.getByRole("textbox", { name: "Name" }).fill(NAME);
      await dialog.getByRole("button", { name: "Continue" }).click();
      await page.getByRole("heading", { name: "New fragment: Site totals" }).waitFor();
      await expect.poll(() => codeOf(page, "Component (TSX)")).toContain('t("My site totals")');
      const template = await codeOf(page, "Component (TSX)");
      await replaceCode(page, "Component (TSX)", template.replace("My site totals", HEADING));
      await expect.poll(() => codeOf(page, "Component (TSX)")).toContain(HEADING);

      await page.getByRole("button", { name: "Save draft" }).click();
      await page.waitForURL(/\/dashboard\/fragments\/[0-9a-f-]{36}$/);
      await page.getByText("Draft saved, not committed.").waitFor();

      // The preview renders the saved draft with the widget's example props.
      const preview = page.getByRole("region", { name: "Your fragment" });
      await preview.getByRole("heading", { name: HEADING }).waitFor();

      // Commit v1 and use it on every page.
      await page.getByRole("button", { name: "Commit…" }).click();
      const commit = page.getByRole("dialog", { name: "Commit this version" });
      await commit.getByRole("textbox", { name: "Commit message" }).fill("v1");
      await commit.getByRole("button", { name: "Commit" }).click();
      await commit.waitFor({ state: "detached" });
      const everyPage = page.getByRole("switch", { name: "Use on every page" });
      await expect.poll(() => everyPage.isEnabled()).toBe(true);
      await everyPage.check();
      await expect.poll(() => everyPage.getAttribute("aria-busy")).toBeNull();
      await expect.poll(() => everyPage.isChecked()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      expect(await guestHome(guest)).toMatchObject({ fragment: 1 });

      // v2 throws: guests see the built-in site totals instead.
      await replaceCode(
        page,
        "Component (TSX)",
        'export default function Broken(): never {\n  throw new Error("v2 is broken");\n}\n',
      );
      await page.getByRole("button", { name: "Commit…" }).click();
      const commit2 = page.getByRole("dialog", { name: "Commit this version" });
      await commit2.getByRole("textbox", { name: "Commit message" }).fill("v2");
      await commit2.getByRole("button", { name: "Commit" }).click();
      await commit2.waitFor({ state: "detached" });
      await page.getByRole("row", { name: /^v2/ }).getByText("Active").waitFor();

      const broken = await guestHome(guest);
      await guest.getByRole("heading", { name: BUILT_IN_TITLE, exact: true }).waitFor();
      expect(broken.fragment).toBe(0);

      // Roll back to v1: guests see its heading again.
      await page.getByRole("button", { name: "Roll back to this: v1" }).click();
      const rollback = page.getByRole("dialog", { name: "Roll back" });
      await rollback.getByRole("button", { name: "Roll back" }).click();
      await rollback.waitFor({ state: "detached" });
      await page.getByRole("row", { name: /^v1/ }).getByText("Active").waitFor();

      await guest.goto("/", { waitUntil: "networkidle" });
      await guest.getByRole("heading", { name: HEADING }).waitFor();

      // Axe on the fragment's page (with a comparison open) and on the list.
      await page.getByRole("button", { name: "Compare" }).click();
      await page.getByRole("region", { name: "Comparison" }).getByRole("figure").first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("link", { name: "All fragments" }).first().click();
      await page.getByRole("link", { name: NAME }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await guestContext.close();
    }
  });
});
