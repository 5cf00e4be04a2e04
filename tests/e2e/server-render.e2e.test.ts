import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { sessionCache } from "./sign-in-once";

// Pages come rendered from the server and the browser hydrates them: no mismatch, no second request
// for what the page already holds, nothing shifting, and every page readable without JavaScript.
const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);

interface Listed {
  name: string;
  url: string;
}

async function firstDiscussions(page: Page, query = "limit=3"): Promise<Listed[]> {
  const response = await page.request.get(`/api/v2/discussions?${query}`);
  return (await response.json()) as Listed[];
}

/** Holds the page's requests for `pattern` until the returned function lets them go, as on a slow network. */
async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Data requests the page makes (page-view ticks and counts aside), from now on. */
function watchDataRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    // Data is fetched; images (a member's letter avatar is served under /api/v2/avatars) are not data.
    const isData = request.resourceType() === "fetch" || request.resourceType() === "xhr";
    if (isData && url.pathname.startsWith("/api/v2/") && !url.pathname.endsWith("/tick"))
      requests.push(url.pathname);
  });
  return requests;
}

/**
 * Layout shifts after load, as the browser scores them (what CLS adds up): every shift recorded
 * until the page went quiet (networkidle) and two more frames were painted.
 */
async function layoutShiftAfterLoad(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const add = (entries: PerformanceEntryList) => {
          for (const entry of entries as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            add(observer.takeRecords());
            observer.disconnect();
            resolve(total);
          }),
        );
      }),
  );
}

describe("server-rendered pages in Chromium", () => {
  it("ssr: home, the list and a post page hydrate with no warning, no second data request and no shift", async () => {
    const page = browser.page();
    const [first] = await firstDiscussions(page);
    expect(first).toBeDefined();
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const requests = watchDataRequests(page);
    for (const path of ["/", "/discussions", first!.url]) {
      requests.length = 0;
      await page.goto(path, { waitUntil: "networkidle" });
      // Hydrated: the page answers the keyboard (the skip link is the first stop).
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to content");
      expect(requests.filter((p) => p !== "/api/v2/users/me-counts")).toEqual([]);
      expect(await layoutShiftAfterLoad(page)).toBeLessThanOrEqual(0.01);
    }
    expect(browser.consoleErrors()).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it("ssr: a page's styles come inline, its scripts and fonts start after the first paint; a phone gets the phone's page", async () => {
    const page = browser.page();
    const html = await (await page.request.get("/")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    // No stylesheet to fetch: only markers of the inline ones, of a type no browser fetches.
    expect(head).not.toMatch(/rel="stylesheet"(?! type="text\/plain")/);
    expect(head).toMatch(/<style nonce="[^"]+">/);
    // Nothing but the page before the first paint: the entry script, the fonts and the widgets'
    // chunks are started by the page's loader afterwards.
    expect(head).not.toMatch(/<script type="module"|rel="modulepreload"|rel="preload"/);
    expect(html).toMatch(/<script type="application\/json" id="plaza-modules">\["\/assets\/[^"]+\.js"/);
    const phone = await (await page.request.get("/", { headers: { "sec-ch-ua-mobile": "?1" } })).text();
    expect(phone).toContain('"deviceClass":"mobile"');
  });

  it("ssr: a guest's page loads only its entry with the page; the app follows, and a click made before it arrived is done then", async () => {
    const page = browser.page();
    // The app's chunk is held until the test lets it go.
    const release = await holdRequests(page, /\/assets\/app-[^/]+\.js$/);
    await page.goto("/", { waitUntil: "load" });

    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: "Search" }).click();
    const box = banner.getByRole("combobox", { name: "Search" });
    expect(await box.count()).toBe(0);
    release();
    // The click was held, and done once the button was hydrated: the search box opens, focused.
    await box.waitFor();
    await page.keyboard.type("tea");
    await expect.poll(() => box.inputValue()).toBe("tea");

    // Before the app started, once the page had loaded, the page's entry was its only script.
    const loads = await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const start = performance.getEntriesByName("plaza:hydration")[0]?.startTime ?? Number.NaN;
      const scriptsBefore = performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js") && entry.startTime < start)
        .map((entry) => new URL(entry.name).pathname);
      return { scriptsBefore, afterLoad: start >= navigation.loadEventEnd && navigation.loadEventEnd > 0 };
    });
    expect(loads.scriptsBefore).toHaveLength(1);
    expect(loads.scriptsBefore[0]).toMatch(/^\/assets\/index-[^/]+\.js$/);
    expect(loads.afterLoad).toBe(true);
    expect(browser.consoleErrors()).toEqual([]);
  });

  it("ssr: a click made after the first paint but before the page's entry script ran is done once the page is hydrated", async () => {
    const page = browser.page();
    // The entry itself is held: only the page's inline loader is there to listen.
    const release = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: "Search" }).click();
    const box = banner.getByRole("combobox", { name: "Search" });
    expect(await box.count()).toBe(0);
    release();
    await box.waitFor();
    await page.keyboard.type("tea");
    await expect.poll(() => box.inputValue()).toBe("tea");
    expect(browser.consoleErrors()).toEqual([]);
  });

  it("ssr: without JavaScript a guest reads a post and its comments, and pages through the list", async () => {
    const page = browser.page();
    const [first] = await firstDiscussions(page);
    const secondPage = await firstDiscussions(page, "limit=30&page=2");

    const context = await page
      .context()
      .browser()!
      .newContext({ baseURL: browser.baseURL, javaScriptEnabled: false });
    const reader = await context.newPage();
    await reader.goto(first!.url);
    await reader.getByRole("heading", { level: 1, name: first!.name }).waitFor();
    expect(await reader.locator("main article").count()).toBeGreaterThan(0);

    await reader.goto("/discussions");
    await reader
      .getByRole("navigation", { name: "Pagination", exact: true })
      .getByRole("link", { name: "Next" })
      .click();
    await reader.waitForURL(/page=2/);
    if (secondPage[0]) await reader.getByRole("link", { name: secondPage[0].name }).first().waitFor();
    await context.close();
  });

  it("ssr: a member's comment box takes input once hydrated, and keeps every key typed from then on", async () => {
    await sessions.signInAs(browser.page().context(), "member");
    const page = browser.page();
    const list = await page.request.get("/api/v2/discussions?limit=30");
    const open = ((await list.json()) as { url: string; closed: boolean }[]).find((d) => !d.closed)!;
    await page.goto(open.url);
    // Read-only in the server's markup (typing there would be lost when React hydrates), editable after.
    const box = page.locator('[role="textbox"][aria-label="Comment"][contenteditable="true"]');
    await box.click();
    await page.keyboard.type("Typed the moment the box took input.");
    // The draft keeper, loaded after the editor, keeps the text as a local draft at once: once the
    // draft holds every key, nothing the page loads later restores an older text over it.
    const localDraft = () =>
      page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith("plaza:draft:"))
          .map((key) => localStorage.getItem(key))
          .join("\n"),
      );
    await expect.poll(localDraft).toContain("Typed the moment the box took input.");
    expect(await box.textContent()).toContain("Typed the moment the box took input.");
    expect(browser.consoleErrors()).toEqual([]);
  });
});
