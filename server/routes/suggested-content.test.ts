// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import {
  suggestedContentSchema,
  type SuggestedContent,
} from "../../schemas/entities/suggested-content.schema";
import { buildTestApp, signInAs } from "../../tests/helpers/server";
import { expectMatchesSchema } from "../../tests/helpers/schema-assert";
import { nowISO } from "../db/columns";
import { SUGGESTION_RECENT_DAYS } from "../services/site/suggested-content";

let app: FastifyInstance;
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  for (const name of ["member", "moderator"]) cookies[name] = await signInAs(app, name);
  for (const row of await app.db.selectFrom("users").select(["userID", "name"]).execute())
    ids[row.name] = row.userID;
  for (const row of await app.db.selectFrom("categories").select(["categoryID", "urlcode"]).execute())
    ids[row.urlcode] = row.categoryID;
});
afterAll(() => app.close());

async function suggestions(query: string, as?: string): Promise<SuggestedContent> {
  const response = await app.inject({
    url: `/api/v2/site/suggested-content${query}`,
    headers: as ? { cookie: cookies[as] } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  expectMatchesSchema(suggestedContentSchema, response.json());
  return response.json();
}

const staffCategoryIDs = () => [ids["staff-room"], ids["moderation-log"]];

/** Adds a recent, much-reacted discussion in the Staff Room (scores are denormalised on the row). */
async function addHotStaffDiscussion(): Promise<number> {
  const now = nowISO();
  const row = await app.db
    .insertInto("discussions")
    .values({
      categoryID: ids["staff-room"] as number,
      insertUserID: ids.admin as number,
      type: "discussion",
      pinLocation: "none",
      name: "Hot staff topic",
      body: "Only for staff.",
      format: "text",
      dateInserted: now,
      dateLastComment: now,
      score: 1000,
    })
    .returning("discussionID")
    .executeTakeFirstOrThrow();
  return row.discussionID;
}

describe("GET /api/v2/site/suggested-content", () => {
  it("gives a guest the most reacted recent discussions and no categories", async () => {
    const { discussions, categories } = await suggestions("?limit=3");
    expect(discussions).toHaveLength(3);
    expect(categories).toEqual([]);
    const since = new Date(Date.now() - SUGGESTION_RECENT_DAYS * 86_400_000).toISOString();
    const best = await app.db
      .selectFrom("discussions")
      .select((eb) => eb.fn.max("score").as("score"))
      .where("dateLastComment", ">=", since)
      .where("categoryID", "not in", staffCategoryIDs() as number[])
      .executeTakeFirstOrThrow();
    expect(discussions[0]?.score).toBe(Number(best.score));
    expect(discussions[0]?.url).toMatch(/^\/discussion\/\d+\//);
  });

  it("never suggests a member's own discussions, and suggests categories they do not follow", async () => {
    await app.db
      .insertInto("category_follows")
      .values({ userID: ids.member as number, categoryID: ids.general as number, dateFollowed: nowISO() })
      .execute();
    const { discussions, categories } = await suggestions("?limit=20&followsLimit=20", "member");
    expect(discussions.length).toBeGreaterThan(0);
    expect(discussions.every((d) => d.insertUserID !== ids.member)).toBe(true);
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.some((c) => c.categoryID === ids.general)).toBe(false);
  });

  it("prefers categories the member follows or posted in", async () => {
    const posted = await app.db
      .selectFrom("discussions")
      .select("categoryID")
      .where("insertUserID", "=", ids.member as number)
      .union(
        app.db
          .selectFrom("comments")
          .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
          .select("discussions.categoryID")
          .where("comments.insertUserID", "=", ids.member as number),
      )
      .execute();
    const interests = new Set([ids.general, ...posted.map((r) => r.categoryID)]);
    const [first] = (await suggestions("?limit=1", "member")).discussions;
    expect(interests.has(first?.categoryID)).toBe(true);
  });

  it("keeps the Staff Room from members but suggests it to a moderator who follows it (content spec §6)", async () => {
    const hotID = await addHotStaffDiscussion();
    await app.db
      .insertInto("category_follows")
      .values({
        userID: ids.moderator as number,
        categoryID: ids["staff-room"] as number,
        dateFollowed: nowISO(),
      })
      .execute();
    const asMember = await suggestions("?limit=20&followsLimit=20", "member");
    expect(asMember.discussions.some((d) => staffCategoryIDs().includes(d.categoryID))).toBe(false);
    expect(asMember.categories.some((c) => staffCategoryIDs().includes(c.categoryID))).toBe(false);
    const asGuest = await suggestions("?limit=20");
    expect(asGuest.discussions.some((d) => d.discussionID === hotID)).toBe(false);
    const asModerator = await suggestions("?limit=5", "moderator");
    expect(asModerator.discussions[0]?.discussionID).toBe(hotID);
  });

  it("refuses a limit above 20", async () => {
    const response = await app.inject({ url: "/api/v2/site/suggested-content?limit=21" });
    expect(response.statusCode).toBe(400);
  });
});
