import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../../tests/helpers/server";
import type { ExportTable } from "../../tests/helpers/porter-export";

/** A folder for a test file's export files, removed after its tests. Call at the file's top level. */
export function exportsFolder(): (name: string) => string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-import-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return (name) => path.join(dir, name);
}

/** A new, empty community for a test file's tests, closed after them. Call at the file's top level. */
export function emptyCommunity(): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error("The community is built before the tests run.");
    return app;
  };
}

/** Why the community's Media rows are skipped, whatever the uploads address. */
export const mediaSkipped = {
  "discussion not in the file": 1,
  "comment not in the file": 1,
  "uploader not in the file": 1,
  "not a post's file (user)": 1,
};

const MEDIA_COLUMNS =
  "MediaID:int,ForeignTable,ForeignID,InsertUserID,Name,Path,Type,Size,ImageWidth,ImageHeight";

/** A small community as phpBB's exporter would write it: members, roles, a private category, posts, files. */
export function community(): ExportTable[] {
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
    {
      name: "Media",
      columns: MEDIA_COLUMNS.split(","),
      rows: [
        [500, "discussion", 10, 1, "hi.png", "https://cdn.example.com/hi.png", "image/png", 2048, 64, 48],
        [501, "comment", 100, 2, "guide v2.pdf", "FileUpload/ab/guide v2.pdf", "application/pdf", 900, 0, 0],
        [502, "discussion", 13, 1, "lost.zip", "https://cdn.example.com/lost.zip", null, 5, null, null],
        [503, "comment", 103, 1, "orphan.txt", "attachments/orphan.txt", "text/plain", 5, null, null],
        [504, "discussion", 10, 99, "ghost.png", "https://cdn.example.com/ghost.png", "image/png", 5, 1, 1],
        [505, "embed", null, 2, "inline.jpg", "/uploads/editor/inline.jpg", "", 300, 1, 1],
        [506, "Discussion", 12, 1, "staff.txt", "https://cdn.example.com/staff.txt", "text/plain", 3, 0, 0],
        [507, "user", 2, 2, "avatar.png", "userpics/avatar.png", "image/png", 3, null, null],
        // SMF's exporter names no uploader: the post's author is.
        [508, "Comment", 101, null, "smiley.gif", "attachments/smiley.gif", null, 10, 20, 10],
      ],
    },
    { name: "Poll", columns: ["PollID", "Name"], rows: [[1, "Ignored"]] },
  ];
}
