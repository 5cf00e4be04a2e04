// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { Category } from "../../../schemas/entities/category.schema";
import { categoriesWidgetSchema } from "../../../schemas/widgets/categories-widget.schema";
import { buildTestApp } from "../../../tests/helpers/server";
import { hydrateContextFor } from "../../../tests/helpers/hydrate-context";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { countingQueries } from "../../../tests/helpers/query-count";
import { hydrateNode } from "../hydrate-layout";
import { hydrateCategoriesWidget } from "./categories-widget";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
});
afterAll(() => app.close());

const names = (props: Record<string, unknown>) => (props.itemData as Category[]).map((c) => c.name);

describe("hydrateCategoriesWidget", () => {
  it("preloads the top-level categories a guest can see, without children", async () => {
    const props = await hydrateCategoriesWidget({ title: "Categories" }, await hydrateContextFor(app));
    expectMatchesSchema(categoriesWidgetSchema, props);
    expect(names(props)).toEqual(["Announcements", "General", "Help & Support", "Ideas & Feedback"]);
  });

  it("shows the Staff Room to a moderator only", async () => {
    const props = await hydrateCategoriesWidget({}, await hydrateContextFor(app, "moderator"));
    expect(names(props)).toContain("Staff Room");
    expect(names(await hydrateCategoriesWidget({}, await hydrateContextFor(app, "member")))).not.toContain(
      "Staff Room",
    );
  });

  it("lists a parent's children, or a chosen set in its order", async () => {
    const children = await hydrateCategoriesWidget(
      { apiParams: { parentCategoryID: 2 } },
      await hydrateContextFor(app),
    );
    expect(names(children)).toEqual(["Introductions", "Off Topic"]);
    const chosen = await hydrateCategoriesWidget(
      { apiParams: { categoryID: [8, 1] } },
      await hydrateContextFor(app),
    );
    expect(names(chosen)).toEqual(["Ideas & Feedback", "Announcements"]);
  });

  it("hydrates a react.categories definition node into a valid CategoriesWidget node", async () => {
    const node = await hydrateNode(
      { $hydrate: "react.categories", title: "Categories" },
      await hydrateContextFor(app),
    );
    expect(node.$reactComponent).toBe("CategoriesWidget");
    expect(node.$reactProps.itemData).toHaveLength(4);
  });

  it("nests subcategories under their parents with maxDepth 2 (the /categories tree)", async () => {
    const props = await hydrateCategoriesWidget({ apiParams: { maxDepth: 2 } }, await hydrateContextFor(app));
    expectMatchesSchema(categoriesWidgetSchema, props);
    const tree = props.itemData as Category[];
    expect(tree.map((c) => c.name)).toEqual([
      "Announcements",
      "General",
      "Help & Support",
      "Ideas & Feedback",
    ]);
    expect(tree.find((c) => c.name === "General")?.children?.map((c) => c.name)).toEqual([
      "Introductions",
      "Off Topic",
    ]);
  });

  it("gives each category its newest discussion, a parent's taken from its whole family", async () => {
    const props = await hydrateCategoriesWidget(
      { apiParams: { maxDepth: 2, expand: ["lastPost"] } },
      await hydrateContextFor(app),
    );
    expectMatchesSchema(categoriesWidgetSchema, props);
    const tree = props.itemData as Category[];
    const newestIn = async (ids: number[]) =>
      app.db
        .selectFrom("discussions")
        .innerJoin("users", "users.userID", "discussions.insertUserID")
        .select(["discussionID", "discussions.name", "users.name as author"])
        .where("categoryID", "in", ids)
        .orderBy("discussions.dateInserted", "desc")
        .orderBy("discussionID", "desc")
        .executeTakeFirst();
    const general = tree.find((c) => c.name === "General")!;
    const family = [general.categoryID, ...(general.children ?? []).map((c) => c.categoryID)];
    const expected = await newestIn(family);
    expect(general.lastPost).toMatchObject({
      discussionID: expected?.discussionID,
      name: expected?.name,
      insertUser: { name: expected?.author },
    });
    for (const child of general.children ?? []) {
      expect(child.lastPost?.discussionID ?? null).toBe(
        (await newestIn([child.categoryID]))?.discussionID ?? null,
      );
    }
  });

  it("keeps the Staff Room's discussions out of a guest's latest discussions", async () => {
    const staff = await app.db
      .selectFrom("categories")
      .select("categoryID")
      .where("urlcode", "in", ["staff-room", "moderation-log"])
      .execute();
    const hiddenIDs = staff.map((row) => row.categoryID);
    const hidden = await app.db
      .selectFrom("discussions")
      .select("discussionID")
      .where("categoryID", "in", hiddenIDs)
      .execute();
    const props = await hydrateCategoriesWidget(
      { apiParams: { maxDepth: 3, expand: ["lastPost"] } },
      await hydrateContextFor(app),
    );
    const all = (props.itemData as Category[]).flatMap((c) => [c, ...(c.children ?? [])]);
    const shown = all.map((c) => c.lastPost?.discussionID);
    for (const { discussionID } of hidden) expect(shown).not.toContain(discussionID);
  });

  it("loads the whole tree with newest discussions in a fixed number of queries, not one per category", async () => {
    const ctx = await hydrateContextFor(app, "moderator");
    const counted = countingQueries(ctx.db);
    const props = await hydrateCategoriesWidget(
      { apiParams: { maxDepth: 4, expand: ["lastPost"] } },
      { ...ctx, db: counted.db },
    );
    const all = (props.itemData as Category[]).flatMap((c) => [c, ...(c.children ?? [])]);
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect(all.filter((c) => c.lastPost).length).toBeGreaterThanOrEqual(8);
    // The list (categories, follows, follower counts, translations) and the newest discussions
    // (categories, one windowed query, their authors with the ranks setting): 9 whatever the number
    // of categories.
    expect(counted.count()).toBeLessThanOrEqual(9);
  });
});
