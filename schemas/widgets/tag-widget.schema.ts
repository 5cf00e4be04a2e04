import type { FromSchema } from "json-schema-to-ts";
import { tagSchema } from "../entities/tag.schema";
import { widgetHeadingProps } from "./common";

// Nested sub-schemas carry no $id. Copied in a call marked pure, so a bundle that needs only this
// file's small exports (defaults, limits) leaves the schemas out.
const tagItemSchema = /* @__PURE__ */ (() => {
  const { $id: _tagID, ...rest } = tagSchema;
  return rest;
})();

/** How many tags a TagWidget shows when its definition gives no limit. */
export const TAG_WIDGET_DEFAULT_LIMIT = 10;

/** TagWidget: the most used tags, each a link to the discussions carrying it. */
export const tagWidgetSchema = {
  $id: "TagWidget",
  type: "object",
  description: "The most used tags, each a link to its discussions.",
  properties: {
    ...widgetHeadingProps,
    apiParams: {
      type: "object",
      description: "How many tags to show.",
      properties: {
        limit: { type: "integer", minimum: 1, maximum: 100, description: "How many tags; 10 by default." },
      },
      additionalProperties: false,
    },
    tags: {
      type: "array",
      description: "Preloaded tags, the most used first (the server fills them).",
      items: tagItemSchema,
    },
  },
  additionalProperties: false,
} as const;
/** Props of TagWidget. */
export type TagWidgetProps = FromSchema<typeof tagWidgetSchema>;
