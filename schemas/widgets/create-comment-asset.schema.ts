import type { FromSchema } from "json-schema-to-ts";

/**
 * CreateCommentAsset: the comment box of a post page (`#create-comment`); the server fills the
 * discussion's category and closed state so the box shows what the viewer may do.
 */
export const createCommentAssetSchema = {
  $id: "CreateCommentAsset",
  type: "object",
  description: "The comment box of a discussion page, or Sign In for guests.",
  properties: {
    discussionID: { type: "integer", minimum: 1, description: "The discussion; the page's by default." },
    categoryID: { type: "integer", description: "The discussion's category, for comments.add." },
    closed: {
      type: "boolean",
      description: "Whether the discussion is closed (commenting needs discussions.close).",
    },
  },
  additionalProperties: false,
} as const;
/** Props of CreateCommentAsset. */
export type CreateCommentAssetProps = FromSchema<typeof createCommentAssetSchema>;
