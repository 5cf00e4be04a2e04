// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { LayoutNode } from "../../schemas/layout/node.schema";
import { buildUser, setConfig } from "../../tests/helpers/factories";
import { buildTestApp } from "../../tests/helpers/server";
import { loadViewer } from "../auth/viewer";
import { createLayout, setLayoutViews } from "./layout-store";
import { lookupHydratedLayout } from "./lookup-layout";

// A built-in layout's headings are interface strings, shown in the site's language (shell spec §3
// ui.localeKey); a site manager's own layout shows its titles as they were typed.
let app: FastifyInstance;
let adminID = 0;
beforeAll(async () => {
  app = await buildTestApp();
  adminID = (await buildUser(app.db, { roles: ["administrator"] })).userID;
});
afterAll(() => app.close());

/** Every widget title of a hydrated page, in page order. */
function titlesOf(nodes: unknown): string[] {
  if (Array.isArray(nodes)) return nodes.flatMap(titlesOf);
  if (typeof nodes !== "object" || nodes === null) return [];
  const props = (nodes as LayoutNode & { $reactProps?: Record<string, unknown> }).$reactProps;
  const own = typeof props?.title === "string" ? [props.title] : [];
  return [...own, ...Object.values(props ?? {}).flatMap(titlesOf)];
}

async function homeTitles(): Promise<{ titles: string[] }> {
  const layout = await lookupHydratedLayout(
    app.db,
    await loadViewer(app.db, 0),
    { layoutViewType: "home", recordType: "global", recordID: -1, params: {} },
    { debug: false, origin: "https://plaza.test" },
  );
  if (!("layout" in layout)) throw new Error("The home page answered a redirect.");
  return { titles: titlesOf(layout.layout) };
}

describe("titles of layouts in the site's language", () => {
  it("the built-in home page's headings follow ui.localeKey: French, Arabic, and English again", async () => {
    await setConfig(app.db, { "ui.localeKey": "fr" });
    expect((await homeTitles()).titles).toEqual(
      expect.arrayContaining(["Discussions récentes", "Communauté", "Meilleurs membres"]),
    );
    await setConfig(app.db, { "ui.localeKey": "ar" });
    expect((await homeTitles()).titles).toEqual(expect.arrayContaining(["أحدث النقاشات", "المجتمع"]));
    await setConfig(app.db, { "ui.localeKey": "en" });
    expect((await homeTitles()).titles).toEqual(
      expect.arrayContaining(["Recent Discussions", "Community", "Top Members"]),
    );
  });

  it("a site manager's own layout keeps the titles as typed, even one that is also a built-in title", async () => {
    const layout = await createLayout(app.db, adminID, {
      name: "Our home",
      layoutViewType: "home",
      layout: [
        { $hydrate: "react.sitetotals", title: "Community" },
        { $hydrate: "react.leaderboard", title: "Our helpers" },
      ],
    });
    await setLayoutViews(app.db, adminID, String(layout.layoutID), [{ recordType: "global", recordID: -1 }]);
    await setConfig(app.db, { "ui.localeKey": "fr" });
    try {
      expect((await homeTitles()).titles).toEqual(["Community", "Our helpers"]);
    } finally {
      await app.db.deleteFrom("layout_views").execute();
      await setConfig(app.db, { "ui.localeKey": "en" });
    }
  });
});
