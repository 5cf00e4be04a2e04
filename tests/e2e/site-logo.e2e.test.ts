import { beforeEach, describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { keepSiteConfig } from "./keep-site-config";
import { sessionCache } from "./sign-in-once";

// Dashboard → Settings → Site name and logo in Chromium: the logo an administrator sets is the image
// of every page's title bar from the next page on (shell spec §2 title bar).
const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);
keepSiteConfig(sessions, ["ui.logo", "ui.mobileLogo"]);

beforeEach(() => browser.page().setDefaultTimeout(15_000));

describe("the site's logo", () => {
  it("settings: an admin sets the logo's address and the title bar shows it, alt text Home (shell spec §2)", async () => {
    const page = browser.page();
    await sessions.signInAs(page.context(), "admin");

    await page.goto("/dashboard/settings", { waitUntil: "networkidle" });
    await page.getByRole("textbox", { name: "Logo", exact: true }).fill("/e2e-site-logo.svg");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Your changes were saved.").waitFor();

    // Another server of the site may learn of the change a moment later: the home page is polled.
    const logoSource = async () => {
      await page.goto("/", { waitUntil: "networkidle" });
      const home = page.getByRole("banner").getByRole("link", { name: "Home" });
      return (await home.count())
        ? home.first().getByRole("img", { name: "Home" }).getAttribute("src")
        : null;
    };
    await expect.poll(logoSource, { timeout: 10_000 }).toBe("/e2e-site-logo.svg");
  });

  it("settings: an uploaded logo goes to the media storage and its address fills the field, with a preview", async () => {
    const page = browser.page();
    await sessions.signInAs(page.context(), "admin");
    await page.goto("/dashboard/settings", { waitUntil: "networkidle" });
    // A 1×1 PNG, chosen as a person picks a file.
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      "base64",
    );
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Upload Mobile logo" }).click();
    await (await chooser).setFiles({ name: "mobile-logo.png", mimeType: "image/png", buffer: png });
    const field = page.getByRole("textbox", { name: "Mobile logo", exact: true });
    await expect.poll(() => field.inputValue()).toMatch(/^\/.+\.png$/);
    const address = await field.inputValue();
    const preview = page.locator(`img[src="${address}"]`);
    await preview.waitFor();
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Your changes were saved.").waitFor();
    const api = await sessions.apiAs("admin");
    try {
      const config = (await (await api.get("/api/v2/config?select=ui.mobileLogo")).json()) as Record<
        string,
        string
      >;
      expect(config["ui.mobileLogo"]).toBe(address);
    } finally {
      await api.dispose();
    }
  });
});
