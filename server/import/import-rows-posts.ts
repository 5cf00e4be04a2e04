import { idOf } from "./import-scan";
import {
  absoluteUrl,
  count,
  dateOf,
  EPOCH,
  flag,
  formatOf,
  referred,
  type TableMapper,
} from "./import-mapping";

/** The category tree, discussions and comments (bodies in their formats), tags and reactions. */
export const postMappers: [string, TableMapper][] = [
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
      const refs = referred(row, ctx, {
        categoryID: ["CategoryID", "categories", "category"],
        insertUserID: ["InsertUserID", "users", "author"],
      });
      if ("skip" in refs) return refs;
      const dateInserted = dateOf(row("DateInserted"), EPOCH);
      const announce = count(row("Announce"));
      return {
        insert: {
          discussions: [
            {
              discussionID,
              ...refs,
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
      const refs = referred(row, ctx, {
        discussionID: ["DiscussionID", "discussions", "discussion"],
        insertUserID: ["InsertUserID", "users", "author"],
      });
      if ("skip" in refs) return refs;
      const dateInserted = dateOf(row("DateInserted"), EPOCH);
      return {
        insert: {
          comments: [
            {
              commentID,
              ...refs,
              parentCommentID: null,
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
      const refs = referred(row, ctx, {
        tagID: ["TagID", "tags", "tag"],
        discussionID: ["DiscussionID", "discussions", "discussion"],
      });
      return "skip" in refs ? refs : { insert: { discussion_tags: [refs] } };
    },
  ],
  [
    "UserTag",
    (row, ctx) => {
      const recordType = (row("RecordType") ?? "").toLowerCase();
      if (recordType !== "discussion" && recordType !== "comment")
        return { skip: `not a post's reaction (${recordType || "none"})` };
      const sourceTag = idOf(row("TagID"));
      const code = sourceTag === null ? undefined : ctx.scan.reactionTags.get(sourceTag);
      const tagID = code === undefined ? undefined : ctx.reactionIDs.get(code.toLowerCase());
      if (tagID === undefined) return { skip: "a reaction Plaza does not have" };
      const refs = referred(row, ctx, {
        userID: ["UserID", "users", "member"],
        recordID: ["RecordID", recordType === "discussion" ? "discussions" : "comments", recordType],
      });
      if ("skip" in refs) return refs;
      const dateInserted = dateOf(row("DateInserted"), EPOCH);
      return { insert: { reactions: [{ recordType, ...refs, tagID, dateInserted }] } };
    },
  ],
];

function displayAsOf(value: string | null | undefined): string {
  const lower = (value ?? "").toLowerCase();
  return lower === "categories" || lower === "heading" || lower === "flat" ? lower : "discussions";
}

const DISCUSSION_TYPES = new Set(["discussion", "question", "idea"]);

function typeOf(value: string | null | undefined): string {
  const lower = (value ?? "").toLowerCase();
  return DISCUSSION_TYPES.has(lower) ? lower : "discussion";
}
