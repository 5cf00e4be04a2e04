// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildCategory, buildUser, setConfig, type BuiltUser } from "../../../tests/helpers/factories";
import { readSiteConfig } from "../../services/config";
import { buildTestApp } from "../../../tests/helpers/server";
import { hydrateContextFor } from "../../../tests/helpers/hydrate-context";
import { hydrateBreadcrumbs } from "./breadcrumbs";

let app: FastifyInstance;
let member: BuiltUser;
beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
  const general = await buildCategory(app.db, { name: "General", displayAs: "categories" });
  await buildCategory(app.db, { name: "Introductions", parentID: general.categoryID });
  member = await buildUser(app.db);
});
afterAll(() => app.close());

const categoryID = async (name: string) =>
  (
    await app.db
      .selectFrom("categories")
      .select("categoryID")
      .where("name", "=", name)
      .executeTakeFirstOrThrow()
  ).categoryID;

describe("Breadcrumbs hydrator", () => {
  it("keeps crumbs a definition gives", async () => {
    const crumbs = [{ name: "Somewhere", url: "/x" }];
    expect(await hydrateBreadcrumbs({ crumbs }, await hydrateContextFor(app))).toEqual({ crumbs });
  });

  it("gives list pages Home and the list", async () => {
    const ctx = await hydrateContextFor(app, undefined, { layoutViewType: "discussionList" });
    expect((await hydrateBreadcrumbs({}, ctx)).crumbs).toEqual([
      { name: "Home", url: "/" },
      { name: "Posts", url: "/discussions" },
    ]);
  });

  it("gives a child category page its ancestors", async () => {
    const id = await categoryID("Introductions");
    const ctx = await hydrateContextFor(app, member.name, {
      layoutViewType: "discussionList",
      recordType: "category",
      recordID: id,
    });
    const names = ((await hydrateBreadcrumbs({}, ctx)).crumbs as Array<{ name: string }>).map((c) => c.name);
    expect(names).toEqual(["Home", "Categories", "General", "Introductions"]);
  });

  it("names the site's own crumbs in the site's language; categories keep their names (shell spec §3 ui.localeKey)", async () => {
    await setConfig(app.db, { "ui.localeKey": "fr" });
    try {
      const config = await readSiteConfig(app.db);
      const list = await hydrateContextFor(app, undefined, { layoutViewType: "discussionList", config });
      expect((await hydrateBreadcrumbs({}, list)).crumbs).toEqual([
        { name: "Accueil", url: "/" },
        { name: "Publications", url: "/discussions" },
      ]);
      const category = await hydrateContextFor(app, member.name, {
        layoutViewType: "discussionList",
        recordType: "category",
        recordID: await categoryID("Introductions"),
        config,
      });
      const names = ((await hydrateBreadcrumbs({}, category)).crumbs as Array<{ name: string }>).map(
        (c) => c.name,
      );
      expect(names).toEqual(["Accueil", "Catégories", "General", "Introductions"]);
    } finally {
      await setConfig(app.db, { "ui.localeKey": "en" });
    }
  });
});
