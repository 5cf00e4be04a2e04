// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { Discussion } from "../../../../schemas/entities/discussion.schema";
import { originalPostAssetSchema } from "../../../../schemas/widgets/original-post-asset.schema";
import { createCommentAssetSchema } from "../../../../schemas/widgets/create-comment-asset.schema";
import { buildTestApp } from "../../../../tests/helpers/server";
import { hydrateContextFor } from "../../../../tests/helpers/hydrate-context";
import { expectMatchesSchema } from "../../../../tests/helpers/schema-assert";
import { hydrateOriginalPostAsset } from "./original-post-asset";
import { hydrateCreateCommentAsset } from "./create-comment-asset";
import { hydrateBreadcrumbs } from "../breadcrumbs";

let app: FastifyInstance;
let discussionID: number;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  const row = await app.db
    .selectFrom("discussions")
    .innerJoin("categories", "categories.categoryID", "discussions.categoryID")
    .select("discussions.discussionID")
    .where("categories.name", "=", "Introductions")
    .executeTakeFirstOrThrow();
  discussionID = row.discussionID;
});
afterAll(() => app.close());

const postPage = () => ({
  layoutViewType: "post",
  recordType: "discussion",
  recordID: discussionID,
  params: { locale: "en", discussionID, page: 1 },
});

describe("post page hydrators", () => {
  it("preload the discussion with its body, author, category, tags and permissions", async () => {
    const ctx = await hydrateContextFor(app, "member", postPage());
    const props = await hydrateOriginalPostAsset({}, ctx);
    expectMatchesSchema(originalPostAssetSchema, props);
    const discussion = props.discussion as Discussion;
    expect(discussion.discussionID).toBe(discussionID);
    expect(typeof discussion.body).toBe("string");
    expect(discussion.insertUser?.name).toBeTruthy();
    expect(discussion.category?.name).toBe("Introductions");
    expect(Array.isArray(discussion.tags)).toBe(true);
    expect(discussion.permissions).toBeDefined();
  });

  it("give the comment box the discussion's category and closed state", async () => {
    const ctx = await hydrateContextFor(app, undefined, postPage());
    const props = await hydrateCreateCommentAsset({}, ctx);
    expectMatchesSchema(createCommentAssetSchema, props);
    expect(props).toMatchObject({ discussionID, closed: false });
    expect(typeof props.categoryID).toBe("number");
  });

  it("give the breadcrumbs the discussion's category chain", async () => {
    const ctx = await hydrateContextFor(app, undefined, postPage());
    const props = await hydrateBreadcrumbs({}, ctx);
    expect((props.crumbs as Array<{ name: string }>).map((c) => c.name)).toEqual([
      "Home",
      "Categories",
      "General",
      "Introductions",
    ]);
  });

  it("leave the assets as defined off a post page", async () => {
    const ctx = await hydrateContextFor(app, undefined);
    expect(await hydrateOriginalPostAsset({ showTags: false }, ctx)).toEqual({ showTags: false });
  });
});
