import type { FromSchema } from "json-schema-to-ts";
import { discussionSchema } from "../entities/discussion.schema";

// Nested sub-schemas carry no $id. Copied in a call marked pure, so a bundle that needs only this
// file's small exports (defaults, limits) leaves the schemas out.
const discussionItemSchema = /* @__PURE__ */ (() => {
  const { $id: _discussionID, ...rest } = discussionSchema;
  return rest;
})();

/**
 * OriginalPostAsset: the discussion of a post page (content spec §2 post-page assets): title, author,
 * date, category, tags, body and actions. The server fills `discussion` for the page's record.
 */
export const originalPostAssetSchema = {
  $id: "OriginalPostAsset",
  type: "object",
  description: "The original post of a discussion page: title, author, body, tags and actions.",
  properties: {
    discussionID: {
      type: "integer",
      minimum: 1,
      description: "The discussion shown; the page's by default.",
    },
    showTags: { type: "boolean", description: "Show the discussion's tags under its title (default true)." },
    discussion: {
      ...discussionItemSchema,
      description: "The preloaded discussion with body, author, category, tags and permissions.",
    },
  },
  additionalProperties: false,
} as const;
/** Props of OriginalPostAsset. */
export type OriginalPostAssetProps = FromSchema<typeof originalPostAssetSchema>;
