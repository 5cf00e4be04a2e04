import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";

const browser = openBrowser();

describe("signing up through the pages", () => {
  it("a new member is told to check their email and is not signed in yet", async () => {
    const page = browser.page();
    await page.goto("/entry/register");
    await page.getByLabel("Email").fill("e2e-newcomer@plaza.invalid");
    await page.getByLabel("Username").fill("e2e-newcomer");
    await page.getByLabel("Password").fill("long-enough-1");
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByRole("heading", { name: "Check Your Email" }).waitFor();
    expect(await page.getByRole("status").textContent()).toBe("Check your email to finish signing up.");
    expect(await page.getByTestId("current-user").count()).toBe(0);
    expect(browser.consoleErrors()).toEqual([]);
  });

  it("a name that looks like an existing one is refused under its field", async () => {
    const page = browser.page();
    await page.goto("/entry/register");
    await page.getByLabel("Email").fill("e2e-lookalike@plaza.invalid");
    await page.getByLabel("Username").fill("\u0430dmin");
    await page.getByLabel("Password").fill("long-enough-1");
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByText("Usernames may not mix alphabets, such as Latin and Cyrillic letters.").waitFor();
  });

  it("every problem of the form shows after one try, each under its field", async () => {
    const page = browser.page();
    await page.goto("/entry/register");
    await page.getByLabel("Email").fill("not-an-address");
    await page.getByLabel("Username").fill("a b");
    await page.getByLabel("Password").fill("abc");
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByText("Password must be at least 8 characters long.").waitFor();
    expect(await page.getByText("That is not a valid email address.").count()).toBe(1);
    expect(await page.getByText("Usernames may not contain spaces or invisible characters.").count()).toBe(1);
    for (const label of ["Email", "Username", "Password"])
      expect(await page.getByLabel(label).getAttribute("aria-invalid"), label).toBe("true");
  });

  it("a sign-up link that is no longer valid says what to do", async () => {
    const page = browser.page();
    await page.goto(`/entry/register?confirm=${"x".repeat(43)}`);
    await page.getByRole("button", { name: "Confirm and Sign In" }).click();
    await page.getByText("Register again to get a new link.").waitFor();
    expect(await page.getByRole("alert").textContent()).toContain(
      "This sign-up link is not valid or has expired.",
    );
  });
});
