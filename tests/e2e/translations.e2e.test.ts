import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { axeViolations } from "./axe";
import { sessionCache, XHR } from "./sign-in-once";

// The content translation editor (shell spec §4, §6): a site manager translates a category's name,
// and visitors of a site in that language read it (falling back to the source text elsewhere).
const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);

async function asAdmin<T>(call: (api: Awaited<ReturnType<typeof sessions.apiAs>>) => Promise<T>): Promise<T> {
  const api = await sessions.apiAs("admin");
  try {
    return await call(api);
  } finally {
    await api.dispose();
  }
}

const setLocale = (localeKey: string) =>
  asAdmin(async (api) => {
    const response = await api.patch("/api/v2/config", { headers: XHR, data: { "ui.localeKey": localeKey } });
    expect(response.status()).toBe(204);
  });

describe("content translations in the browser", () => {
  it("translations: an admin translates a category name to French; a guest of the French site reads it", async () => {
    const general = await asAdmin(async (api) => {
      const rows = (await (await api.get("/api/v2/categories?outputFormat=flat")).json()) as Array<{
        categoryID: number;
        name: string;
        urlcode: string;
      }>;
      return rows.find((row) => row.urlcode === "general")!;
    });
    const page = browser.page();
    page.setDefaultTimeout(15_000);
    await sessions.signInAs(page.context(), "admin");
    await page.goto("/dashboard/translations", { waitUntil: "networkidle" });
    const field = page.getByRole("textbox", { name: general.name, exact: true });
    await field.waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("combobox", { name: "Locale" }).selectOption("fr");
    await field.fill("Général");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Your changes were saved.").waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await setLocale("fr");
    try {
      await page.context().clearCookies();
      await page.goto("/categories", { waitUntil: "networkidle" });
      await expect.poll(() => page.getByText("Général").first().isVisible()).toBe(true);
      expect(browser.consoleErrors()).toEqual([]);
    } finally {
      await setLocale("en");
      await asAdmin((api) =>
        api.patch("/api/v2/translations/plaza/remove", {
          headers: XHR,
          data: [
            { recordType: "category", recordID: general.categoryID, propertyName: "name", locale: "fr" },
          ],
        }),
      );
    }
  });
});
