import type { FromSchema } from "json-schema-to-ts";

/**
 * The highest page a list query accepts. Larger pages would push the SQL OFFSET past a 64-bit
 * integer (SQLite answers "datatype mismatch"); no list has a million pages.
 */
export const maxPage = 1_000_000;

/**
 * The paging of a list (DECISIONS "Paging": one type; the client reads it from `x-app-page-*` headers
 * and hydrated props carry it as `initialPaging`).
 */
export const pagingSchema = {
  type: "object",
  description: "Where a page of a list sits: its neighbours, number, total and size.",
  properties: {
    nextURL: { type: "string", description: "API URL of the next page; absent on the last page." },
    prevURL: { type: "string", description: "API URL of the previous page; absent on page 1." },
    currentPage: { type: "integer", minimum: 1, description: "The page number, from 1." },
    total: { type: "integer", minimum: 0, description: "How many records the whole list holds." },
    limit: { type: "integer", minimum: 1, description: "Records per page." },
  },
  required: ["currentPage", "limit"],
  additionalProperties: false,
} as const;
/** The paging of a list. */
export type PagingInfo = FromSchema<typeof pagingSchema>;
