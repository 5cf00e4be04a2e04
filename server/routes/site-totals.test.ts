// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { siteTotalsSchema } from "../../schemas/entities/site-totals.schema";
import {
  buildCategory,
  buildComment,
  buildCommunity,
  buildDiscussion,
  signInCookie,
} from "../../tests/helpers/factories";
import { buildTestApp } from "../../tests/helpers/server";
import { expectMatchesSchema } from "../../tests/helpers/schema-assert";

let app: FastifyInstance;
const cookies: Record<string, string> = {};
let staffRoomID: number;
beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
  const { member, moderator, general, staffRoom } = await buildCommunity(app);
  staffRoomID = staffRoom.categoryID;
  cookies.member = await signInCookie(app.db, member.userID);
  cookies.moderator = await signInCookie(app.db, moderator.userID);
  const staffChild = await buildCategory(app.db, { parentID: staffRoom.categoryID });
  for (const categoryID of [
    general.categoryID,
    general.categoryID,
    staffRoom.categoryID,
    staffChild.categoryID,
  ]) {
    const author = categoryID === general.categoryID ? member : moderator;
    const discussionID = await buildDiscussion(app.db, { categoryID, insertUserID: author.userID });
    await buildComment(app.db, { discussionID, insertUserID: author.userID });
  }
});
afterAll(() => app.close());

async function totals(query: string, as?: string) {
  const response = await app.inject({
    url: `/api/v2/site-totals${query}`,
    headers: as ? { cookie: cookies[as] } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  expectMatchesSchema(siteTotalsSchema, response.json());
  return response.json().counts;
}

async function countAll(table: "users" | "discussions" | "comments" | "categories") {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("GET /api/v2/site-totals", () => {
  it("answers only the requested counts, for guests too", async () => {
    const counts = await totals("?counts[]=user&counts[]=discussion");
    expect(Object.keys(counts).sort()).toEqual(["discussion", "user"]);
    expect(counts.user.count).toBe(await countAll("users"));
  });

  it("answers every count when none is named, posts being discussions plus comments", async () => {
    const counts = await totals("");
    expect(Object.keys(counts).sort()).toEqual(["category", "comment", "discussion", "post", "user"]);
    expect(counts.post.count).toBe(counts.discussion.count + counts.comment.count);
  });

  it("leaves the Staff Room out for a member but not for a moderator (content spec §6)", async () => {
    const query = "?counts[]=discussion&counts[]=comment&counts[]=category";
    const member = await totals(query, "member");
    const moderator = await totals(query, "moderator");
    expect(moderator.discussion).toEqual({
      count: await countAll("discussions"),
      isCalculating: false,
      isFiltered: false,
    });
    expect(moderator.comment.count).toBe(await countAll("comments"));
    expect(moderator.category.count).toBe(await countAll("categories"));
    expect(member.discussion.count).toBeLessThan(moderator.discussion.count);
    expect(member.discussion.isFiltered).toBe(true);
    // The Staff Room and its child are the only hidden categories.
    expect(member.category.count).toBe(moderator.category.count - 2);
    const staffDiscussions = await app.db
      .selectFrom("discussions")
      .innerJoin("categories", "categories.categoryID", "discussions.categoryID")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("categories.permissionCategoryID", "in", (eb) =>
        eb.selectFrom("categories").select("categoryID").where("categoryID", "=", staffRoomID),
      )
      .executeTakeFirstOrThrow();
    expect(member.discussion.count).toBe(moderator.discussion.count - Number(staffDiscussions.n));
  });

  it("accepts a single count without brackets", async () => {
    expect(Object.keys(await totals("?counts=comment"))).toEqual(["comment"]);
  });

  it("refuses an unknown record type", async () => {
    const response = await app.inject({ url: "/api/v2/site-totals?counts[]=onlineUser" });
    expect(response.statusCode).toBe(400);
  });
});
