import type { FromSchema } from "json-schema-to-ts";
import { discussionSchema } from "../entities/discussion.schema";
import { pagingSchema } from "../entities/paging.schema";
import { discussionOptionsSchema, discussionsApiParamsSchema } from "./discussions-widget.schema";
import { widgetHeadingProps } from "./common";

export { DISCUSSION_LIST_DEFAULT_LIMIT } from "./defaults";

// Nested sub-schemas carry no $id. Copied in a call marked pure, so a bundle that needs only this
// file's small exports (defaults, limits) leaves the schemas out.
const discussionItemSchema = /* @__PURE__ */ (() => {
  const { $id: _discussionID, ...rest } = discussionSchema;
  return rest;
})();

/**
 * DiscussionListAsset: the full discussion list of `/discussions` and of category pages, with a sort
 * select and a pager; the server fills it for the page's params (category, page, sort).
 */
export const discussionListAssetSchema = {
  $id: "DiscussionListAsset",
  type: "object",
  description: "The discussion list of the discussions page or of a category page, with sort and pager.",
  properties: {
    ...widgetHeadingProps,
    categoryID: {
      type: "integer",
      minimum: 1,
      description: "The category page this list is on; its pages are /categories/{id}/p{n}.",
    },
    apiParams: discussionsApiParamsSchema,
    tagNames: {
      type: "array",
      maxItems: 100,
      items: { type: "string", maxLength: 100 },
      description:
        "The names of the tags the list is filtered by (the server fills them); the list is titled for them.",
    },
    discussionOptions: discussionOptionsSchema,
    discussions: {
      type: "array",
      description: "Preloaded discussions of the page (the server fills them).",
      items: discussionItemSchema,
    },
    initialPaging: pagingSchema,
  },
  additionalProperties: false,
} as const;
/** Props of DiscussionListAsset. */
export type DiscussionListAssetProps = FromSchema<typeof discussionListAssetSchema>;
