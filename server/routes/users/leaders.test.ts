// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { leaderListSchema, type Leader } from "../../../schemas/entities/leader.schema";
import { buildTestApp, signInAs } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { slotStart } from "../../services/users/leaders";

let app: FastifyInstance;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  for (const name of ["member", "moderator"]) cookies[name] = await signInAs(app, name);
});
afterAll(() => app.close());

async function leaders(query: string, as?: string): Promise<Leader[]> {
  const response = await app.inject({
    url: `/api/v2/users/leaders${query}`,
    headers: as ? { cookie: cookies[as] } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  expectMatchesSchema(leaderListSchema, response.json());
  return response.json();
}

/** Categories of the Staff Room junction (the room and its child). */
async function staffCategoryIDs(): Promise<number[]> {
  const staff = await app.db
    .selectFrom("categories")
    .select("categoryID")
    .where("urlcode", "=", "staff-room")
    .executeTakeFirstOrThrow();
  const rows = await app.db
    .selectFrom("categories")
    .select("categoryID")
    .where("permissionCategoryID", "=", staff.categoryID)
    .execute();
  return rows.map((r) => r.categoryID);
}

/** Posts per user counted the slow, obvious way, outside the given categories. */
async function postsByUser(excludedCategoryIDs: number[], since = ""): Promise<Map<number, number>> {
  const discussions = await app.db
    .selectFrom("discussions")
    .select(["discussionID", "categoryID", "insertUserID", "dateInserted"])
    .execute();
  const comments = await app.db
    .selectFrom("comments")
    .select(["discussionID", "insertUserID", "dateInserted"])
    .execute();
  const categoryOf = new Map(discussions.map((d) => [d.discussionID, d.categoryID]));
  const counts = new Map<number, number>();
  const add = (userID: number, categoryID: number | undefined, date: string | Date) => {
    if (categoryID === undefined || excludedCategoryIDs.includes(categoryID) || String(date) < since) return;
    counts.set(userID, (counts.get(userID) ?? 0) + 1);
  };
  for (const d of discussions) add(d.insertUserID, d.categoryID, d.dateInserted);
  for (const c of comments) add(c.insertUserID, categoryOf.get(c.discussionID), c.dateInserted);
  return counts;
}

describe("GET /api/v2/users/leaders", () => {
  it("ranks by reputation for all time by default, best first, with user fragments", async () => {
    const rows = await leaders("");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(10);
    const points = rows.map((r) => r.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(rows[0]).toMatchObject({
      url: `http://localhost:80/profile/${encodeURIComponent(rows[0]?.name ?? "")}`,
      banned: 0,
    });
  });

  it("sums the reaction values each member's posts received (reputation)", async () => {
    const [top] = await leaders("?leaderboardType=reputation&limit=1");
    const received = await app.db
      .selectFrom("reactions")
      .innerJoin("reaction_types", "reaction_types.tagID", "reactions.tagID")
      .leftJoin("discussions", (j) =>
        j
          .onRef("discussions.discussionID", "=", "reactions.recordID")
          .on("reactions.recordType", "=", "discussion"),
      )
      .leftJoin("comments", (j) =>
        j.onRef("comments.commentID", "=", "reactions.recordID").on("reactions.recordType", "=", "comment"),
      )
      .select([
        "reaction_types.reactionValue",
        "discussions.insertUserID as dUser",
        "comments.insertUserID as cUser",
      ])
      .execute();
    const expected = received
      .filter((r) => (r.dUser ?? r.cUser) === top?.userID)
      .reduce((sum, r) => sum + r.reactionValue, 0);
    expect(top?.points).toBe(expected);
  });

  it("counts discussions and comments for the posts leaderboard", async () => {
    const rows = await leaders("?leaderboardType=posts&limit=5", "member");
    const expected = await postsByUser(await staffCategoryIDs());
    for (const row of rows) {
      expect(row.count).toBe(expected.get(row.userID));
      expect(row.points).toBe(row.count);
    }
  });

  it("counts Staff Room posts for a moderator but not for a member (content spec §6)", async () => {
    const staffIDs = await staffCategoryIDs();
    const asMember = new Map(
      (await leaders("?leaderboardType=posts&limit=100", "member")).map((r) => [r.name, r.count]),
    );
    const asModerator = new Map(
      (await leaders("?leaderboardType=posts&limit=100", "moderator")).map((r) => [r.name, r.count]),
    );
    const all = await postsByUser([]);
    const outsideStaff = await postsByUser(staffIDs);
    const moderator = await app.db
      .selectFrom("users")
      .select("userID")
      .where("name", "=", "moderator")
      .executeTakeFirstOrThrow();
    expect(all.get(moderator.userID)).toBeGreaterThan(outsideStaff.get(moderator.userID) ?? 0);
    expect(asModerator.get("moderator")).toBe(all.get(moderator.userID));
    expect(asMember.get("moderator")).toBe(outsideStaff.get(moderator.userID));
  });

  it("leaves banned users out and hides a private profile's details from others", async () => {
    const rows = await leaders("?leaderboardType=posts&limit=100");
    expect(rows.some((r) => r.name === "banned")).toBe(false);
    const hidden = rows.find((r) => r.name === "private");
    expect(hidden).toMatchObject({ private: true, dateLastActive: null });
    expect(hidden).not.toHaveProperty("label");
    const asModerator = (await leaders("?leaderboardType=posts&limit=100", "moderator")).find(
      (r) => r.name === "private",
    );
    expect(asModerator?.dateLastActive).not.toBeNull();
  });

  it("only counts posts inside the time slot", async () => {
    const since = slotStart("m") as string;
    const expected = await postsByUser(await staffCategoryIDs(), since);
    const rows = await leaders("?leaderboardType=posts&slotType=m&limit=100");
    for (const row of rows) expect(row.count).toBe(expected.get(row.userID));
    const allTime = await leaders("?leaderboardType=posts&slotType=a&limit=100");
    const total = (list: Leader[]) => list.reduce((sum, r) => sum + (r.count ?? 0), 0);
    expect(total(rows)).toBeLessThan(total(allTime));
  });

  it("respects the limit and refuses an unknown slot", async () => {
    expect(await leaders("?limit=2")).toHaveLength(2);
    const response = await app.inject({ url: "/api/v2/users/leaders?slotType=q" });
    expect(response.statusCode).toBe(400);
  });
});

describe("slotStart", () => {
  const wednesday = new Date("2024-06-12T15:30:00Z");
  it("starts each slot at the beginning of its calendar period in UTC", () => {
    expect(slotStart("d", wednesday)).toBe("2024-06-12T00:00:00.000Z");
    expect(slotStart("w", wednesday)).toBe("2024-06-10T00:00:00.000Z");
    expect(slotStart("m", wednesday)).toBe("2024-06-01T00:00:00.000Z");
    expect(slotStart("y", wednesday)).toBe("2024-01-01T00:00:00.000Z");
    expect(slotStart("a", wednesday)).toBeNull();
  });
  it("takes Sunday as the end of the week", () => {
    expect(slotStart("w", new Date("2024-06-16T23:00:00Z"))).toBe("2024-06-10T00:00:00.000Z");
  });
});
