import type { FromSchema } from "json-schema-to-ts";

/** One item of an RSS or Atom feed, reduced to plain text and a safe link. */
export const feedItemSchema = {
  type: "object",
  description: "An item of an RSS or Atom feed.",
  properties: {
    title: { type: "string", description: "The item's title as plain text." },
    url: {
      type: "string",
      description: "The item's link; absent when the feed gave none or an unsafe one.",
    },
    description: { type: "string", description: "The item's description as plain text (tags removed)." },
    date: { type: ["string", "null"], description: "When the item was published (ISO 8601), when known." },
  },
  required: ["title", "description", "date"],
  additionalProperties: false,
} as const;
/** A feed item. */
export type FeedItem = FromSchema<typeof feedItemSchema>;
