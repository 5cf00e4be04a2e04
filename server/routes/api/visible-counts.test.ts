// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { userSchema } from "../../../schemas/entities/user.schema";
import { tagListSchema, type Tag } from "../../../schemas/entities/tag.schema";
import { buildTestApp, categoryIDOf, signInAs } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { planVisibleCount } from "../../services/categories/count-scope";
import type { CategoryRow } from "../../services/categories/categories";

// Counts shown to a viewer leave out what the viewer cannot see (content spec §6): a member's posts
// in the Staff Room must not show in a guest's or member's view of their profile, nor in tag counts.

let app: FastifyInstance;
const cookies: Record<string, string> = {};
let staffIDs: number[];
let moderatorID: number;

beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  for (const name of ["member", "moderator", "admin"]) cookies[name] = await signInAs(app, name);
  const staffRoomID = await categoryIDOf(app, "staff-room");
  const staff = await app.db
    .selectFrom("categories")
    .select("categoryID")
    .where((eb) => eb.or([eb("categoryID", "=", staffRoomID), eb("parentCategoryID", "=", staffRoomID)]))
    .execute();
  staffIDs = staff.map((row) => row.categoryID);
  moderatorID = (
    await app.db
      .selectFrom("users")
      .select("userID")
      .where("name", "=", "moderator")
      .executeTakeFirstOrThrow()
  ).userID;
});
afterAll(() => app.close());

const get = (url: string, as?: string) => app.inject({ url, headers: as ? { cookie: cookies[as] } : {} });

/** The moderator's posts counted straight from the rows, with or without the staff categories. */
async function actualCounts(userID: number, withStaff: boolean) {
  const discussions = await app.db
    .selectFrom("discussions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("insertUserID", "=", userID)
    .$if(!withStaff, (q) => q.where("categoryID", "not in", staffIDs))
    .executeTakeFirstOrThrow();
  const comments = await app.db
    .selectFrom("comments")
    .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("comments.insertUserID", "=", userID)
    .where("comments.deleted", "=", 0)
    .$if(!withStaff, (q) => q.where("discussions.categoryID", "not in", staffIDs))
    .executeTakeFirstOrThrow();
  return { countDiscussions: Number(discussions.n), countComments: Number(comments.n) };
}

async function profileCounts(as?: string) {
  const response = await get(`/api/v2/users/${moderatorID}`, as);
  expect(response.statusCode).toBe(200);
  expectMatchesSchema(userSchema, response.json());
  const { countDiscussions, countComments } = response.json();
  return { countDiscussions, countComments };
}

describe("a member's post counts as a viewer sees them", () => {
  it("users: a guest's view of a member's countDiscussions leaves out hidden categories", async () => {
    const all = await actualCounts(moderatorID, true);
    const visible = await actualCounts(moderatorID, false);
    // The seed has the moderator posting in the Staff Room, or this test would prove nothing.
    expect(all.countDiscussions + all.countComments).toBeGreaterThan(
      visible.countDiscussions + visible.countComments,
    );
    expect(await profileCounts()).toEqual(visible);
    expect(await profileCounts("member")).toEqual(visible);
    // Staff see every category: the stored totals, which match the rows.
    expect(await profileCounts("moderator")).toEqual(all);
    expect(await profileCounts("admin")).toEqual(all);
  });

  it("users: counting the visible side gives the same answer as subtracting the hidden side", async () => {
    const visible = await actualCounts(moderatorID, false);
    // Make the Staff Room look busier than the rest, so the visible categories are counted instead.
    const before = await app.db
      .selectFrom("categories")
      .select(["categoryID", "countDiscussions"])
      .where("categoryID", "in", staffIDs)
      .execute();
    await app.db
      .updateTable("categories")
      .set({ countDiscussions: 1_000_000 })
      .where("categoryID", "in", staffIDs)
      .execute();
    try {
      expect(await profileCounts()).toEqual(visible);
    } finally {
      for (const row of before) {
        await app.db
          .updateTable("categories")
          .set({ countDiscussions: row.countDiscussions })
          .where("categoryID", "=", row.categoryID)
          .execute();
      }
    }
  });
});

describe("planVisibleCount", () => {
  const category = (categoryID: number, posts: number) =>
    ({ categoryID, countDiscussions: posts, countComments: 0 }) as CategoryRow;

  it("uses the stored totals when nothing is hidden, else counts the smaller side", () => {
    expect(planVisibleCount({ visible: [category(1, 5)], hidden: [] })).toEqual({ mode: "stored" });
    expect(planVisibleCount({ visible: [category(1, 50)], hidden: [category(2, 5)] })).toEqual({
      mode: "subtract",
      categoryIDs: [2],
    });
    expect(planVisibleCount({ visible: [category(1, 5)], hidden: [category(2, 50)] })).toEqual({
      mode: "count",
      categoryIDs: [1],
    });
  });
});

describe("tag counts as a viewer sees them", () => {
  it("tags: a tag's count leaves out discussions in hidden categories", async () => {
    const staffDiscussions = await app.db
      .selectFrom("discussions")
      .select("discussionID")
      .where("categoryID", "in", staffIDs)
      .execute();
    const tag = await app.db
      .insertInto("tags")
      .values({ name: "Rota", urlcode: "rota", type: "", countDiscussions: staffDiscussions.length })
      .returning("tagID")
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto("discussion_tags")
      .values(staffDiscussions.map((row) => ({ discussionID: row.discussionID, tagID: tag.tagID })))
      .execute();
    const countOf = async (as?: string) => {
      const response = await get("/api/v2/tags?query=rota", as);
      expectMatchesSchema(tagListSchema, response.json());
      return (response.json() as Tag[]).find((t) => t.tagID === tag.tagID)?.countDiscussions;
    };
    expect(staffDiscussions.length).toBeGreaterThan(0);
    expect(await countOf()).toBe(0);
    expect(await countOf("member")).toBe(0);
    expect(await countOf("moderator")).toBe(staffDiscussions.length);
    // The most-used order follows the visible counts too.
    const guestList: Tag[] = (await get("/api/v2/tags?limit=100")).json();
    const counts = guestList.map((t) => t.countDiscussions);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

describe("category and site counts as a viewer sees them", () => {
  it("categories: a parent's countAllDiscussions leaves out a hidden subcategory", async () => {
    // Hang the staff-only Moderation Log under General for this test.
    const generalID = await categoryIDOf(app, "general");
    const logID = await categoryIDOf(app, "moderation-log");
    const log = await app.db
      .selectFrom("categories")
      .select(["parentCategoryID", "depth", "countDiscussions", "countComments"])
      .where("categoryID", "=", logID)
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable("categories")
      .set({ parentCategoryID: generalID, countDiscussions: log.countDiscussions + 7 })
      .where("categoryID", "=", logID)
      .execute();
    try {
      const asMember = (await get(`/api/v2/categories/${generalID}`, "member")).json();
      const asModerator = (await get(`/api/v2/categories/${generalID}`, "moderator")).json();
      expect(asModerator.countAllDiscussions - asMember.countAllDiscussions).toBe(log.countDiscussions + 7);
      const tree = (await get(`/api/v2/categories?parentCategoryID=${generalID}`, "member")).json();
      expect(tree.some((c: { categoryID: number }) => c.categoryID === logID)).toBe(false);
    } finally {
      await app.db
        .updateTable("categories")
        .set({ parentCategoryID: log.parentCategoryID, countDiscussions: log.countDiscussions })
        .where("categoryID", "=", logID)
        .execute();
    }
  });

  it("site totals: a guest's discussion and comment totals leave out hidden categories", async () => {
    const totals = async (as?: string) =>
      (await get("/api/v2/site-totals?counts[]=discussion&counts[]=comment", as)).json().counts;
    const guest = await totals();
    const moderator = await totals("moderator");
    const staffDiscussions = await app.db
      .selectFrom("discussions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("categoryID", "in", staffIDs)
      .executeTakeFirstOrThrow();
    expect(moderator.discussion.count - guest.discussion.count).toBe(Number(staffDiscussions.n));
    expect(guest.discussion.isFiltered).toBe(true);
    expect(moderator.comment.count).toBeGreaterThan(guest.comment.count);
  });
});
