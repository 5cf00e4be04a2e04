import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { openBrowser } from "./browser";
import { axeViolations } from "./axe";
import { sessionCache } from "./sign-in-once";

const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);
fs.mkdirSync("test-results/screenshots", { recursive: true });

/** The pages a visitor sees first, by name; the category and post addresses are found at run time. */
const pages: Record<string, string> = {
  home: "/",
  discussions: "/discussions",
  categories: "/categories",
  category: "",
  post: "",
  profile: "/profile/member",
};

beforeAll(async () => {
  const api = await sessions.apiAs("member");
  try {
    const categories = (await (await api.get("/api/v2/categories?limit=50")).json()) as { url: string }[];
    pages.category = new URL(categories[0]!.url, browser.baseURL).pathname;
    // The longest thread, so the post page shows participants, counts and a full comment list.
    const discussions = (await (await api.get("/api/v2/discussions?limit=30")).json()) as {
      url: string;
      countComments: number;
    }[];
    const longest = discussions.reduce((a, b) => (b.countComments > a.countComments ? b : a));
    pages.post = new URL(longest.url, browser.baseURL).pathname;
  } finally {
    await api.dispose();
  }
});

async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "networkidle" });
  await page.locator('[aria-busy="true"]').first().waitFor({ state: "detached" });
  await page.evaluate(() => document.fonts.ready);
}

/**
 * What is wrong with the page's layout as a reader would see it: a page wider than the screen, a text
 * cut short that was not meant to end in an ellipsis, or two pieces of text drawn over each other.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1)
      problems.push(`the page is ${root.scrollWidth}px wide on a ${window.innerWidth}px screen`);
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== "hidden" && style.opacity !== "0" && box.width > 1 && box.height > 1;
    };
    // Elements holding text of their own, outside the title bar's menus and anything hidden.
    const texts = [...document.querySelectorAll("main *, header *")].filter(
      (element) =>
        [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim() !== "") &&
        visible(element) &&
        !element.closest("[hidden], [aria-hidden='true'], [role='menu'], [role='dialog']"),
    );
    for (const element of texts) {
      const style = getComputedStyle(element);
      const name = `${element.tagName.toLowerCase()} "${element.textContent!.trim().slice(0, 40)}"`;
      if (style.overflowX === "hidden" && element.scrollWidth > element.clientWidth + 1)
        problems.push(`${name} is cut short (${element.scrollWidth}px in ${element.clientWidth}px)`);
    }
    // Each line box of a text (an inline text that wraps has one per line, and its bounding box
    // would cover the lines' whole width).
    const boxes = texts.map((element) => ({ element, rects: [...element.getClientRects()] }));
    const overlaps = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        if (a.rects.some((ra) => b.rects.some((rb) => overlaps(ra, rb))))
          problems.push(
            `"${a.element.textContent!.trim().slice(0, 30)}" and "${b.element.textContent!.trim().slice(0, 30)}" overlap`,
          );
      }
    }
    return problems;
  });
}

describe("the forum's face at 1280 and 375 px", () => {
  for (const width of [1280, 375]) {
    it(`at ${width} px a guest's first pages fit the screen, nothing cut or overlapping, with screenshots`, async () => {
      const page = browser.page();
      await page.setViewportSize({ width, height: 900 });
      const found: Record<string, string[]> = {};
      for (const [name, path] of Object.entries(pages)) {
        await openSettled(page, path);
        await page.screenshot({ path: `test-results/screenshots/face-${name}-${width}.png`, fullPage: true });
        const problems = await layoutProblems(page);
        if (problems.length > 0) found[name] = problems;
      }
      expect(found).toEqual({});
      // The check sees what it looks for: two texts planted on one spot.
      await page.evaluate(() => {
        const plant = (text: string) => {
          const element = document.createElement("p");
          element.textContent = text;
          element.style.cssText = "position:absolute;top:300px;left:20px;width:900px;margin:0";
          document.querySelector("main")!.append(element);
        };
        plant("planted one");
        plant("planted two");
      });
      expect(await layoutProblems(page)).toContainEqual(expect.stringContaining("overlap"));
    });
  }

  it("lists show each discussion's category with its colour dot drawn", async () => {
    const page = browser.page();
    await openSettled(page, "/discussions");
    const dot = page
      .getByRole("list", { name: "Discussion details" })
      .first()
      .locator("[data-category-color]");
    const drawn = await dot.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { width: box.width, colour: element.getAttribute("data-category-color") };
    });
    expect(drawn.width).toBe(10);
    expect(drawn.colour).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("at 375 px the title bar shows the whole site name", async () => {
    const page = browser.page();
    await page.setViewportSize({ width: 375, height: 800 });
    await openSettled(page, "/");
    const name = page.getByRole("banner").getByRole("link", { name: "Plaza Demo Community" });
    const widths = await name.evaluate((link) => {
      const text = link.querySelector("span") ?? link;
      return { needed: text.scrollWidth, shown: text.clientWidth };
    });
    expect(widths.needed).toBeLessThanOrEqual(widths.shown);
  });
});

describe("the forum's face has no axe violations (WCAG 2.1 A/AA)", () => {
  for (const viewer of ["guest", "member"]) {
    it(`for a ${viewer}: home, discussions, categories, a category, a post page and a profile`, async () => {
      const page = browser.page();
      if (viewer === "member") await sessions.signInAs(page.context(), "member");
      const found: Record<string, unknown> = {};
      for (const [name, path] of Object.entries(pages)) {
        await openSettled(page, path);
        const violations = await axeViolations(page);
        if (violations.length > 0) found[name] = violations;
      }
      expect(found).toEqual({});
    });
  }

  it("an error page asks for its layout once and logs one error, the page's own 404", async () => {
    const page = browser.page();
    await openSettled(page, "/");
    const layoutCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v2/layouts/")) layoutCalls.push(request.url());
    });
    // Moving inside the app to a discussion that does not exist.
    await page.evaluate(() => {
      history.pushState({}, "", "/discussion/99999999/nothing-here");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.getByRole("heading", { level: 1, name: "Page Not Found" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(layoutCalls).toHaveLength(1);
    expect(browser.consoleErrors().filter((error) => error.includes("404"))).toHaveLength(1);

    // Opened directly: the server's page says it all, and nothing asks again.
    layoutCalls.length = 0;
    const before = browser.consoleErrors().length;
    await openSettled(page, "/discussion/99999999/nothing-here");
    await page.getByRole("heading", { level: 1, name: "Page Not Found" }).waitFor();
    expect(layoutCalls).toEqual([]);
    expect(browser.consoleErrors().length - before).toBe(1);
  });
});
