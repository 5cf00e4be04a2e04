import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { sessionCache } from "./sign-in-once";

const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);

/** Addresses not to follow: signing out ends the crawl's session; the API and files are not pages. */
const SKIPPED = [/^\/entry\/signout/, /^\/api\//, /^\/(assets|uploads|media)\//];

/** The same-origin page links on the page now, as path and query. */
async function pageLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const origin = new URL(browser.baseURL).origin;
  return hrefs.flatMap((href) => {
    const url = new URL(href);
    if (url.origin !== origin) return [];
    const path = `${url.pathname}${url.search}`;
    return SKIPPED.some((pattern) => pattern.test(path)) ? [] : [path];
  });
}

/** Opens each title bar menu in turn, collecting the links each shows. */
async function menuLinks(page: Page): Promise<string[]> {
  const bar = page.getByRole("banner");
  const found: string[] = [];
  for (const name of ["My Account", /^Notifications/, /^Messages/]) {
    const button = bar.getByRole("button", { name }).first();
    if (!(await button.isVisible())) continue;
    await button.click();
    await page.waitForLoadState("networkidle");
    found.push(...(await pageLinks(page)));
    await page.keyboard.press("Escape");
  }
  return found;
}

/** What the page shows as its error, if any: "… Not Found" or the server's 404. */
async function notFoundOn(page: Page, path: string): Promise<string | null> {
  const response = await page.goto(path, { waitUntil: "networkidle" });
  if (response?.status() === 404) return `${path}: HTTP 404`;
  const heading = page.getByRole("heading", { name: /Not Found$/ });
  return (await heading.count()) > 0 ? `${path}: ${await heading.first().innerText()}` : null;
}

/**
 * Opens every link on a few pages of one signed-in context side by side (each page mostly waits for
 * its network to fall quiet); answers the dead ones.
 */
async function deadLinks(first: Page, links: string[], side = 3): Promise<string[]> {
  const pages = [
    first,
    ...(await Promise.all(Array.from({ length: side - 1 }, () => first.context().newPage()))),
  ];
  const queue = [...links];
  const dead: string[] = [];
  await Promise.all(
    pages.map(async (page) => {
      for (let link = queue.shift(); link !== undefined; link = queue.shift()) {
        const problem = await notFoundOn(page, link);
        if (problem) dead.push(problem);
      }
    }),
  );
  return dead.sort();
}

describe("no link leads nowhere", () => {
  it(
    "every link a member reaches from the shell menus, a post page and a profile opens a page",
    { timeout: 300_000 },
    async () => {
      const page = browser.page();
      await sessions.signInAs(page.context(), "member");
      const discussions = (await (await page.request.get("/api/v2/discussions?limit=1")).json()) as Array<{
        url: string;
      }>;
      // The detector itself: a profile nobody has is a Not Found page.
      expect(await notFoundOn(page, "/profile/nobody-has-this-name")).toMatch(/Not Found/);
      const starts = ["/", new URL(discussions[0]!.url, browser.baseURL).pathname, "/profile/member"];
      const links = new Set<string>();
      for (const start of starts) {
        expect(await notFoundOn(page, start)).toBeNull();
        for (const link of await pageLinks(page)) links.add(link);
        if (start === "/") for (const link of await menuLinks(page)) links.add(link);
      }
      expect(links.size).toBeGreaterThan(10);
      const dead = await deadLinks(page, [...links]);
      console.log(`dead-link crawl: ${links.size} links visited, ${dead.length} Not Found`);
      expect(dead).toEqual([]);
    },
  );
});
