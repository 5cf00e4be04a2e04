import { beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import fr from "../../locales/fr.json";
import ar from "../../locales/ar.json";
import { builtinThemes } from "../../server/services/themes/themes-builtin";
import { openBrowser } from "./browser";
import { axeViolations, type AxeViolation } from "./axe";
import { keepSiteConfig } from "./keep-site-config";
import { sessionCache, XHR } from "./sign-in-once";

// The member's core pages, checked by axe-core (WCAG 2.1 A/AA) in every interface language, for a
// guest and a signed-in member, at 1280 px; the member's (every guest control and more) at 375 px too.
// One page per language and role visits them all, so the file signs each user in once and stays quick.
// Then the title bar's focus ring as each built-in theme draws it.
const browser = openBrowser();
const sessions = sessionCache(browser.baseURL);
keepSiteConfig(sessions, ["ui.localeKey"]);

const BUILTIN_THEMES = builtinThemes.map((theme) => theme.themeID);

const catalogs: Record<string, Record<string, string>> = { en: {}, fr, ar };
const LOCALES = ["en", "fr", "ar"] as const;
const ROLES = [null, "member"] as const;
const SEARCH = "welcome";

async function setLocale(localeKey: string): Promise<void> {
  const api = await sessions.apiAs("admin");
  try {
    const response = await api.patch("/api/v2/config", { headers: XHR, data: { "ui.localeKey": localeKey } });
    expect(response.status()).toBe(204);
  } finally {
    await api.dispose();
  }
}

/** A demo discussion with comments: its address. */
let postPath = "";
beforeAll(async () => {
  const api = await sessions.apiAs("member");
  try {
    const rows = (await (await api.get("/api/v2/discussions?limit=30")).json()) as Array<{
      url: string;
      countComments: number;
    }>;
    const withComments = rows.find((row) => row.countComments >= 2 && row.countComments <= 30);
    expect(withComments).toBeDefined();
    postPath = new URL(withComments!.url, browser.baseURL).pathname;
  } finally {
    await api.dispose();
  }
});

interface CorePage {
  name: string;
  path: () => string;
  memberOnly?: boolean;
  /** What shows once the page has its own content, in the page's language (`tr`). */
  ready: (page: Page, tr: (text: string) => string) => Locator;
}

const PAGES: CorePage[] = [
  { name: "home", path: () => "/", ready: (page) => page.getByRole("main").getByRole("link").first() },
  {
    name: "discussions",
    path: () => "/discussions",
    ready: (page, tr) =>
      page
        .getByRole("main")
        .getByRole("list", { name: tr("Discussion details") })
        .first(),
  },
  {
    name: "post",
    path: () => postPath,
    // The original post's Share and the first comment's.
    ready: (page, tr) =>
      page
        .getByRole("main")
        .getByRole("button", { name: tr("Share") })
        .nth(1),
  },
  {
    name: "search",
    path: () => `/search?query=${SEARCH}`,
    ready: (page, tr) =>
      page
        .getByRole("list", { name: tr("Search Results") })
        .getByRole("listitem")
        .first(),
  },
  {
    name: "composer",
    path: () => "/post/discussion",
    memberOnly: true,
    ready: (page, tr) => page.getByRole("button", { name: tr("Post Discussion") }),
  },
];

/** Opens `path` and waits for its content, then for nothing on it to be busy any more. */
async function openSettled(page: Page, path: string, content: Locator): Promise<void> {
  // The page's content, then nothing busy, then a quiet network: one wait for quiet is enough.
  await page.goto(path);
  await content.waitFor().catch(async (error: Error) => {
    const main = await page
      .locator("main")
      .innerText()
      .catch(() => "(no main)");
    throw new Error(
      `${path} at ${page.viewportSize()?.width} px: ${error.message}\nmain: ${main.slice(0, 600)}`,
    );
  });
  await page
    .locator('[aria-busy="true"], [role="status"][aria-label]')
    .first()
    .waitFor({ state: "detached" });
  await page.waitForLoadState("networkidle");
}

describe("the core pages in every language, for a guest and a member (axe-core, WCAG 2.1 A/AA)", () => {
  for (const locale of LOCALES) {
    for (const role of ROLES) {
      const widths = role ? [1280, 375] : [1280];
      it(`${locale}, ${role ?? "guest"}: home, discussions, a post, search results${role ? ", the composer" : ""} at ${widths.join(" and ")} px have no violations`, async () => {
        await setLocale(locale);
        const page = browser.page();
        page.setDefaultTimeout(20_000);
        if (role) await sessions.signInAs(page.context(), role);
        const tr = (text: string) => catalogs[locale]![text] ?? text;
        const found: Record<string, AxeViolation[]> = {};
        let checked = 0;
        for (const width of widths) {
          await page.setViewportSize({ width, height: width > 600 ? 900 : 812 });
          for (const core of PAGES) {
            if (core.memberOnly && !role) continue;
            await openSettled(page, core.path(), core.ready(page, tr));
            expect(
              await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
            ).toEqual([locale, locale === "ar" ? "rtl" : ""]);
            const violations = await axeViolations(page);
            if (violations.length > 0) found[`${core.name} at ${width} px`] = violations;
            checked += 1;
          }
        }
        expect(found).toEqual({});
        expect(checked).toBe(widths.length * (role ? 5 : 4));
      }, 90_000);
    }
  }
});

/** WCAG contrast of two `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

async function applyTheme(themeID: string): Promise<void> {
  const api = await sessions.apiAs("admin");
  try {
    const response = await api.put("/api/v2/themes/current", { headers: XHR, data: { themeID } });
    expect(response.status()).toBe(200);
  } finally {
    await api.dispose();
  }
}

describe("the title bar's focus ring in each built-in theme, as the browser draws it", () => {
  it("a title-bar link reached by Tab has an outline of at least 3:1 against the bar in every built-in theme", async () => {
    await setLocale("en");
    const page = browser.page();
    await page.setViewportSize({ width: 1280, height: 900 });
    const drawn: Record<string, number> = {};
    const admin = await sessions.apiAs("admin");
    const before = ((await (await admin.get("/api/v2/themes/current")).json()) as { themeID: string })
      .themeID;
    await admin.dispose();
    try {
      for (const themeID of BUILTIN_THEMES) {
        await applyTheme(themeID);
        await page.goto("/", { waitUntil: "networkidle" });
        const signIn = page.getByRole("banner").getByRole("link", { name: "Sign In" });
        await signIn.waitFor();
        for (let presses = 0; presses < 30; presses += 1) {
          if (await signIn.evaluate((element) => element === document.activeElement)) break;
          await page.keyboard.press("Tab");
        }
        const ring = await signIn.evaluate((element) => {
          const style = getComputedStyle(element);
          return {
            focused: element === document.activeElement,
            style: style.outlineStyle,
            width: parseFloat(style.outlineWidth),
            colour: style.outlineColor,
            bar: getComputedStyle(element.closest("header")!).backgroundColor,
          };
        });
        expect(ring.focused, themeID).toBe(true);
        expect(ring.style, themeID).not.toBe("none");
        expect(ring.width, themeID).toBeGreaterThanOrEqual(2);
        drawn[themeID] = Math.round(contrast(ring.colour, ring.bar) * 100) / 100;
      }
    } finally {
      await applyTheme(before);
    }
    for (const themeID of BUILTIN_THEMES) expect(drawn[themeID], themeID).toBeGreaterThanOrEqual(3);
  }, 90_000);
});
