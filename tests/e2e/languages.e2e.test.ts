import { beforeEach, describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { openBrowser } from "./browser";
import { sessionCache } from "./sign-in-once";

// The dashboard's Languages section in Chromium: the credentials form imports the validator module
// the server compiled (under the page's CSP, with the admin's cookie), and saving never shows the key.
const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);

beforeEach(() => browser.page().setDefaultTimeout(15_000));

describe("the Languages section (content spec §3 Translation service, §7)", () => {
  it("translation services: the credentials form validates with the served module, saves, and the locale can use the service", async () => {
    await sessions.signInAs(browser.page().context(), "admin");
    const page = browser.page();
    await page.goto("/dashboard/languages", { waitUntil: "networkidle" });
    const item = page.getByRole("listitem", { name: "Azure AI Translator" });
    await item.getByRole("button", { name: "Configure Azure AI Translator" }).click();
    const key = item.getByLabel(/^Resource key/);
    await key.waitFor();
    expect(await key.getAttribute("type")).toBe("password");

    const save = item.getByRole("button", { name: "Save" });
    await save.click();
    await expect.poll(() => key.getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(page)).toEqual([]);

    // Fixing the field and pressing Save at once saves: the click is not lost to the blur's re-render.
    const secret = `e2e-secret-${Date.now()}`;
    await key.fill(secret);
    await item.getByLabel(/^Region/).fill("westeurope");
    await save.click();
    await item.getByText("Configured", { exact: true }).waitFor();
    expect(await page.content()).not.toContain(secret);

    const french = page.getByRole("combobox", { name: "Français" });
    await french.selectOption({ label: "Azure AI Translator" });
    await french.locator("xpath=ancestor::li").getByRole("button", { name: "Save" }).click();
    await page.getByText("The translation service of Français was saved.").waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
