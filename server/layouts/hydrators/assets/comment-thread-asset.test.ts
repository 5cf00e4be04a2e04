// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { Comment } from "../../../../schemas/entities/comment.schema";
import { commentThreadAssetSchema } from "../../../../schemas/widgets/comment-thread-asset.schema";
import { buildTestApp } from "../../../../tests/helpers/server";
import { hydrateContextFor } from "../../../../tests/helpers/hydrate-context";
import { expectMatchesSchema } from "../../../../tests/helpers/schema-assert";
import { hydrateCommentThreadAsset } from "./comment-thread-asset";

let app: FastifyInstance;
let longID: number;
let staffID: number;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  const long = await app.db
    .selectFrom("comments")
    .select(["discussionID", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("discussionID")
    .orderBy("n", "desc")
    .executeTakeFirstOrThrow();
  longID = long.discussionID;
  const staff = await app.db
    .selectFrom("discussions")
    .innerJoin("categories", "categories.categoryID", "discussions.categoryID")
    .select("discussions.discussionID")
    .where("categories.name", "=", "Staff Room")
    .executeTakeFirstOrThrow();
  staffID = staff.discussionID;
});
afterAll(() => app.close());

const postPage = (discussionID: number, params: Record<string, unknown> = {}) => ({
  layoutViewType: "post",
  recordType: "discussion",
  recordID: discussionID,
  params: { locale: "en", discussionID, page: 1, ...params },
});

describe("hydrateCommentThreadAsset", () => {
  it("preloads page 2 of a long thread, oldest first, with paging (content spec §2 /p{n})", async () => {
    const ctx = await hydrateContextFor(app, "member", postPage(longID, { page: 2 }));
    const props = await hydrateCommentThreadAsset({}, ctx);
    expectMatchesSchema(commentThreadAssetSchema, props);
    const comments = props.comments as Comment[];
    expect(comments).toHaveLength(30);
    expect(props.apiParams).toEqual({ page: 2, limit: 30 });
    expect(props.initialPaging).toMatchObject({ currentPage: 2, limit: 30 });
    expect(props.initialPaging).toHaveProperty("prevURL");
    const dates = comments.map((c) => c.dateInserted);
    expect([...dates].sort()).toEqual(dates);
    expect(props).toMatchObject({ discussionID: longID, closed: false });
  });

  it("shows the last page for a page past the end (content spec §4: the page is kept within the count)", async () => {
    const ctx = await hydrateContextFor(app, "member", postPage(longID, { page: 99 }));
    const props = await hydrateCommentThreadAsset({}, ctx);
    const total = (props.initialPaging as { total: number }).total;
    const last = Math.ceil(total / 30);
    expect(last).toBeLessThan(99);
    expect(props.apiParams).toEqual({ page: last, limit: 30 });
    expect(props.initialPaging).toMatchObject({ currentPage: last });
    expect((props.comments as Comment[]).length).toBe(total - (last - 1) * 30);
  });

  it("takes the sort from the page's query string (content spec §2)", async () => {
    const ctx = await hydrateContextFor(app, undefined, postPage(longID, { sort: "-dateInserted" }));
    const props = await hydrateCommentThreadAsset({}, ctx);
    const dates = (props.comments as Comment[]).map((c) => c.dateInserted);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(props.apiParams).toMatchObject({ sort: "-dateInserted", page: 1 });
  });

  it("opens a comment permalink on the comment's page and highlights it", async () => {
    const rows = await app.db
      .selectFrom("comments")
      .select("commentID")
      .where("discussionID", "=", longID)
      .orderBy("dateInserted")
      .orderBy("commentID")
      .execute();
    const target = rows[65]?.commentID ?? 0;
    const ctx = await hydrateContextFor(app, undefined, {
      layoutViewType: "post",
      recordType: "comment",
      recordID: target,
      params: { locale: "en", commentID: target, discussionID: longID },
    });
    const props = await hydrateCommentThreadAsset({}, ctx);
    expectMatchesSchema(commentThreadAssetSchema, props);
    expect(props.highlightCommentID).toBe(target);
    expect(props.apiParams).toMatchObject({ page: 3 });
    expect((props.comments as Comment[]).map((c) => c.commentID)).toContain(target);
  });

  it("refuses a discussion in a category the viewer may not see (404, as if missing)", async () => {
    const ctx = await hydrateContextFor(app, "member", postPage(staffID));
    await expect(hydrateCommentThreadAsset({}, ctx)).rejects.toMatchObject({ status: 404 });
  });
});
