// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp, signInAs } from "../../tests/helpers/server";

let app: FastifyInstance;
let member: string;
let discussion: { discussionID: number; name: string };
let staffCommentID: number;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  member = await signInAs(app, "member");
  discussion = await app.db
    .selectFrom("discussions")
    .select(["discussionID", "name"])
    .where("countComments", ">", 0)
    .where("categoryID", "in", (eb) =>
      eb.selectFrom("categories").select("categoryID").where("name", "=", "Introductions"),
    )
    .executeTakeFirstOrThrow();
  const staff = await app.db
    .selectFrom("comments")
    .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
    .innerJoin("categories", "categories.categoryID", "discussions.categoryID")
    .select("comments.commentID")
    .where("categories.name", "=", "Staff Room")
    .executeTakeFirstOrThrow();
  staffCommentID = staff.commentID;
});
afterAll(() => app.close());

function lookup(query: string, cookie?: string) {
  return app.inject({ url: `/api/v2/layouts/lookup-hydrate?${query}`, headers: cookie ? { cookie } : {} });
}

/** The `$reactComponent` names of a hydrated answer, in document order. */
function componentsOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => componentsOf(v, out));
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.$reactComponent === "string") out.push(record.$reactComponent);
    Object.values(record).forEach((v) => componentsOf(v, out));
  }
  return out;
}

describe("the post page layout", () => {
  it("is breadcrumbs, original post, comment thread and comment box, with the discussion's details in the panel, titled after the discussion (content spec §2)", async () => {
    const res = await lookup(`layoutViewType=post&recordType=discussion&recordID=${discussion.discussionID}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ layout: unknown; seo: { title: string } }>();
    expect(componentsOf(body.layout)).toEqual([
      "SectionTwoColumns",
      "Breadcrumbs",
      "OriginalPostAsset",
      "CommentThreadAsset",
      "CreateCommentAsset",
      "DiscussionDetailsWidget",
    ]);
    expect(body.seo.title.startsWith(`${discussion.name} - `)).toBe(true);
  });

  it("looks a comment permalink up through its discussion (title, highlighted comment)", async () => {
    const comment = await app.db
      .selectFrom("comments")
      .select("commentID")
      .where("discussionID", "=", discussion.discussionID)
      .executeTakeFirstOrThrow();
    const res = await lookup(`layoutViewType=post&recordType=comment&recordID=${comment.commentID}`);
    expect(res.statusCode).toBe(200);
    const text = res.body;
    expect(res.json<{ seo: { title: string } }>().seo.title.startsWith(discussion.name)).toBe(true);
    expect(text).toContain(`"highlightCommentID":${comment.commentID}`);
    expect(text).not.toContain('"$reactComponent":"LayoutError"');
  });

  it("answers a comment in a hidden category with the 404 of a missing one", async () => {
    const missing = await lookup("layoutViewType=post&recordType=comment&recordID=999999");
    expect(missing.statusCode).toBe(404);
    const hidden = await lookup(`layoutViewType=post&recordType=comment&recordID=${staffCommentID}`, member);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
  });
});
