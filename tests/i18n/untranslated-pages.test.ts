// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { createRequire } from "node:module";
import { renderApp } from "../../src/app/entry-server";
import { FALLBACK_TEMPLATE } from "../../server/http/html";
import { buildTestApp } from "../helpers/server";
import {
  buildCategory,
  buildComment,
  buildDiscussion,
  buildReaction,
  buildTag,
  buildUser,
  setConfig,
  signInCookie,
} from "../helpers/factories";
import { interfaceTexts, isUserContent, untranslatedTexts } from "./interface-text";

// jsdom ships no types.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

// Bodies rendered in the test's thread: this file times pages, not the worker pool's start.
vi.mock("../../server/services/body/render-pool", () => import("../helpers/inline-render-pool"));

// Every interface string goes through the catalog (shell spec §3 locale config keys): the site's pages
// rendered on the server in French and in Arabic show no English interface text, and every piece of
// user content is isolated with dir="auto", so English words inside a right-to-left page keep their order.
let app: FastifyInstance;
let admin = "";
const pages: string[] = [];
/** The words of the site's records, made by the factories: user content, never translated. */
const userTexts = [
  "Plaza Community",
  "AdaLovelace",
  "GraceHopper",
  "Desk lamps",
  "Lighting and furniture for the home office.",
  "Soldering",
  "Which lamp for a small desk?",
  "I need a lamp for a small desk, with warm light!",
  "Try an LED strip, it fits anywhere?",
  "warm-light",
];

beforeAll(async () => {
  app = await buildTestApp({
    templateSource: {
      dev: false,
      load: async () => FALLBACK_TEMPLATE,
      renderer: async () => ({
        render: (options) => renderApp({ ...options, streamAfterMs: 60_000 }),
        assets: null,
      }),
    },
  });
  const ada = await buildUser(app.db, { name: "AdaLovelace", roles: ["administrator"] });
  const grace = await buildUser(app.db, { name: "GraceHopper" });
  const lamps = await buildCategory(app.db, {
    name: "Desk lamps",
    urlcode: "desk-lamps",
    description: "Lighting and furniture for the home office.",
  });
  await buildCategory(app.db, { name: "Soldering", parentID: lamps.categoryID });
  const tagID = await buildTag(app.db, { name: "warm-light" });
  const discussionID = await buildDiscussion(app.db, {
    categoryID: lamps.categoryID,
    insertUserID: ada.userID,
    name: "Which lamp for a small desk?",
    body: "I need a lamp for a small desk, with warm light!",
    tagIDs: [tagID],
  });
  await buildComment(app.db, {
    discussionID,
    insertUserID: grace.userID,
    body: "Try an LED strip, it fits anywhere?",
  });
  await buildReaction(app.db, { recordType: "discussion", recordID: discussionID, userID: grace.userID });
  admin = await signInCookie(app.db, ada.userID);
  pages.push(
    "/",
    "/discussions",
    `/discussion/${discussionID}`,
    "/categories",
    "/categories/desk-lamps",
    "/post/discussion",
    "/dashboard/settings",
    "/profile/GraceHopper",
  );
}, 120_000);
afterAll(() => app.close());

/** The page's root element, as the server rendered it for the signed-in administrator (or a guest). */
async function renderedPage(url: string, cookie?: string): Promise<Element> {
  const response = await app.inject({ url, headers: cookie ? { cookie } : {} });
  const root = new JSDOM(response.body).window.document.getElementById("root");
  if (!root) throw new Error(`${url} rendered no root element`);
  return root;
}

describe("interface texts of server-rendered pages", { timeout: 120_000 }, () => {
  for (const locale of ["fr", "ar"] as const) {
    it(`${locale}: the main pages show no untranslated interface text`, async () => {
      await setConfig(app.db, { "ui.localeKey": locale });
      try {
        const found: string[] = [];
        for (const url of pages) {
          for (const cookie of [admin, undefined]) {
            const texts = interfaceTexts(await renderedPage(url, cookie), userTexts);
            found.push(...untranslatedTexts(locale, texts).map((text) => `${url}: ${text}`));
          }
        }
        expect([...new Set(found)]).toEqual([]);
      } finally {
        await setConfig(app.db, { "ui.localeKey": "en" });
      }
    });
  }

  it("ar: every piece of user content is isolated with dir=auto (titles, bodies, names, categories, tags)", async () => {
    await setConfig(app.db, { "ui.localeKey": "ar" });
    try {
      const missing: string[] = [];
      for (const url of pages) {
        const root = await renderedPage(url, admin);
        const walker = root.ownerDocument.createTreeWalker(root, 4);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? "";
          if (!userTexts.some((user) => text.includes(user))) continue;
          let isolated = false;
          for (let el = node.parentElement; el && !isolated; el = el.parentElement)
            isolated = isUserContent(el);
          if (!isolated) missing.push(`${url}: ${text}`);
        }
      }
      expect(missing).toEqual([]);
    } finally {
      await setConfig(app.db, { "ui.localeKey": "en" });
    }
  });
});
