import fs from "node:fs";
import type { APIRequestContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openBrowser } from "./browser";
import { categoryIDByName, sessionCache, XHR } from "./sign-in-once";

const browser = openBrowser();

/** DOMPurify's hostile inputs (tests/fixtures/xss/README.md) plus the classics. */
const corpus = (
  JSON.parse(fs.readFileSync("tests/fixtures/xss/dompurify-payloads.json", "utf8")) as Array<{
    payload: string;
  }>
).map((entry) => entry.payload);
const classics = [
  "<script>window.__xss=1</script>",
  '<img src=x onerror="window.__xss=1">',
  '<a href="javascript:window.__xss=1">classic link</a>',
  '<svg onload="window.__xss=1"></svg>',
  '<a href=" JaVaScRiPt:window.__xss=1">spaced link</a>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<div onmouseover="window.__xss=1" style="width:100px;height:100px">hover</div>',
];
const markdownBody = [
  "[md link](javascript:window.__xss=1)",
  "[md spaced](  JaVaScRiPt:window.__xss=1)",
  "![md image](javascript:window.__xss=1)",
  "<script>window.__xss=1</script>",
  '<img src=x onerror="window.__xss=1">',
  '<a href="javascript:window.__xss=1">md html link</a>',
].join("\n\n");
const textBody = [...classics, "javascript:window.__xss=1"].join("\n");

const sessions = sessionCache(browser.baseURL);

async function postDiscussion(api: APIRequestContext, name: string, body: string, format: string) {
  const response = await api.post("/api/v2/discussions", {
    headers: XHR,
    data: { name, body, format, categoryID: await categoryIDByName(api, "Off Topic") },
  });
  expect(response.status()).toBe(201);
  const data = (await response.json()) as { discussionID: number; url: string };
  return { discussionID: data.discussionID, path: new URL(data.url, browser.baseURL).pathname };
}

/** Anything in the rendered post bodies that could run script. */
async function dangerousMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const isScriptUrl = (value: string) =>
      // Browsers ignore ASCII whitespace and control characters around and inside the scheme.
      /^javascript:/i.test(
        Array.from(value)
          .filter((char) => char.charCodeAt(0) > 0x20)
          .join(""),
      );
    for (const body of Array.from(document.querySelectorAll(".userContent"))) {
      for (const element of [body, ...Array.from(body.querySelectorAll("*"))]) {
        const tag = element.tagName.toLowerCase();
        if (["script", "iframe", "object", "embed", "frame", "base", "meta"].includes(tag)) {
          found.push(`<${tag}>`);
        }
        for (const attribute of Array.from(element.attributes)) {
          const name = attribute.name.toLowerCase();
          if (name.startsWith("on")) found.push(`${tag}[${name}]`);
          if (
            /(^|:)(href|src|action|formaction|xlink:href|srcdoc)$/.test(name) &&
            isScriptUrl(attribute.value)
          ) {
            found.push(`${tag}[${name}=${attribute.value}]`);
          }
        }
      }
    }
    return found;
  });
}

/**
 * Opens the post page, hovers and clicks every link of the post bodies (by real clicks where they
 * can be hit, by element.click() where they cannot), reopening the page after any that leave it.
 * Answers the number of links clicked.
 */
async function clickEveryBodyLink(page: Page, path: string): Promise<number> {
  // Hydrated (the page's scripts loaded), so each click meets the app's own link handling rather
  // than the browser's default on the server's markup.
  const open = async () => {
    await page.goto(path, { waitUntil: "networkidle" });
    await page.locator(".userContent").first().waitFor();
  };
  await open();
  const count = await page.locator(".userContent a").count();
  for (let index = 0; index < count; index++) {
    if (new URL(page.url()).pathname !== path) await open();
    const link = page.locator(".userContent a").nth(index);
    if (await link.isVisible()) {
      await link.hover({ timeout: 2_000 }).catch(() => undefined);
      await link.click({ timeout: 2_000 }).catch(() => link.evaluate((a: HTMLElement) => a.click()));
    } else {
      await link.evaluate((a: HTMLElement) => a.click());
    }
    await page.waitForLoadState();
    if (new URL(page.url()).pathname === path) {
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    }
  }
  return count;
}

/** The xss flag, set by any payload that ran. */
const xssFlag = (page: Page) => page.evaluate(() => (window as { __xss?: unknown }).__xss);

/**
 * Signs in as member, keeps the page on the site (links out are aborted) and counts dialogs; answers
 * the page, its request context and the dialogs seen.
 */
async function hostilePage() {
  const page = browser.page();
  await sessions.signInAs(page.context(), "member");
  await page.context().route(
    (url) => url.origin !== browser.baseURL,
    (route) => route.abort(),
  );
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, api: page.context().request, dialogs };
}

/** Opens the page, checks its bodies, clicks their links, and checks again after a hover over all. */
async function expectInert(page: Page, path: string, dialogs: string[]) {
  await page.goto(path, { waitUntil: "networkidle" });
  await page.locator(".userContent").first().waitFor();
  expect(await dangerousMarkup(page)).toEqual([]);
  await clickEveryBodyLink(page, path);
  await page.goto(path, { waitUntil: "networkidle" });
  await page.locator(".userContent").first().waitFor();
  for (const body of await page.locator(".userContent").all()) await body.hover();
  expect(await xssFlag(page)).toBeUndefined();
  expect(await dangerousMarkup(page)).toEqual([]);
  expect(dialogs).toEqual([]);
}

describe("hostile bodies render inert in Chromium", () => {
  it("an html discussion of the DOMPurify corpus and the classics runs no script", async () => {
    const { page, api, dialogs } = await hostilePage();
    // The classics first: a corpus payload may open an element (<title>, <textarea>) that takes the rest as text.
    const body = [...classics, ...corpus].join("\n");
    const { path } = await postDiscussion(api, "XSS corpus (html)", body, "html");
    await expectInert(page, path, dialogs);
    await page.locator(".userContent").getByText("classic link").click();
    expect(await xssFlag(page)).toBeUndefined();
    expect(dialogs).toEqual([]);
  }, 120_000);

  it("a markdown discussion with an html comment runs no script", async () => {
    const { page, api, dialogs } = await hostilePage();
    const { discussionID, path } = await postDiscussion(api, "XSS (markdown)", markdownBody, "markdown");
    const comment = await api.post("/api/v2/comments", {
      headers: XHR,
      data: { discussionID, body: classics.join("\n"), format: "html" },
    });
    expect(comment.status()).toBe(201);
    await expectInert(page, path, dialogs);
    expect(await page.locator(".userContent").count()).toBe(2);
    for (const text of ["md link", "md html link", "classic link", "spaced link"]) {
      await page.locator(".userContent").getByText(text).first().click();
      expect(await xssFlag(page)).toBeUndefined();
    }
    expect(new URL(page.url()).pathname).toBe(path);
    expect(dialogs).toEqual([]);
  });

  it("a text discussion shows the payloads as text", async () => {
    const { page, api, dialogs } = await hostilePage();
    const { path } = await postDiscussion(api, "XSS (text)", textBody, "text");
    await expectInert(page, path, dialogs);
    await page.locator(".userContent").getByText("<script>window.__xss=1</script>").waitFor();
  });
});
