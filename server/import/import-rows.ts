import type { Insertable } from "kysely";
import type { Database } from "../db/types";
import { idOf, type ExportScan, type RowReader } from "./import-scan";

/**
 * How each table of the export becomes Plaza's rows: one function per source table, answering the
 * rows to insert or why the source row is skipped. Rows keep their source IDs (the community is
 * empty, so none collide), which is what keeps old addresses working.
 */

/** What the mappers know besides the row: the first pass, and the roles as mapped. */
export interface ImportContext {
  scan: ExportScan;
  /** Source role ID to Plaza's. */
  roleIDs: Map<number, number>;
  /** Reaction code (lower case) to Plaza's reaction tag ID. */
  reactionIDs: Map<string, number>;
  /**
   * The IDs imported so far, by kind: a row referring to a record the import skipped is skipped too.
   * (The first pass's `scan.ids` holds every ID in the file.)
   */
  imported: Record<
    "users" | "categories" | "discussions" | "comments" | "conversations" | "tags",
    Set<number>
  >;
  /** Bodies whose format Plaza cannot render (shown as text): recorded for the report. */
  onTextBody(table: string, id: number, reason: string): void;
}

/** Rows for one Plaza table. */
export type Inserts = {
  [T in keyof Database]?: Insertable<Database[T]>[];
};

/** A row's outcome: its inserts, or why it was skipped. */
export type Mapped = { insert: Inserts } | { skip: string };

/** The formats Plaza renders (members' and stored-only ones), by the lower-case name sources use. */
const FORMATS: Record<string, string> = {
  html: "html",
  markdown: "markdown",
  text: "text",
  rich2: "rich2",
  bbcode: "bbcode",
  wysiwyg: "wysiwyg",
  textex: "textex",
  raw: "html",
};

/** A date of the export ("2010-05-06 21:09:37", UTC) as ISO 8601, or the fallback. */
export function dateOf(value: string | null | undefined, fallback: string): string {
  if (!value || value.startsWith("0000")) return fallback;
  const iso = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(value) ? `${value.replace(" ", "T")}Z` : value;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? fallback : new Date(time).toISOString();
}

const flag = (value: string | null | undefined) =>
  value !== null && value !== undefined && Number(value) > 0 ? 1 : 0;
const count = (value: string | null | undefined) => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};
const EPOCH = "1970-01-01T00:00:00.000Z";

function formatOf(ctx: ImportContext, table: string, id: number, format: string | null | undefined): string {
  const lower = (format ?? "").trim().toLowerCase();
  const known = FORMATS[lower || "html"];
  if (known) return known;
  ctx.onTextBody(table, id, `format "${format}" is shown as text`);
  return "text";
}

/** An absolute http(s) address, or "" (a source's relative paths point at files not in the export). */
function absoluteUrl(value: string | null | undefined): string {
  const url = (value ?? "").trim();
  return /^https?:\/\/[^\s"'<>]+$/i.test(url) && url.length <= 500 ? url : "";
}

/** The mappers, by source table, in the order they must run (each after what it refers to). */
export const tableMappers: [string, (row: RowReader, ctx: ImportContext) => Mapped][] = [
  [
    "User",
    (row, ctx) => {
      const userID = idOf(row("UserID"));
      if (userID === null) return { skip: "no UserID" };
      const name = ctx.scan.renamedUsers.get(userID) ?? (row("Name") ?? "").trim();
      const email = ctx.scan.usersWithoutEmail.has(userID)
        ? `member-${userID}@imported.invalid`
        : (row("Email") ?? "").trim();
      const joined = dateOf(row("DateInserted") ?? row("DateFirstVisit"), EPOCH);
      const method = (row("HashMethod") ?? "").trim() || ctx.scan.hashMethod || "";
      const password = row("Password") ?? "";
      return {
        insert: {
          users: [
            {
              userID,
              name,
              nameKey: name.toLowerCase(),
              email,
              emailKey: email.toLowerCase(),
              passwordHash: `legacy$${method || "none"}$${password}`,
              photoUrl: absoluteUrl(row("Photo")),
              title: (row("Title") ?? "").slice(0, 100),
              private: 0,
              banned: flag(row("Banned")),
              emailConfirmed: row("Confirmed") === undefined ? 1 : flag(row("Confirmed")),
              countDiscussions: 0,
              countComments: 0,
              points: count(row("Points")),
              dateInserted: joined,
              dateLastActive: dateOf(row("DateLastActive"), joined),
              dateUpdated: null,
            },
          ],
        },
      };
    },
  ],
  [
    "UserRole",
    (row, ctx) => {
      const userID = idOf(row("UserID"));
      const sourceRole = idOf(row("RoleID"));
      if (userID === null || !ctx.imported.users.has(userID)) return { skip: "member not in the file" };
      const roleID = sourceRole === null ? undefined : ctx.roleIDs.get(sourceRole);
      if (roleID === undefined) return { skip: "role not in the file" };
      return { insert: { user_roles: [{ userID, roleID }] } };
    },
  ],
  [
    "Category",
    (row, ctx) => {
      const categoryID = idOf(row("CategoryID"));
      if (categoryID === null) return { skip: "the root or no CategoryID" };
      const parent = idOf(row("ParentCategoryID"));
      return {
        insert: {
          categories: [
            {
              categoryID,
              parentCategoryID: parent !== null && ctx.scan.ids.categories.has(parent) ? parent : null,
              name: (row("Name") ?? "").trim().slice(0, 200) || `Category ${categoryID}`,
              urlcode: ctx.scan.categoryCodes.get(categoryID) ?? row("UrlCode") ?? "",
              description: (row("Description") ?? "").slice(0, 500),
              sort: count(row("Sort")),
              depth: 1,
              permissionCategoryID: -1,
              displayAs: displayAsOf(row("DisplayAs")),
              countDiscussions: 0,
              countComments: 0,
              dateInserted: dateOf(row("DateInserted"), EPOCH),
              color: null,
              iconUrl: absoluteUrl(row("Photo")) || null,
              bannerUrl: null,
            },
          ],
        },
      };
    },
  ],
  [
    "Discussion",
    (row, ctx) => {
      const discussionID = idOf(row("DiscussionID"));
      if (discussionID === null) return { skip: "no DiscussionID" };
      const categoryID = idOf(row("CategoryID"));
      if (categoryID === null || !ctx.imported.categories.has(categoryID))
        return { skip: "category not in the file" };
      const insertUserID = idOf(row("InsertUserID"));
      if (insertUserID === null || !ctx.imported.users.has(insertUserID))
        return { skip: "author not in the file" };
      const dateInserted = dateOf(row("DateInserted"), EPOCH);
      const announce = count(row("Announce"));
      return {
        insert: {
          discussions: [
            {
              discussionID,
              categoryID,
              insertUserID,
              updateUserID: idOf(row("UpdateUserID")),
              lastCommentUserID: null,
              lastCommentID: null,
              type: typeOf(row("Type")),
              name: (row("Name") ?? "").trim().slice(0, 200) || `Discussion ${discussionID}`,
              body: row("Body") ?? "",
              format: formatOf(ctx, "Discussion", discussionID, row("Format")),
              bodyHtml: null,
              bodyText: null,
              dateInserted,
              dateUpdated: row("DateUpdated") ? dateOf(row("DateUpdated"), dateInserted) : null,
              dateLastComment: dateOf(row("DateLastComment"), dateInserted),
              countComments: 0,
              countViews: count(row("CountViews")),
              score: Math.round(Number(row("Score") ?? 0)) || 0,
              closed: flag(row("Closed")),
              sink: flag(row("Sink")),
              pinned: announce > 0 ? 1 : 0,
              pinLocation: announce === 1 ? "recent" : announce > 1 ? "category" : "none",
              resolved: 0,
            },
          ],
        },
      };
    },
  ],
  [
    "Comment",
    (row, ctx) => {
      const commentID = idOf(row("CommentID"));
      if (commentID === null) return { skip: "no CommentID" };
      const discussionID = idOf(row("DiscussionID"));
      if (discussionID === null || !ctx.imported.discussions.has(discussionID)) {
        return { skip: "discussion not in the file" };
      }
      const insertUserID = idOf(row("InsertUserID"));
      if (insertUserID === null || !ctx.imported.users.has(insertUserID))
        return { skip: "author not in the file" };
      const dateInserted = dateOf(row("DateInserted"), EPOCH);
      return {
        insert: {
          comments: [
            {
              commentID,
              discussionID,
              parentCommentID: null,
              insertUserID,
              updateUserID: idOf(row("UpdateUserID")),
              body: row("Body") ?? "",
              format: formatOf(ctx, "Comment", commentID, row("Format")),
              bodyHtml: null,
              bodyText: null,
              dateInserted,
              dateUpdated: row("DateUpdated") ? dateOf(row("DateUpdated"), dateInserted) : null,
              score: Math.round(Number(row("Score") ?? 0)) || 0,
              deleted: 0,
              dateDeleted: null,
            },
          ],
        },
      };
    },
  ],
  [
    "Tag",
    (row, ctx) => {
      const tagID = idOf(row("TagID"));
      if (tagID === null) return { skip: "no TagID" };
      if (ctx.scan.reactionTags.has(tagID)) return { skip: "a reaction, not a tag" };
      const name = (row("FullName") ?? row("Name") ?? "").trim().slice(0, 100) || `tag-${tagID}`;
      const code = ((row("Name") ?? "").trim() || name).toLowerCase().slice(0, 40);
      return { insert: { tags: [{ tagID, name, urlcode: `${code}`, type: "", countDiscussions: 0 }] } };
    },
  ],
  [
    "TagDiscussion",
    (row, ctx) => {
      const tagID = idOf(row("TagID"));
      const discussionID = idOf(row("DiscussionID"));
      if (tagID === null || !ctx.imported.tags.has(tagID)) return { skip: "tag not in the file" };
      if (discussionID === null || !ctx.imported.discussions.has(discussionID)) {
        return { skip: "discussion not in the file" };
      }
      return { insert: { discussion_tags: [{ tagID, discussionID }] } };
    },
  ],
  [
    "UserTag",
    (row, ctx) => {
      const recordType = (row("RecordType") ?? "").toLowerCase();
      if (recordType !== "discussion" && recordType !== "comment")
        return { skip: `not a post's reaction (${recordType || "none"})` };
      const recordID = idOf(row("RecordID"));
      const userID = idOf(row("UserID"));
      const sourceTag = idOf(row("TagID"));
      const code = sourceTag === null ? undefined : ctx.scan.reactionTags.get(sourceTag);
      const tagID = code === undefined ? undefined : ctx.reactionIDs.get(code.toLowerCase());
      if (tagID === undefined) return { skip: "a reaction Plaza does not have" };
      if (userID === null || !ctx.imported.users.has(userID)) return { skip: "member not in the file" };
      const ids = recordType === "discussion" ? ctx.imported.discussions : ctx.imported.comments;
      if (recordID === null || !ids.has(recordID)) return { skip: `${recordType} not in the file` };
      return {
        insert: {
          reactions: [
            { recordType, recordID, userID, tagID, dateInserted: dateOf(row("DateInserted"), EPOCH) },
          ],
        },
      };
    },
  ],
  [
    "Conversation",
    (row, ctx) => {
      const conversationID = idOf(row("ConversationID"));
      if (conversationID === null) return { skip: "no ConversationID" };
      const insertUserID = idOf(row("InsertUserID"));
      if (insertUserID === null || !ctx.imported.users.has(insertUserID))
        return { skip: "author not in the file" };
      const dateInserted = dateOf(row("DateInserted"), EPOCH);
      return {
        insert: {
          conversations: [
            {
              conversationID,
              insertUserID,
              name: (row("Subject") ?? "").trim().slice(0, 200),
              dateInserted,
              dateLastMessage: dateOf(row("DateUpdated"), dateInserted),
              countMessages: 0,
            },
          ],
        },
      };
    },
  ],
  [
    "ConversationMessage",
    (row, ctx) => {
      const messageID = idOf(row("MessageID"));
      if (messageID === null) return { skip: "no MessageID" };
      const conversationID = idOf(row("ConversationID"));
      if (conversationID === null || !ctx.imported.conversations.has(conversationID)) {
        return { skip: "conversation not in the file" };
      }
      const insertUserID = idOf(row("InsertUserID"));
      if (insertUserID === null || !ctx.imported.users.has(insertUserID))
        return { skip: "author not in the file" };
      return {
        insert: {
          messages: [
            {
              messageID,
              conversationID,
              insertUserID,
              body: row("Body") ?? "",
              format: formatOf(ctx, "ConversationMessage", messageID, row("Format")),
              bodyHtml: null,
              bodyText: null,
              dateInserted: dateOf(row("DateInserted"), EPOCH),
            },
          ],
        },
      };
    },
  ],
  [
    "UserConversation",
    (row, ctx) => {
      const userID = idOf(row("UserID"));
      const conversationID = idOf(row("ConversationID"));
      if (userID === null || !ctx.imported.users.has(userID)) return { skip: "member not in the file" };
      if (conversationID === null || !ctx.imported.conversations.has(conversationID)) {
        return { skip: "conversation not in the file" };
      }
      return {
        insert: {
          conversation_participants: [
            {
              conversationID,
              userID,
              countRead: count(row("CountReadMessages")),
              deleted: flag(row("Deleted")),
            },
          ],
        },
      };
    },
  ],
  [
    "UserDiscussion",
    (row, ctx) => {
      const userID = idOf(row("UserID"));
      const discussionID = idOf(row("DiscussionID"));
      if (userID === null || !ctx.imported.users.has(userID)) return { skip: "member not in the file" };
      if (discussionID === null || !ctx.imported.discussions.has(discussionID)) {
        return { skip: "discussion not in the file" };
      }
      const viewed = row("DateLastViewed");
      return {
        insert: {
          user_discussions: [
            {
              userID,
              discussionID,
              bookmarked: flag(row("Bookmarked")),
              dismissed: flag(row("Dismissed")),
              countCommentsRead: count(row("CountComments")),
              dateLastViewed: viewed ? dateOf(viewed, EPOCH) : null,
            },
          ],
        },
      };
    },
  ],
];

/** The source tables the importer reads besides the mapped ones (roles, permissions, reaction types). */
export const tablesReadElsewhere = new Set(["Role", "Permission", "ReactionType"]);

function displayAsOf(value: string | null | undefined): string {
  const lower = (value ?? "").toLowerCase();
  return lower === "categories" || lower === "heading" || lower === "flat" ? lower : "discussions";
}

const DISCUSSION_TYPES = new Set(["discussion", "question", "idea"]);

function typeOf(value: string | null | undefined): string {
  const lower = (value ?? "").toLowerCase();
  return DISCUSSION_TYPES.has(lower) ? lower : "discussion";
}
