import type { APIRequestContext } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { openBrowser } from "./browser";
import { categoryIDByName, sessionCache, XHR } from "./sign-in-once";

const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);

beforeEach(() => browser.page().setDefaultTimeout(15_000));

/** Starts a discussion as the member; answers its path. */
async function startDiscussion(name: string): Promise<string> {
  const api: APIRequestContext = await sessions.apiAs("member");
  try {
    const created = await api.post("/api/v2/discussions", {
      headers: XHR,
      data: {
        name,
        body: "The sign-in page loops.",
        format: "text",
        categoryID: await categoryIDByName(api, "General"),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return new URL(((await created.json()) as { url: string }).url, browser.baseURL).pathname;
  } finally {
    await api.dispose();
  }
}

describe("attachments, tried as a moderator would (content spec §3, §6, §7)", () => {
  it("attachments: a moderator attaches a support ticket through the generated form and sees it on the post", async () => {
    const title = "Sign-in loops forever";
    const path = await startDiscussion(title);
    await sessions.signInAs(browser.page().context(), "moderator");
    const page = browser.page();
    const validatorLoads: string[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/api/v2/attachments/schema-validator.js")) {
        validatorLoads.push(response.headers()["content-type"] ?? "");
      }
    });
    await page.goto(path, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Discussion Options" }).first().click();
    await page.getByRole("menuitem", { name: "Add Support Ticket", exact: true }).click();

    const dialog = page.getByRole("dialog", { name: "Create Support Ticket" });
    const subject = dialog.getByRole("textbox", { name: "Subject" });
    await expect.poll(() => subject.inputValue()).toBe(title);
    expect(await axeViolations(page)).toEqual([]);

    // The compiled module checks the form in the browser: an empty description is refused there.
    await dialog.getByRole("button", { name: "Create Ticket" }).click();
    await dialog
      .getByRole("textbox", { name: "Description" })
      .and(page.locator("[aria-invalid=true]"))
      .waitFor();
    expect(validatorLoads).toEqual(["text/javascript; charset=utf-8"]);

    await dialog.getByRole("combobox", { name: "Priority" }).selectOption("high");
    await dialog
      .getByRole("textbox", { name: "Description" })
      .fill("Every sign-in returns to the sign-in page.");
    await dialog.getByRole("button", { name: "Create Ticket" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("The support ticket was created.").waitFor();

    const card = page.getByRole("list", { name: "Attachments" }).getByRole("listitem");
    await card.getByText(title).waitFor();
    await card.getByText("Open", { exact: true }).waitFor();
    expect(await card.getByRole("link", { name: /Ticket #\d+/ }).getAttribute("href")).toMatch(
      /^\/api\/v2\/attachments\/tickets\/\d+$/,
    );
    expect(browser.consoleErrors()).toEqual([]);
  });
});
