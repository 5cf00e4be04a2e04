import type { FromSchema } from "json-schema-to-ts";

/** Record types the site totals count (online users are not counted here). */
export const siteTotalRecordTypes = ["user", "discussion", "comment", "category", "post"] as const;
/** One counted record type. */
export type SiteTotalRecordType = (typeof siteTotalRecordTypes)[number];

/** One count of `GET /site-totals`. */
export const siteTotalCountSchema = {
  type: "object",
  description: "One count.",
  properties: {
    count: { type: "integer", minimum: 0, description: "How many records the viewer may see." },
    isCalculating: { type: "boolean", description: "True while a large count is still being worked out." },
    isFiltered: {
      type: "boolean",
      description: "True when records the viewer may not see were left out of the count.",
    },
  },
  required: ["count", "isCalculating", "isFiltered"],
  additionalProperties: false,
} as const;

/** `GET /site-totals`: counts of the community by record type (Vanilla's site totals). */
export const siteTotalsSchema = {
  $id: "siteTotals",
  type: "object",
  description: "Counts of the community by record type.",
  properties: {
    counts: {
      type: "object",
      description: "The requested counts by record type.",
      properties: Object.fromEntries(siteTotalRecordTypes.map((type) => [type, siteTotalCountSchema])) as {
        [K in SiteTotalRecordType]: typeof siteTotalCountSchema;
      },
      additionalProperties: false,
    },
  },
  required: ["counts"],
  additionalProperties: false,
} as const;
/** The site totals answer. */
export type SiteTotals = FromSchema<typeof siteTotalsSchema>;

/** The query of `GET /site-totals`. */
export const siteTotalsQuerySchema = {
  type: "object",
  description: "Which counts to answer.",
  properties: {
    counts: {
      type: "array",
      description: "Record types to count; every type when left out.",
      items: { type: "string", enum: siteTotalRecordTypes, description: "A record type." },
      maxItems: 20,
    },
  },
  additionalProperties: false,
} as const;
/** The site totals query. */
export type SiteTotalsQuery = FromSchema<typeof siteTotalsQuerySchema>;
