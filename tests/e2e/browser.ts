import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";

/** Per test: a fresh browser context (no cookies) and page on the shared Chromium; console errors collected. */
export function openBrowser(): { page: () => Page; baseURL: string; consoleErrors: () => string[] } {
  const baseURL = inject("baseURL");
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[] = [];
  beforeAll(async () => {
    browser = await chromium.connect(inject("wsEndpoint"));
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ baseURL });
    page = await context.newPage();
    errors = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
  });
  afterEach(async () => {
    await context.close();
  });
  return { page: () => page, baseURL, consoleErrors: () => errors };
}
