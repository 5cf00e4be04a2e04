import type { FromSchema } from "json-schema-to-ts";
import { commentSorts } from "../entities/comment.schema";
import { maxPage } from "../entities/paging.schema";

/** The expand parameter of the comment calls: a comma list or array of fields, "all" for every one. */
const expandSchema = {
  type: "array",
  items: { type: "string" },
  maxItems: 20,
  description:
    "Records to expand (comma list or array): insertUser, insertUser.signature (with insertUser, while signatures.enabled is on), reactions, permissions, all.",
} as const;

/** `GET /comments` query (Vanilla's names). Unknown parameters are ignored, not refused. */
export const commentListQuerySchema = {
  type: "object",
  description: "The discussion or the author, order and page of a comment list.",
  properties: {
    discussionID: { type: "integer", minimum: 1, description: "The discussion whose comments to list." },
    insertUserID: {
      type: "integer",
      minimum: 1,
      description:
        "Without discussionID: this member's comments in every discussion the viewer may read, deleted ones left out.",
    },
    sort: {
      type: "string",
      enum: commentSorts,
      description:
        "The order; dateInserted (oldest first) by default. -experimentalTrending: score weighted by recency.",
    },
    page: { type: "integer", minimum: 1, maximum: maxPage, description: "The page, from 1." },
    limit: { type: "integer", minimum: 1, maximum: 100, description: "Comments per page (default 30)." },
    expand: expandSchema,
  },
} as const;
/** A comment list query. */
export type CommentListQueryParams = FromSchema<typeof commentListQuerySchema>;

/** `GET /comments/{id}` query. */
export const commentGetQuerySchema = {
  type: "object",
  description: "Expansions of one comment (insertUser by default).",
  properties: { expand: expandSchema },
} as const;
/** The single-comment query. */
export type CommentGetQuery = FromSchema<typeof commentGetQuerySchema>;

/** `POST /comments` body. */
export const commentPostBodySchema = {
  type: "object",
  description: "A new comment on a discussion.",
  properties: {
    discussionID: { type: "integer", minimum: 1, description: "The discussion to comment on." },
    body: { type: "string", maxLength: 100000, description: "The body, written in `format`." },
    format: { type: "string", maxLength: 20, description: "The body's format; rich2 by default." },
    parentCommentID: {
      type: ["integer", "null"],
      minimum: 1,
      description: "The comment of the same discussion this one replies to.",
    },
  },
  required: ["discussionID", "body"],
  additionalProperties: false,
} as const;
/** A new comment. */
export type CommentPostBody = FromSchema<typeof commentPostBodySchema>;

/** `PATCH /comments/{id}` body. */
export const commentPatchBodySchema = {
  type: "object",
  description: "A comment's new body.",
  properties: {
    body: commentPostBodySchema.properties.body,
    format: { type: "string", maxLength: 20, description: "The body's format; unchanged by default." },
  },
  required: ["body"],
  additionalProperties: false,
} as const;
/** A comment edit. */
export type CommentPatchBody = FromSchema<typeof commentPatchBodySchema>;

/** `GET /comments/{id}/edit`: what the edit form starts from. */
export const commentEditSchema = {
  $id: "commentEdit",
  type: "object",
  description: "A comment's body as written, for editing.",
  properties: {
    commentID: { type: "integer", description: "The comment's ID." },
    discussionID: { type: "integer", description: "The discussion it belongs to." },
    body: { type: "string", description: "The body as written (not rendered)." },
    format: { type: "string", description: "The body's format." },
  },
  required: ["commentID", "discussionID", "body", "format"],
  additionalProperties: false,
} as const;
/** A comment ready for editing. */
export type CommentEdit = FromSchema<typeof commentEditSchema>;
