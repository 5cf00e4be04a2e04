// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { categoryFollowWidgetSchema } from "../../../schemas/widgets/category-follow-widget.schema";
import {
  buildCategory,
  buildUser,
  type BuiltCategory,
  type BuiltUser,
} from "../../../tests/helpers/factories";
import { buildTestApp } from "../../../tests/helpers/server";
import { hydrateContextFor } from "../../../tests/helpers/hydrate-context";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { hydrateNode } from "../hydrate-layout";
import { setCategoryFollow } from "../../services/categories/categories";
import { hydrateCategoryFollowWidget } from "./category-follow-widget";

let app: FastifyInstance;
let announcements: BuiltCategory;
let introductions: BuiltCategory;
let member: BuiltUser;
let member2: BuiltUser;
let onCategoryPage: { layoutViewType: string; recordType: string; recordID: number };
beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
  announcements = await buildCategory(app.db, { name: "Announcements" });
  introductions = await buildCategory(app.db, { name: "Introductions" });
  member = await buildUser(app.db);
  member2 = await buildUser(app.db);
  onCategoryPage = {
    layoutViewType: "discussionList",
    recordType: "category",
    recordID: introductions.categoryID,
  };
});
afterAll(() => app.close());

describe("hydrateCategoryFollowWidget", () => {
  it("fills the category page's category and the member's follow status", async () => {
    const ctx = await hydrateContextFor(app, member.name, onCategoryPage);
    expect(await hydrateCategoryFollowWidget({}, ctx)).toEqual({
      categoryID: introductions.categoryID,
      categoryName: "Introductions",
      isFollowed: false,
    });
    await setCategoryFollow(app.db, ctx.viewer, introductions.categoryID, true);
    const props = await hydrateCategoryFollowWidget({}, ctx);
    expectMatchesSchema(categoryFollowWidgetSchema, props);
    expect(props.isFollowed).toBe(true);
  });

  it("prefers the definition's categoryID", async () => {
    const ctx = await hydrateContextFor(app, member.name, onCategoryPage);
    expect(await hydrateCategoryFollowWidget({ categoryID: announcements.categoryID }, ctx)).toMatchObject({
      categoryName: "Announcements",
    });
  });

  it("gives guests isFollowed false and leaves a page without a category alone", async () => {
    expect(
      await hydrateCategoryFollowWidget({}, await hydrateContextFor(app, undefined, onCategoryPage)),
    ).toMatchObject({
      isFollowed: false,
    });
    expect(await hydrateCategoryFollowWidget({ alignment: "end" }, await hydrateContextFor(app))).toEqual({
      alignment: "end",
    });
  });

  it("hydrates a react.categoryfollow definition node into a valid CategoryFollowWidget node", async () => {
    const ctx = await hydrateContextFor(app, member2.name, onCategoryPage);
    const node = await hydrateNode({ $hydrate: "react.categoryfollow" }, ctx);
    expect(node).toEqual({
      $reactComponent: "CategoryFollowWidget",
      $reactProps: { categoryID: introductions.categoryID, categoryName: "Introductions", isFollowed: false },
    });
  });
});
