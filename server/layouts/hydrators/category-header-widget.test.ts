// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { Category } from "../../../schemas/entities/category.schema";
import { categoryHeaderWidgetSchema } from "../../../schemas/widgets/category-header-widget.schema";
import { buildTestApp, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { hydrateContextFor } from "../../../tests/helpers/hydrate-context";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { hydrateNode } from "../hydrate-layout";
import { hydrateCategoryHeaderWidget } from "./category-header-widget";
import { hydrateCategoriesWidget } from "./categories-widget";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  const admin = await signInAs(app, "admin");
  await app.inject({
    method: "PATCH",
    url: "/api/v2/categories/2",
    headers: { ...writeHeaders, cookie: admin },
    payload: JSON.stringify({ bannerUrl: "/uploads/banners/general.jpg" }),
  });
});
afterAll(() => app.close());

const onCategory = (recordID: number) =>
  ({ layoutViewType: "discussionList", recordType: "category", recordID }) as const;

describe("hydrateCategoryHeaderWidget", () => {
  it("fills the category page's name, description, colour and banner", async () => {
    const props = await hydrateCategoryHeaderWidget(
      {},
      await hydrateContextFor(app, "member", onCategory(2)),
    );
    expectMatchesSchema(categoryHeaderWidgetSchema, props);
    expect(props).toMatchObject({
      category: {
        categoryID: 2,
        name: "General",
        description: "Conversation about anything and everything. Pull up a chair.",
        color: "#1971c2",
        bannerUrl: "/uploads/banners/general.jpg",
        followed: false,
      },
    });
  });

  it("leaves a page without a category alone, and a hidden category is the page's 404", async () => {
    expect(await hydrateCategoryHeaderWidget({ hideFollow: true }, await hydrateContextFor(app))).toEqual({
      hideFollow: true,
    });
    const staff = await app.db
      .selectFrom("categories")
      .select("categoryID")
      .where("urlcode", "=", "staff-room")
      .executeTakeFirstOrThrow();
    await expect(
      hydrateCategoryHeaderWidget({}, await hydrateContextFor(app, "member", onCategory(staff.categoryID))),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("hydrates a react.category.header definition node into a CategoryHeaderWidget node", async () => {
    const node = await hydrateNode(
      { $hydrate: "react.category.header" },
      await hydrateContextFor(app, undefined, onCategory(2)),
    );
    expect(node.$reactComponent).toBe("CategoryHeaderWidget");
  });
});

describe("hydrateCategoriesWidget with childrenOfPage", () => {
  it("lists the category page's subcategories, and nothing on another page", async () => {
    const props = await hydrateCategoriesWidget(
      { apiParams: { childrenOfPage: true } },
      await hydrateContextFor(app, undefined, onCategory(2)),
    );
    expect((props.itemData as Category[]).map((c) => c.name)).toEqual(["Introductions", "Off Topic"]);
    const elsewhere = await hydrateCategoriesWidget(
      { apiParams: { childrenOfPage: true } },
      await hydrateContextFor(app),
    );
    expect(elsewhere.itemData).toEqual([]);
  });
});
