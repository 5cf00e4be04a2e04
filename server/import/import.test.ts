// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp, writeHeaders } from "../../tests/helpers/server";
import { writePorterExport, type ExportTable } from "../../tests/helpers/porter-export";
import { importExport, ImportRefused } from "./import-run";
import { PorterFormatError } from "./porter-reader";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-import-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A small community as phpBB's exporter would write it: members, roles, a private category, posts. */
function community(): ExportTable[] {
  return [
    {
      name: "Role",
      columns: ["RoleID:int", "Name:varchar(100)", "Description:varchar(500)"],
      rows: [
        [2, "Guest", "Visitors"],
        [8, "Member", "Members"],
        [16, "Administrator", "Admins"],
        [32, "Moderator", "Mods"],
        [40, "Veterans", "Old hands"],
      ],
    },
    {
      name: "User",
      columns: [
        "UserID:int",
        "Name",
        "Email",
        "Password",
        "HashMethod",
        "Photo",
        "DateInserted",
        "DateLastActive",
        "Banned",
      ],
      rows: [
        [
          1,
          "Founder",
          "founder@example.com",
          "$2y$10$abcdefghijklmnopqrstuu",
          "Vanilla",
          "https://img.example.com/f.png",
          "2010-01-02 03:04:05",
          "2020-01-01 00:00:00",
          0,
        ],
        [
          2,
          "ada",
          "ada@example.com",
          "5f4dcc3b5aa765d61d8327deb882cf99",
          "md5",
          "userpics/ada.jpg",
          "2011-05-06 07:08:09",
          null,
          0,
        ],
        [3, "ADA", "ada@example.com", "x", "phpBB", null, "2012-01-01 00:00:00", null, 0],
        [4, "troll", null, "y", "smf", null, "2013-01-01 00:00:00", null, 1],
      ],
    },
    {
      name: "UserRole",
      columns: ["UserID", "RoleID"],
      rows: [
        [1, 16],
        [2, 8],
        [2, 40],
        [3, 8],
        [4, 99],
      ],
    },
    {
      name: "Category",
      columns: ["CategoryID", "ParentCategoryID", "Name", "UrlCode", "Description", "Sort", "DateInserted"],
      rows: [
        [-1, null, "Root", "", "", 0, null],
        [1, -1, "General", "general", "Talk", 1, "2010-01-02 03:04:05"],
        [2, -1, "Staff Room", "staff", "Private", 2, "2010-01-02 03:04:05"],
        [3, 1, "Help, please", "", "Sub", 1, "2010-01-02 03:04:05"],
      ],
    },
    {
      name: "Permission",
      columns: [
        "PermissionID",
        "RoleID",
        "JunctionTable",
        "JunctionColumn",
        "JunctionID",
        "Vanilla.Discussions.View",
        "Vanilla.Discussions.Add",
        "Vanilla.Comments.Add",
        "Garden.SignIn.Allow",
      ],
      rows: [
        [1, 40, null, null, null, 1, 1, 1, 1],
        [2, 8, "Category", "PermissionCategoryID", 2, 0, 0, 0, 0],
        [3, 32, "Category", "PermissionCategoryID", 2, 1, 1, 1, 0],
        [4, 16, "Category", "PermissionCategoryID", 2, 1, 1, 1, 0],
        [5, 2, "Category", "PermissionCategoryID", 2, 0, 0, 0, 0],
      ],
    },
    {
      name: "Discussion",
      columns: [
        "DiscussionID",
        "CategoryID",
        "InsertUserID",
        "Name",
        "Body",
        "Format",
        "DateInserted",
        "CountViews",
        "Closed",
        "Announce",
      ],
      rows: [
        [
          10,
          1,
          1,
          "Welcome, everyone",
          "[b]Hello[/b] and [url=https://example.com]welcome[/url]\nSecond line",
          "BBCode",
          "2010-02-01 10:00:00",
          42,
          0,
          1,
        ],
        [
          11,
          3,
          2,
          'How do I "quote"?',
          "<p>Like <em>this</em>, with a comma</p><script>alert(1)</script>",
          "Html",
          "2011-06-01 10:00:00",
          5,
          1,
          0,
        ],
        [12, 2, 1, "Staff only", "**secret** plans", "Markdown", "2012-01-01 10:00:00", 1, 0, 0],
        [13, 99, 1, "Lost", "nowhere", "Text", "2012-01-01 10:00:00", 0, 0, 0],
        [14, 1, 1, "Old rich post", '[{"insert":"quill"}]', "Rich", "2012-02-01 10:00:00", 0, 0, 0],
      ],
    },
    {
      name: "Comment",
      columns: ["CommentID", "DiscussionID", "InsertUserID", "Body", "Format", "DateInserted"],
      rows: [
        [100, 10, 2, "Thanks!\nGlad to be here.", "Text", "2010-02-02 10:00:00"],
        [101, 10, 3, "[i]Me too[/i]", "BBCode", "2010-02-03 10:00:00"],
        [102, 12, 1, "noted", "Markdown", "2012-01-02 10:00:00"],
        [103, 404, 1, "orphan", "Text", "2012-01-02 10:00:00"],
        [104, 11, 4, "x".repeat(200_000), "Text", "2012-01-03 10:00:00"],
      ],
    },
    {
      name: "Tag",
      columns: ["TagID", "Name", "FullName", "Type"],
      rows: [
        [1, "welcome", "Welcome", ""],
        [2, "Like", "Like", "Reaction"],
      ],
    },
    {
      name: "TagDiscussion",
      columns: ["TagID", "DiscussionID"],
      rows: [
        [1, 10],
        [1, 13],
      ],
    },
    {
      name: "UserTag",
      columns: ["RecordType", "RecordID", "TagID", "UserID", "DateInserted", "Total"],
      rows: [
        ["Discussion", 10, 2, 2, "2010-02-02 10:00:00", 1],
        ["Comment", 100, 2, 1, "2010-02-02 10:00:00", 1],
        ["User", 1, 2, 2, "2010-02-02 10:00:00", 1],
      ],
    },
    {
      name: "Conversation",
      columns: ["ConversationID", "Subject", "InsertUserID", "DateInserted"],
      rows: [[7, "Hi there", 1, "2015-01-01 00:00:00"]],
    },
    {
      name: "ConversationMessage",
      columns: ["MessageID", "ConversationID", "Body", "Format", "InsertUserID", "DateInserted"],
      rows: [
        [70, 7, "Welcome aboard", "Text", 1, "2015-01-01 00:00:00"],
        [71, 7, "Thank you", "Text", 2, "2015-01-02 00:00:00"],
      ],
    },
    {
      name: "UserConversation",
      columns: ["UserID", "ConversationID", "CountReadMessages", "Deleted"],
      rows: [
        [1, 7, 2, 0],
        [2, 7, 1, 0],
      ],
    },
    {
      name: "UserDiscussion",
      columns: ["UserID", "DiscussionID", "Bookmarked", "CountComments", "DateLastViewed"],
      rows: [[2, 10, 1, 1, "2010-02-02 11:00:00"]],
    },
    { name: "Poll", columns: ["PollID", "Name"], rows: [[1, "Ignored"]] },
  ];
}

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe("npm run import: the porter's export format into an empty community", () => {
  it("refuses a file that is not an export, a malformed one and a cut one, with the line, writing nothing", async () => {
    const notExport = path.join(dir, "not.txt");
    fs.writeFileSync(notExport, "id,name\n1,a\n");
    await expect(importExport(app.db, notExport)).rejects.toThrow(
      /Line 1: this is not a Vanilla export file/,
    );

    const good = writePorterExport(path.join(dir, "good.txt"), community());
    const lines = fs.readFileSync(good, "utf8").split("\n");
    const badAt = lines.findIndex((line) => line.startsWith("100,"));
    const malformed = path.join(dir, "malformed.txt");
    fs.writeFileSync(
      malformed,
      [...lines.slice(0, badAt), `100,10,2,"unclosed`, ...lines.slice(badAt + 1)].join("\n"),
    );
    const error = await importExport(app.db, malformed).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PorterFormatError);
    expect((error as PorterFormatError).line).toBe(badAt + 1);

    const cut = path.join(dir, "cut.txt");
    fs.writeFileSync(cut, lines.slice(0, badAt + 2).join("\n"));
    await expect(importExport(app.db, cut)).rejects.toThrow(/cut short/);

    expect(await app.db.selectFrom("users").select("userID").execute()).toEqual([]);
    expect(await app.db.selectFrom("import_runs").select("fileKey").execute()).toEqual([]);
  });

  it("a dry run reports what it would import and skip, and writes nothing", async () => {
    const file = writePorterExport(path.join(dir, "dry.txt.gz"), community());
    const report = await importExport(app.db, file, { dryRun: true });
    expect(report.tables.Discussion).toEqual({
      read: 5,
      imported: 4,
      skipped: { "category not in the file": 1 },
    });
    expect(report.tables.Comment?.skipped).toEqual({ "discussion not in the file": 1 });
    expect(report.ignoredTables).toEqual({ Poll: 1 });
    expect(await app.db.selectFrom("users").select("userID").execute()).toEqual([]);
  });

  it("imports members, roles, the category tree and its permissions, posts in their formats, conversations, bookmarks, tags and reactions, with counts recomputed", async () => {
    const file = writePorterExport(path.join(dir, "community.txt.gz"), community(), "phpBB 3");
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
  });

  it("keeps the old community's addresses: its own paths land, Vanilla's other forms redirect permanently", async () => {
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

describe("members who moved in", () => {
  it("sign in with their old forum's password (phpass from the header's HashMethod), which is then re-hashed", async () => {
    const file = writePorterExport(
      path.join(dir, "passwords.txt"),
      [
        {
          name: "User",
          columns: ["UserID", "Name", "Email", "Password", "DateInserted"],
          // Openwall phpass's published test vector: "test12345".
          rows: [
            [7, "oldtimer", "old@example.com", "$P$9IQRaTwmfeRo7ud9Fh4E2PdI0S3r.L0", "2009-01-01 00:00:00"],
          ],
        },
      ],
      "phpBB 3",
      "phpBB",
    );
    const site = await buildTestApp();
    try {
      await importExport(site.db, file);
      const signIn = (password: string) =>
        site.inject({
          method: "POST",
          url: "/api/v2/session",
          headers: writeHeaders,
          payload: { username: "oldtimer", password },
        });
      expect((await signIn("wrong")).statusCode).toBe(401);
      expect((await signIn("test12345")).statusCode).toBe(200);
      const { passwordHash } = await site.db
        .selectFrom("users")
        .select("passwordHash")
        .where("userID", "=", 7)
        .executeTakeFirstOrThrow();
      expect(passwordHash).toMatch(/^scrypt\$/);
      expect((await signIn("test12345")).statusCode).toBe(200);
    } finally {
      await site.close();
    }
  });
});

describe("an import stopped halfway", () => {
  it("resumes from its last checkpoint and ends with the same rows and counts, nothing doubled", async () => {
    const file = writePorterExport(path.join(dir, "resume.txt"), community());
    const whole = await buildTestApp();
    const halves = await buildTestApp();
    try {
      await importExport(whole.db, file);
      // Stopped after 7 rows of the tables, then after 12 more: three runs in all.
      await importExport(halves.db, file, { stopAfterRows: 7 });
      expect(await halves.db.selectFrom("users").select("userID").execute()).toHaveLength(4);
      expect(await halves.db.selectFrom("discussions").select("discussionID").execute()).toEqual([]);
      await importExport(halves.db, file, { stopAfterRows: 12 });
      const report = await importExport(halves.db, file);
      expect(report.resumed).toBe(true);
      expect(report.tables.Comment).toEqual({
        read: 5,
        imported: 4,
        skipped: { "discussion not in the file": 1 },
      });
      for (const table of [
        "users",
        "user_roles",
        "categories",
        "discussions",
        "comments",
        "reactions",
        "messages",
        "role_permissions",
      ] as const) {
        const count = async (app: FastifyInstance) =>
          Number(
            (
              await app.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as("n"))
                .executeTakeFirstOrThrow()
            ).n,
          );
        expect([table, await count(halves)]).toEqual([table, await count(whole)]);
      }
      const counts = (app: FastifyInstance) =>
        app.db
          .selectFrom("users")
          .select(["userID", "countDiscussions", "countComments"])
          .orderBy("userID")
          .execute();
      expect(await counts(halves)).toEqual(await counts(whole));
    } finally {
      await whole.close();
      await halves.close();
    }
  });
});
