import type { FromSchema } from "json-schema-to-ts";
import { userFragmentSchema } from "./user.schema";
import { postFilesSchema } from "./media.schema";

export { commentSorts, type CommentSort } from "./sorts";

/**
 * Fields a comment may expand; "all" expands every one. `insertUser.signature` adds the author's
 * signature to `insertUser` (Vanilla's Signatures addon) while signatures.enabled is on (content spec §5).
 */
export const commentExpands = ["insertUser", "insertUser.signature", "reactions", "permissions"] as const;
export type CommentExpand = (typeof commentExpands)[number];

/** A comment (Vanilla's comments.yml field names, plus the display values of content spec §3). */
export const commentSchema = {
  $id: "comment",
  type: "object",
  description: "A comment on a discussion.",
  properties: {
    commentID: { type: "integer", description: "The comment's ID." },
    discussionID: { type: "integer", description: "The discussion it belongs to." },
    parentRecordType: { type: "string", enum: ["discussion"], description: "The parent record's type." },
    parentRecordID: { type: "integer", description: "The parent record's ID (the discussion)." },
    parentCommentID: {
      type: "integer",
      description: "The comment this one replies to; absent on a reply to the discussion itself.",
    },
    categoryID: { type: "integer", description: "The discussion's category." },
    name: { type: "string", description: '"Re: " and the discussion\'s title.' },
    body: { type: "string", description: "The body as safe HTML; empty for a tombstone." },
    format: { type: "string", description: "The format the body was written in." },
    dateInserted: { type: "string", description: "When it was posted (ISO 8601)." },
    dateUpdated: { type: ["string", "null"], description: "When it was last edited (ISO 8601)." },
    insertUserID: { type: "integer", description: "Who wrote it." },
    insertUser: userFragmentSchema,
    updateUserID: { type: ["integer", "null"], description: "Who edited it last." },
    score: { type: "integer", description: "The sum of its reaction values." },
    countChildComments: { type: "integer", description: "How many comments reply to it." },
    depth: { type: "integer", description: "1 for replies to the discussion, 2 for replies to those, ..." },
    url: { type: "string", description: "Its permalink: /discussion/comment/{id}#Comment_{id}." },
    closed: { type: "boolean", description: "Whether its discussion is closed." },
    status: {
      type: "string",
      enum: ["accepted", "rejected", "pending"],
      description: "Its status (content spec §3); accepted unless moderation says otherwise.",
    },
    displayType: {
      type: "string",
      enum: ["full", "tombstone"],
      description: "tombstone: deleted, kept because other comments reply to it.",
    },
    attributes: { type: "object", description: "Extra data.", additionalProperties: true },
    files: postFilesSchema,
    reactions: {
      type: "array",
      description:
        "Every active reaction type with its count on this comment (content spec §3); when expanded.",
      items: {
        type: "object",
        description: "One reaction type and how it was used on this comment.",
        properties: {
          tagID: { type: "integer", description: "The reaction type's ID." },
          urlcode: { type: "string", description: "The reaction type's code (like, insightful, ...)." },
          name: { type: "string", description: "The reaction type's display name." },
          class: { type: "string", description: "The reaction type's class (positive, negative, flag)." },
          reactionValue: { type: "integer", description: "What one reaction adds to the score." },
          count: { type: "integer", description: "How many people reacted this way." },
          hasReacted: { type: "boolean", description: "Whether the current user reacted this way." },
        },
        required: ["tagID", "urlcode", "name", "class", "reactionValue", "count", "hasReacted"],
        additionalProperties: false,
      },
    },
    permissions: {
      type: "object",
      description: "What the current user may do with it; when expanded.",
      properties: {
        edit: { type: "boolean", description: "Whether they may edit it now." },
        editSecondsLeft: {
          type: ["integer", "null"],
          description: "Seconds left in the author's edit window; null without a limit.",
        },
        delete: { type: "boolean", description: "Whether they may delete it." },
      },
      required: ["edit", "editSecondsLeft", "delete"],
      additionalProperties: false,
    },
  },
  required: [
    "commentID",
    "discussionID",
    "parentRecordType",
    "parentRecordID",
    "categoryID",
    "name",
    "body",
    "format",
    "dateInserted",
    "dateUpdated",
    "insertUserID",
    "score",
    "countChildComments",
    "depth",
    "url",
    "closed",
    "status",
    "displayType",
    "attributes",
  ],
  additionalProperties: false,
} as const;
/** A comment record. */
export type Comment = FromSchema<typeof commentSchema>;

/** A page of comments. */
export const commentListSchema = {
  $id: "commentList",
  type: "array",
  description: "A page of comments.",
  items: commentSchema,
} as const;

/** `GET /comments/{id}/quote` and `GET /discussions/{id}/quote`: what a quote of the post needs. */
export const postQuoteSchema = {
  $id: "postQuote",
  type: "object",
  description: "The raw body of a post with what a quote block shows of it.",
  properties: {
    recordType: { type: "string", enum: ["discussion", "comment"], description: "What is quoted." },
    recordID: { type: "integer", description: "The quoted record's ID." },
    discussionID: { type: "integer", description: "A quoted discussion's ID (Vanilla's name)." },
    commentID: { type: "integer", description: "A quoted comment's ID (Vanilla's name)." },
    name: { type: "string", description: "A quoted discussion's title." },
    bodyRaw: { type: "string", description: "The body as written." },
    format: { type: "string", description: "The body's format." },
    dateInserted: { type: "string", description: "When it was posted (ISO 8601)." },
    dateUpdated: {
      type: ["string", "null"],
      description: "When it was last edited (ISO 8601); null if never.",
    },
    url: { type: "string", description: "The post's URL." },
    insertUser: userFragmentSchema,
  },
  required: [
    "recordType",
    "recordID",
    "bodyRaw",
    "format",
    "dateInserted",
    "dateUpdated",
    "url",
    "insertUser",
  ],
  additionalProperties: false,
} as const;
export type PostQuote = FromSchema<typeof postQuoteSchema>;
