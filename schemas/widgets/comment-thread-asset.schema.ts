import type { FromSchema } from "json-schema-to-ts";
import { commentSchema, commentSorts } from "../entities/comment.schema";
import { pagingSchema } from "../entities/paging.schema";

export { COMMENT_THREAD_DEFAULT_LIMIT } from "./defaults";

// Nested sub-schemas carry no $id. Copied in a call marked pure, so a bundle that needs only this
// file's small exports (defaults, limits) leaves the schemas out.
const commentItemSchema = /* @__PURE__ */ (() => {
  const { $id: _commentID, ...rest } = commentSchema;
  return rest;
})();

/**
 * CommentThreadAsset: the comments of a post page with sort and pager (content spec §2); the server
 * fills the page of comments for the page's params (page, sort; a comment permalink's page).
 */
export const commentThreadAssetSchema = {
  $id: "CommentThreadAsset",
  type: "object",
  description: "The comments of a discussion page, with a sort select and a pager.",
  properties: {
    discussionID: { type: "integer", minimum: 1, description: "The discussion; the page's by default." },
    discussionName: {
      type: "string",
      description: "The discussion's title, for sharing (the server fills it).",
    },
    categoryID: { type: "integer", description: "The discussion's category, for the Quote permission." },
    closed: {
      type: "boolean",
      description: "Whether the discussion is closed (quote needs discussions.close).",
    },
    apiParams: {
      type: "object",
      description: "Which page of comments to show.",
      properties: {
        sort: {
          type: "string",
          enum: commentSorts,
          description: "The order; dateInserted (oldest first) by default.",
        },
        page: { type: "integer", minimum: 1, description: "The page, from 1." },
        limit: { type: "integer", minimum: 1, maximum: 100, description: "Comments per page (default 30)." },
      },
      additionalProperties: false,
    },
    highlightCommentID: {
      type: "integer",
      description: "The permalinked comment (/discussion/comment/{id}): outlined and scrolled to.",
    },
    comments: { type: "array", items: commentItemSchema, description: "Preloaded comments of the page." },
    initialPaging: pagingSchema,
  },
  additionalProperties: false,
} as const;
/** Props of CommentThreadAsset. */
export type CommentThreadAssetProps = FromSchema<typeof commentThreadAssetSchema>;
