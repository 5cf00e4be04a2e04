import type { FromSchema } from "json-schema-to-ts";

/** A tag with its use count (Vanilla's tags.yml names). */
export const tagSchema = {
  $id: "tag",
  type: "object",
  description: "A tag that discussions can carry.",
  properties: {
    tagID: { type: "integer", description: "The tag's ID." },
    name: { type: "string", description: "The tag's name." },
    urlcode: { type: "string", description: "The tag's URL slug." },
    type: { type: ["string", "null"], description: "The tag's type; null for ordinary tags." },
    countDiscussions: { type: "integer", description: "How many discussions carry the tag." },
    id: { type: "integer", description: "The tag's ID again (Vanilla's older name for tagID)." },
    urlCode: { type: "string", description: "The tag's URL slug again (Vanilla's older name for urlcode)." },
    parentTagID: { type: "null", description: "The tag's parent: Plaza's tags have none, so null." },
  },
  required: ["tagID", "name", "urlcode", "countDiscussions", "id", "urlCode", "parentTagID"],
  additionalProperties: false,
} as const;
/** A tag record. */
export type Tag = FromSchema<typeof tagSchema>;

/** `GET /tags`: tags, most used first. */
export const tagListSchema = {
  $id: "tagList",
  type: "array",
  description: "Tags.",
  items: tagSchema,
} as const;
