// @vitest-environment node
import { describe, expect, it } from "vitest";
import { writePorterExport } from "../../tests/helpers/porter-export";
import { holdsDemoCommunity, seedDemoCommunity } from "../db/seed/demo";
import { importExport, ImportRefused } from "./import-run";
import { community, emptyCommunity, exportsFolder } from "./import.fixtures";

const fileIn = exportsFolder();
const site = emptyCommunity();

describe("npm run import: the porter's export format into an empty community", () => {
  it("imports members, roles, the category tree and its permissions, posts in their formats, conversations, bookmarks, tags and reactions, with counts recomputed", async () => {
    const app = site();
    const file = writePorterExport(fileIn("community.txt.gz"), community(), "phpBB 3");
    const report = await importExport(app.db, file);
    expect(report.source).toBe("phpBB 3");
    expect(report.tables.User).toEqual({ read: 4, imported: 4, skipped: {} });
    expect(report.tables.Comment).toEqual({
      read: 5,
      imported: 4,
      skipped: { "discussion not in the file": 1 },
    });
    expect(report.tables.UserRole?.skipped).toEqual({ "role not in the file": 1 });
    expect(report.tables.UserTag?.skipped).toEqual({ "not a post's reaction (user)": 1 });
    expect(report.renamedUsers).toBe(1);
    expect(report.usersWithoutEmail).toBe(2);
    // The Quill post shows as text; the 200,000-character comment is over the limits: text, listed.
    expect(report.bodiesAsText.map((b) => `${b.table} ${b.id}`).sort()).toEqual([
      "Discussion 14",
      "comments 104",
    ]);

    const users = await app.db.selectFrom("users").selectAll().orderBy("userID").execute();
    expect(users.map((u) => [u.userID, u.name, u.email])).toEqual([
      [1, "Founder", "founder@example.com"],
      [2, "ada", "ada@example.com"],
      [3, "ADA-3", "member-3@imported.invalid"],
      [4, "troll", "member-4@imported.invalid"],
    ]);
    expect(users[1]?.passwordHash).toBe("legacy$md5$5f4dcc3b5aa765d61d8327deb882cf99");
    expect(users[0]?.photoUrl).toBe("https://img.example.com/f.png");
    expect(users[1]?.photoUrl).toBe("");
    expect(users[3]?.banned).toBe(1);
    expect([users[0]?.countDiscussions, users[0]?.countComments]).toEqual([3, 1]);
    expect(users[0]?.dateInserted).toMatch(/^2010-01-02T03:04:05/);

    const categories = await app.db.selectFrom("categories").selectAll().orderBy("categoryID").execute();
    expect(
      categories.map((c) => [
        c.categoryID,
        c.parentCategoryID,
        c.urlcode,
        c.depth,
        c.countDiscussions,
        c.countComments,
      ]),
    ).toEqual([
      [1, null, "general", 1, 2, 2],
      [2, null, "staff", 1, 1, 1],
      [3, 1, "help-please", 2, 1, 1],
    ]);

    const discussion = await app.inject({ url: "/api/v2/discussions/10" });
    expect(discussion.statusCode).toBe(200);
    const body = discussion.json() as { body: string; countComments: number; name: string; pinned: boolean };
    expect(body.body).toContain('<a href="https://example.com"');
    expect(body.body).toMatch(/Hello/);
    expect(body.countComments).toBe(2);
    expect(body.pinned).toBe(true);
    const html = (await app.inject({ url: "/api/v2/discussions/11" })).json() as {
      body: string;
      closed: boolean;
    };
    expect(html.body).toContain("<em>this</em>");
    expect(html.body).not.toContain("script");
    expect(html.closed).toBe(true);

    // The staff room stays private: a guest can neither read it nor list it.
    expect((await app.inject({ url: "/api/v2/discussions/12" })).statusCode).toBe(404);
    const listed = (await app.inject({ url: "/api/v2/discussions?limit=50" })).json() as {
      discussionID: number;
    }[];
    expect(listed.map((d) => d.discussionID).sort()).toEqual([10, 11, 14]);

    const reactions = await app.db
      .selectFrom("reactions")
      .select(["recordType", "recordID", "userID"])
      .orderBy("recordID")
      .execute();
    expect(reactions).toEqual([
      { recordType: "discussion", recordID: 10, userID: 2 },
      { recordType: "comment", recordID: 100, userID: 1 },
    ]);
    expect(
      await app.db.selectFrom("tags").select(["tagID", "urlcode", "countDiscussions"]).execute(),
    ).toEqual([{ tagID: 1, urlcode: "welcome", countDiscussions: 1 }]);
    const bookmark = await app.db.selectFrom("user_discussions").selectAll().executeTakeFirstOrThrow();
    expect([bookmark.userID, bookmark.discussionID, bookmark.bookmarked, bookmark.countCommentsRead]).toEqual(
      [2, 10, 1, 1],
    );
    const conversation = await app.db.selectFrom("conversations").selectAll().executeTakeFirstOrThrow();
    expect(conversation.countMessages).toBe(2);
    const veterans = await app.db
      .selectFrom("roles")
      .select("roleID")
      .where("name", "=", "Veterans")
      .executeTakeFirstOrThrow();
    const adaRoles = await app.db.selectFrom("user_roles").select("roleID").where("userID", "=", 2).execute();
    expect(adaRoles.map((r) => r.roleID)).toContain(veterans.roleID);
    // A member left without a role in the file is a member.
    expect(
      await app.db.selectFrom("user_roles").select("roleID").where("userID", "=", 4).execute(),
    ).toHaveLength(1);

    // Importing the same file again is refused.
    await expect(importExport(app.db, file)).rejects.toBeInstanceOf(ImportRefused);
    // The demo is never added on top, and its sign-ins are not printed for this community.
    await expect(seedDemoCommunity(app.db)).resolves.toEqual({ ran: false });
    expect(await holdsDemoCommunity(app.db)).toBe(false);
  });

  it("keeps the old community's addresses: its own paths land, Vanilla's other forms redirect permanently", async () => {
    const app = site();
    const lands = async (url: string) => {
      const response = await app.inject({ url });
      expect([url, response.statusCode]).toEqual([url, 200]);
    };
    await lands("/discussion/10/welcome-everyone");
    await lands("/categories/help-please");
    await lands("/profile/ada");
    const redirects = {
      "/index.php?p=/discussion/10/welcome-everyone": "/discussion/10/welcome-everyone",
      "/index.php?p=/discussion/comment/100&foo=bar": "/discussion/comment/100?foo=bar",
      "/?p=/discussion/11/how-do-i-quote": "/discussion/11/how-do-i-quote",
      "/index.php/categories/general": "/categories/general",
      "/profile/3/ADA": "/profile/ADA-3",
      "/index.php?p=//evil.example.com/x": "/",
      "/index.php?p=https://evil.example.com/": "/",
    };
    for (const [from, to] of Object.entries(redirects)) {
      const response = await app.inject({ url: from });
      expect([from, response.statusCode, response.headers.location]).toEqual([from, 301, to]);
    }
    const comment = await app.inject({ url: "/discussion/comment/100" });
    expect(comment.statusCode).toBeLessThan(400);
  });
});
