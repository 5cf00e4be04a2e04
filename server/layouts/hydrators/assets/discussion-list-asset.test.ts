// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { Discussion } from "../../../../schemas/entities/discussion.schema";
import { discussionListAssetSchema } from "../../../../schemas/widgets/discussion-list-asset.schema";
import { buildTestApp } from "../../../../tests/helpers/server";
import { hydrateContextFor } from "../../../../tests/helpers/hydrate-context";
import { expectMatchesSchema } from "../../../../tests/helpers/schema-assert";
import { hydrateNode } from "../../hydrate-layout";
import { HttpError } from "../../../http/errors";
import { hydrateDiscussionListAsset } from "./discussion-list-asset";
import { setAddonEnabled } from "../../../services/addons/addons";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
});
afterAll(() => app.close());

const categoryPage = (categoryID: number, params: Record<string, unknown> = {}) => ({
  layoutViewType: "discussionList",
  recordType: "category",
  recordID: categoryID,
  params: { locale: "en", categoryID, page: 1, ...params },
});

describe("hydrateDiscussionListAsset", () => {
  it("lists 30 discussions of /discussions with the page's sort", async () => {
    const ctx = await hydrateContextFor(app, undefined, {
      layoutViewType: "discussionList",
      params: { locale: "en", sort: "-dateInserted" },
    });
    const props = await hydrateDiscussionListAsset({}, ctx);
    expectMatchesSchema(discussionListAssetSchema, props);
    expect(props.discussions).toHaveLength(30);
    expect(props.apiParams).toMatchObject({ sort: "-dateInserted", page: 1, limit: 30 });
    expect(props).not.toHaveProperty("categoryID");
  });

  it("lists a category page's discussions, child categories included, at the page asked for", async () => {
    const ctx = await hydrateContextFor(app, undefined, categoryPage(2, { page: 2 }));
    const props = await hydrateDiscussionListAsset({ apiParams: { limit: 5 } }, ctx);
    expectMatchesSchema(discussionListAssetSchema, props);
    const discussions = props.discussions as Discussion[];
    expect(props.categoryID).toBe(2);
    expect(discussions).toHaveLength(5);
    expect(discussions.every((d) => [2, 3, 4].includes(d.categoryID))).toBe(true);
    expect(props.initialPaging).toMatchObject({ currentPage: 2, limit: 5 });
    expect(props.initialPaging).toHaveProperty("prevURL");
  });

  it("ignores a sort the spec does not know", async () => {
    const ctx = await hydrateContextFor(app, undefined, { params: { sort: "name" } });
    const props = await hydrateDiscussionListAsset({}, ctx);
    expect(props.apiParams).not.toHaveProperty("sort");
  });

  it("filters /discussions by the tagID query param", async () => {
    const ctx = await hydrateContextFor(app, undefined, { params: { tagID: 1 } });
    const props = await hydrateDiscussionListAsset({}, ctx);
    const discussions = props.discussions as Discussion[];
    expect(discussions.length).toBeGreaterThan(0);
    expect(discussions.every((d) => d.tags?.some((tag) => tag.tagID === 1))).toBe(true);
  });

  it("refuses a hidden category page with 404 (the node becomes a LayoutError)", async () => {
    const staff = await app.db
      .selectFrom("categories")
      .select("categoryID")
      .where("urlcode", "=", "staff-room")
      .executeTakeFirstOrThrow();
    const ctx = await hydrateContextFor(app, "member", categoryPage(staff.categoryID));
    await expect(hydrateDiscussionListAsset({}, ctx)).rejects.toBeInstanceOf(HttpError);
    const asModerator = await hydrateContextFor(app, "moderator", categoryPage(staff.categoryID));
    expect(
      ((await hydrateDiscussionListAsset({}, asModerator)).discussions as Discussion[]).length,
    ).toBeGreaterThan(0);
  });

  it("hydrates a react.asset.discussionList definition node into a valid DiscussionListAsset node", async () => {
    const ctx = await hydrateContextFor(app, undefined, categoryPage(3));
    const node = await hydrateNode({ $hydrate: "react.asset.discussionList" }, ctx);
    expect(node.$reactComponent).toBe("DiscussionListAsset");
    expect(node.$reactProps.categoryID).toBe(3);
  });

  it("filters by the page's question status while the Q&A addon is on, and drops it while off", async () => {
    const page = { layoutViewType: "discussionList", params: { locale: "en", status: "unanswered" } };
    await setAddonEnabled(app.db, "qna", true);
    try {
      const props = await hydrateDiscussionListAsset({}, await hydrateContextFor(app, undefined, page));
      expectMatchesSchema(discussionListAssetSchema, props);
      expect(props.apiParams).toMatchObject({ status: "unanswered" });
      const discussions = props.discussions as Discussion[];
      expect(discussions.every((d) => d.type === "question")).toBe(true);
      expect(
        discussions.every(
          (d) => (d.attributes as { question?: { status?: string } }).question?.status === "unanswered",
        ),
      ).toBe(true);
    } finally {
      await setAddonEnabled(app.db, "qna", false);
    }
    const off = await hydrateDiscussionListAsset({}, await hydrateContextFor(app, undefined, page));
    expect(off.apiParams).not.toHaveProperty("status");
    expect((off.discussions as Discussion[]).length).toBeGreaterThan(0);
  });
});
