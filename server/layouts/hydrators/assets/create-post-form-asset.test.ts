// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createPostFormAssetSchema } from "../../../../schemas/widgets/create-post-form-asset.schema";
import { buildTestApp } from "../../../../tests/helpers/server";
import { hydrateContextFor } from "../../../../tests/helpers/hydrate-context";
import { expectMatchesSchema } from "../../../../tests/helpers/schema-assert";
import { hydrateNode } from "../../hydrate-layout";
import { hydrateCreatePostFormAsset } from "./create-post-form-asset";

let app: FastifyInstance;
let categoryIDs: Record<string, number>;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  const rows = await app.db.selectFrom("categories").select(["categoryID", "name"]).execute();
  categoryIDs = Object.fromEntries(rows.map((row) => [row.name, row.categoryID]));
});
afterAll(() => app.close());

const createIn = (parentRecordID: number | string) => ({
  type: "create",
  postType: "discussion",
  parentRecordType: "category",
  parentRecordID,
});

async function hydrateFor(userName: string | undefined, createPostLocation: unknown) {
  const ctx = await hydrateContextFor(app, userName, {
    layoutViewType: "createPost",
    params: { locale: "en", createPostLocation },
  });
  const props = await hydrateCreatePostFormAsset({}, ctx);
  expectMatchesSchema(createPostFormAssetSchema, props);
  return props;
}

describe("hydrateCreatePostFormAsset", () => {
  it("preselects the path's parent category, read back from query-string text", async () => {
    const generalID = categoryIDs.General!;
    const props = await hydrateFor("member", createIn(String(generalID)));
    expect(props.location).toEqual(createIn(generalID));
    expect(props.category).toMatchObject({ categoryID: generalID, name: "General" });
  });

  it("preselects nothing for the default parent -1 or a category the viewer cannot see", async () => {
    expect((await hydrateFor("member", createIn(-1))).category).toBeUndefined();
    const staff = await hydrateFor("member", createIn(categoryIDs["Staff Room"]!));
    expect(staff.category).toBeUndefined();
    expect(staff.location).toEqual(createIn(categoryIDs["Staff Room"]!));
  });

  it("preloads an edited discussion's category, tags and edit-window facts", async () => {
    const tagged = await app.db
      .selectFrom("discussion_tags")
      .innerJoin("discussions", "discussions.discussionID", "discussion_tags.discussionID")
      .innerJoin("categories", "categories.categoryID", "discussions.categoryID")
      .select(["discussions.discussionID", "discussions.insertUserID", "discussions.categoryID"])
      .where("categories.name", "=", "General")
      .executeTakeFirstOrThrow();
    const props = await hydrateFor("member", {
      type: "edit",
      recordType: "discussion",
      recordID: String(tagged.discussionID),
    });
    expect(props.location).toEqual({
      type: "edit",
      recordType: "discussion",
      recordID: tagged.discussionID,
      draftID: null,
    });
    expect(props.post).toMatchObject({ insertUserID: tagged.insertUserID, categoryID: tagged.categoryID });
    expect((props.tags as unknown[]).length).toBeGreaterThan(0);
    expect(props.category).toMatchObject({ categoryID: tagged.categoryID });
  });

  it("leaves the props alone for an invalid location (content spec §5)", async () => {
    const props = await hydrateFor("member", { type: "edit", recordType: "discussion" });
    expect(props).toEqual({});
  });

  it("hydrates a react.asset.createPostForm definition node into a CreatePostFormAsset node", async () => {
    const ctx = await hydrateContextFor(app, "member", {
      layoutViewType: "createPost",
      params: { createPostLocation: createIn(-1) },
    });
    const node = await hydrateNode({ $hydrate: "react.asset.createPostForm" }, ctx);
    expect(node.$reactComponent).toBe("CreatePostFormAsset");
    expect(node.$reactProps.location).toEqual(createIn(-1));
  });
});
