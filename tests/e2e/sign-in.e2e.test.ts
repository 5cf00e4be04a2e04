// e2e: also on two PostgreSQL servers (sessions and sign-in throttles live in the database every server reads).
import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";

const browser = openBrowser();

describe("signing in and out through the pages", () => {
  it("a guest sees the site, signs in as member and out again", async () => {
    const page = browser.page();
    await page.goto("/");
    await page.getByRole("link", { name: "Plaza Demo Community" }).waitFor();
    expect(await page.title()).toBe("Plaza Demo Community");

    const titleBar = page.getByRole("banner");
    await titleBar.getByRole("link", { name: "Sign In" }).click();
    await page.waitForURL(/\/entry\/signin\?Target=%2F$/);
    await page.getByLabel("Username or Email").fill("member");
    await page.getByLabel("Password").fill("plaza-demo");
    await page.getByRole("button", { name: "Sign In" }).click();

    await page.waitForURL(`${browser.baseURL}/`);
    await page.getByTestId("current-user").waitFor();
    expect(await page.getByTestId("current-user").textContent()).toBe("member");

    await titleBar.getByRole("link", { name: "Sign Out" }).click();
    await page.waitForURL(/\/entry\/signout/);
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL(`${browser.baseURL}/`);
    await titleBar.getByRole("link", { name: "Sign In" }).waitFor();
    expect(await page.getByTestId("current-user").count()).toBe(0);
    expect(browser.consoleErrors()).toEqual([]);
  });

  it("a wrong password shows a clear message and keeps the username", async () => {
    const page = browser.page();
    await page.goto("/entry/signin");
    await page.getByLabel("Username or Email").fill("member2");
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("alert").getByText("The username or password you entered is incorrect.").waitFor();
    expect(await page.getByLabel("Username or Email").inputValue()).toBe("member2");
  });

  it("returns to Target after signing in, and never to another site", async () => {
    const page = browser.page();
    await page.goto("/entry/signin?Target=%2Fentry%2Fregister");
    await page.getByLabel("Username or Email").fill("moderator");
    await page.getByLabel("Password").fill("plaza-demo");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(`${browser.baseURL}/entry/register`);

    await page.context().clearCookies();
    await page.goto("/entry/signin?Target=https%3A%2F%2Fevil.example%2F");
    await page.getByLabel("Username or Email").fill("member");
    await page.getByLabel("Password").fill("plaza-demo");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(`${browser.baseURL}/`);
  });

  it("an unknown path shows the Not Found page", async () => {
    const page = browser.page();
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
    await page.getByRole("link", { name: "Back to home page" }).waitFor();
    // The page itself answers 404 on purpose; nothing else may fail.
    expect(browser.consoleErrors().filter((e) => !e.includes("status of 404"))).toEqual([]);
  });
});

describe("leaving the site", () => {
  it("/home/leaving offers Continue only for http(s) targets", async () => {
    const page = browser.page();
    await page.goto("/home/leaving?target=https%3A%2F%2Fexample.com%2Fdocs");
    const link = page.getByRole("link", { name: "Continue" });
    expect(await link.getAttribute("href")).toBe("https://example.com/docs");
    await page.goto("/home/leaving?target=javascript%3Aalert(1)");
    await page.getByText("That link is not valid.").waitFor();
    expect(await page.getByRole("link", { name: "Continue" }).count()).toBe(0);
  });
});
