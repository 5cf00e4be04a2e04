import type { FromSchema } from "json-schema-to-ts";
import { feedItemSchema } from "../entities/feed-item.schema";
import { containerOptionsSchema, widgetHeadingProps } from "./common";

export { DEFAULT_RSS_LIMIT } from "./defaults";

/** RSSWidget: the latest items of an RSS or Atom feed. */
export const rssWidgetSchema = {
  $id: "RSSWidget",
  type: "object",
  description: "The latest items of an RSS or Atom feed.",
  properties: {
    ...widgetHeadingProps,
    feedUrl: {
      type: "string",
      pattern: "^[hH][tT][tT][pP][sS]?://",
      maxLength: 2000,
      description: "The feed's http(s) URL; the server fetches it.",
    },
    limit: { type: "integer", minimum: 1, maximum: 50, description: "How many items to show; 5 by default." },
    containerOptions: containerOptionsSchema,
    items: {
      type: "array",
      items: feedItemSchema,
      description: "Preloaded feed items (the server fills them).",
    },
  },
  required: ["feedUrl"],
  additionalProperties: false,
} as const;
/** Props of RSSWidget. */
export type RSSWidgetProps = FromSchema<typeof rssWidgetSchema>;
