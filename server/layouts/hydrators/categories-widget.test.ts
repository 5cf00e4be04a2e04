// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { Category } from "../../../schemas/entities/category.schema";
import { categoriesWidgetSchema } from "../../../schemas/widgets/categories-widget.schema";
import { buildTestApp } from "../../../tests/helpers/server";
import { hydrateContextFor } from "../../../tests/helpers/hydrate-context";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { hydrateNode } from "../hydrate-layout";
import { hydrateCategoriesWidget } from "./categories-widget";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
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
});
