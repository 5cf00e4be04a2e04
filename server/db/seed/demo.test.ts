// @vitest-environment node
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categoryPermissionNames } from "../../auth/role-definitions";
import { verifyPassword } from "../../auth/password";
import { openDatabase, type DatabaseHandle } from "../database";
import { holdsDemoCommunity, seedDemoCommunity } from "./demo";

const NOW = new Date("2025-06-01T12:00:00.000Z");
let handle: DatabaseHandle;

async function count(query: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`${sql.raw(query)}`.execute(handle.db);
  return Number(rows[0]?.n ?? 0);
}

const tables = [
  "users",
  "user_roles",
  "categories",
  "role_permissions",
  "discussions",
  "comments",
  "tags",
  "discussion_tags",
  "reactions",
  "user_discussions",
  "notifications",
  "conversations",
  "conversation_participants",
  "messages",
  "seed_runs",
];

async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = await count(`select count(*) as n from ${table}`);
  return counts;
}

describe("seedDemoCommunity", () => {
  beforeAll(async () => {
    handle = await openDatabase(":memory:");
    await expect(seedDemoCommunity(handle.db, { now: NOW })).resolves.toEqual({ ran: true });
  });
  afterAll(async () => {
    await handle.close();
  });

  it("creates a lively community", async () => {
    expect(await count("select count(*) as n from discussions")).toBeGreaterThanOrEqual(40);
    expect(await count("select count(*) as n from comments")).toBeGreaterThanOrEqual(200);
    expect(await count("select max(countComments) as n from discussions")).toBeGreaterThanOrEqual(70);
    expect(
      await count(
        "select count(*) as n from (select discussionID from comments group by discussionID having count(*) >= 70)",
      ),
    ).toBe(1);
    expect(
      await count("select count(*) as n from discussions where pinned = 1 and pinLocation = 'recent'"),
    ).toBe(1);
    expect(await count("select count(*) as n from discussions where closed = 1")).toBe(1);
    expect(await count("select count(*) as n from discussions where sink = 1")).toBe(1);
    expect(await count("select count(*) as n from reactions")).toBeGreaterThanOrEqual(120);
    expect(await count("select count(*) as n from reactions where tagID in (11, 12)")).toBe(0);
    expect(await count("select count(*) as n from tags")).toBeGreaterThanOrEqual(6);
  });

  it("creates the named accounts with their roles and flags", async () => {
    const { rows } = await sql<{
      name: string;
      type: string;
      banned: number;
      private: number;
      email: string;
      title: string;
    }>`
      select u.name, r.type, u.banned, u.private, u.email, u.title from users u
      join user_roles ur on ur.userID = u.userID join roles r on r.roleID = ur.roleID`.execute(handle.db);
    const byName = new Map(rows.map((r) => [r.name, r]));
    expect(byName.get("admin")).toMatchObject({
      type: "administrator",
      title: "Community Manager",
      banned: 0,
    });
    expect(byName.get("moderator")).toMatchObject({ type: "moderator", title: "Moderator" });
    expect(byName.get("member")).toMatchObject({ type: "member", banned: 0, private: 0 });
    expect(byName.get("member2")).toMatchObject({ type: "member" });
    expect(byName.get("banned")).toMatchObject({ type: "member", banned: 1 });
    expect(byName.get("private")).toMatchObject({ type: "member", private: 1, banned: 0 });
    expect(rows.length).toBeGreaterThanOrEqual(14);
    expect(rows.every((r) => r.email.endsWith("@plaza.invalid"))).toBe(true);
    const admin = await handle.db
      .selectFrom("users")
      .select("passwordHash")
      .where("nameKey", "=", "admin")
      .executeTakeFirstOrThrow();
    expect(await verifyPassword("plaza-demo", admin.passwordHash)).toBe(true);
  });

  it("makes the Staff Room a junction that Moderation Log aliases", async () => {
    const cats = await handle.db
      .selectFrom("categories")
      .select(["categoryID", "urlcode", "permissionCategoryID", "depth"])
      .execute();
    const staff = cats.find((c) => c.urlcode === "staff-room");
    const log = cats.find((c) => c.urlcode === "moderation-log");
    expect(staff?.permissionCategoryID).toBe(staff?.categoryID);
    expect(log?.permissionCategoryID).toBe(staff?.categoryID);
    expect(log?.depth).toBe(2);
    for (const c of cats.filter((c) => c.urlcode !== "moderation-log"))
      expect(c.permissionCategoryID).toBe(c.categoryID);
    const junction = await handle.db
      .selectFrom("role_permissions")
      .innerJoin("roles", "roles.roleID", "role_permissions.roleID")
      .select(["roles.type", "role_permissions.allowed", "role_permissions.resourceID"])
      .where("resourceType", "=", "category")
      .execute();
    expect(junction).toHaveLength(5 * categoryPermissionNames.length);
    expect(junction.every((r) => r.resourceID === staff?.categoryID)).toBe(true);
    for (const row of junction)
      expect(row.allowed).toBe(row.type === "moderator" || row.type === "administrator" ? 1 : 0);
    expect(
      await count(`select count(*) as n from discussions d join categories c on c.categoryID = d.categoryID
        join users u on u.userID = d.insertUserID where c.permissionCategoryID = ${staff?.categoryID} and u.name not in ('admin', 'moderator')`),
    ).toBe(0);
  });

  it("keeps the counters consistent", async () => {
    const comments = await count("select count(*) as n from comments");
    expect(await count("select sum(countComments) as n from discussions")).toBe(comments);
    expect(await count("select sum(countComments) as n from categories")).toBe(comments);
    expect(await count("select sum(countComments) as n from users")).toBe(comments);
    expect(await count("select sum(countDiscussions) as n from users")).toBe(
      await count("select count(*) as n from discussions"),
    );
    expect(await count("select sum(countDiscussions) as n from categories")).toBe(
      await count("select count(*) as n from discussions"),
    );
    expect(await count("select sum(countDiscussions) as n from tags")).toBe(
      await count("select count(*) as n from discussion_tags"),
    );
    // Every discussion points at its latest comment, and comments come after their discussion.
    expect(
      await count(`select count(*) as n from discussions d where d.countComments > 0 and d.lastCommentID !=
        (select c.commentID from comments c where c.discussionID = d.discussionID order by c.dateInserted desc, c.commentID desc limit 1)`),
    ).toBe(0);
    expect(
      await count(
        "select count(*) as n from discussions where countComments = 0 and (lastCommentID is not null or dateLastComment != dateInserted)",
      ),
    ).toBe(0);
    expect(
      await count(
        "select count(*) as n from comments c join discussions d using (discussionID) where c.dateInserted <= d.dateInserted",
      ),
    ).toBe(0);
    expect(
      await count(`select count(*) as n from comments where dateInserted > '${NOW.toISOString()}'`),
    ).toBe(0);
    expect(
      await count(`select count(*) as n from discussions d where score != coalesce((select sum(t.reactionValue) from reactions r
        join reaction_types t using (tagID) where r.recordType = 'discussion' and r.recordID = d.discussionID), 0)`),
    ).toBe(0);
    expect(
      await count(`select count(*) as n from comments c where score != coalesce((select sum(t.reactionValue) from reactions r
        join reaction_types t using (tagID) where r.recordType = 'comment' and r.recordID = c.commentID), 0)`),
    ).toBe(0);
    expect(
      await count(
        "select count(*) as n from conversations c where countMessages != (select count(*) from messages m where m.conversationID = c.conversationID)",
      ),
    ).toBe(0);
  });

  it("links each notification about a comment to the comment itself, not to its discussion's first page", async () => {
    const rows = await handle.db
      .selectFrom("notifications")
      .select(["recordType", "recordID", "url"])
      .where("recordType", "=", "comment")
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    const wrong = rows.filter(
      (row) => row.url !== `/discussion/comment/${row.recordID}#Comment_${row.recordID}`,
    );
    expect(wrong).toEqual([]);
  });

  it("gives member bookmarks, unread notifications and an unread conversation", async () => {
    const member = "(select userID from users where name = 'member')";
    const member2 = "(select userID from users where name = 'member2')";
    expect(
      await count(`select count(*) as n from user_discussions where bookmarked = 1 and userID = ${member}`),
    ).toBeGreaterThanOrEqual(3);
    expect(
      await count(`select count(*) as n from user_discussions where bookmarked = 1 and userID = ${member2}`),
    ).toBe(2);
    expect(await count(`select count(*) as n from notifications where read = 0 and userID = ${member}`)).toBe(
      3,
    );
    expect(
      await count(`select count(*) as n from notifications where userID = ${member}`),
    ).toBeGreaterThanOrEqual(5);
    expect(
      await count(`select count(*) as n from conversation_participants p join conversations c using (conversationID)
        where p.userID = ${member} and p.countRead < c.countMessages`),
    ).toBe(1);
    const config = await handle.db
      .selectFrom("config")
      .selectAll()
      .where("key", "in", ["ui.siteName", "context.conversationsEnabled", "ui.editContentTimeout"])
      .execute();
    expect(Object.fromEntries(config.map((c) => [c.key, JSON.parse(c.value)]))).toEqual({
      "ui.siteName": "Plaza Demo Community",
      "context.conversationsEnabled": true,
      "ui.editContentTimeout": 3600,
    });
  });

  it("says the site holds the demo community (so its sign-ins are printed at start); an empty site does not", async () => {
    expect(await holdsDemoCommunity(handle.db)).toBe(true);
    const empty = await openDatabase(":memory:");
    try {
      expect(await holdsDemoCommunity(empty.db)).toBe(false);
    } finally {
      await empty.close();
    }
  });

  it("runs only once", async () => {
    const before = await tableCounts();
    await expect(seedDemoCommunity(handle.db, { now: NOW })).resolves.toEqual({ ran: false });
    expect(await tableCounts()).toEqual(before);
  });

  it("produces the same content every time", async () => {
    const other = await openDatabase(":memory:");
    try {
      await seedDemoCommunity(other.db, { now: NOW });
      const snapshot = (db: DatabaseHandle["db"]) =>
        Promise.all([
          db.selectFrom("discussions").selectAll().orderBy("discussionID").execute(),
          db.selectFrom("comments").selectAll().orderBy("commentID").execute(),
          db
            .selectFrom("reactions")
            .selectAll()
            .orderBy("recordType")
            .orderBy("recordID")
            .orderBy("userID")
            .execute(),
        ]);
      expect(await snapshot(other.db)).toEqual(await snapshot(handle.db));
    } finally {
      await other.close();
    }
  });
});
