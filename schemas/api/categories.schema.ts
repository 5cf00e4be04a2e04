import type { FromSchema } from "json-schema-to-ts";
import { maxPage } from "../entities/paging.schema";

/** `GET /categories` query (Vanilla's names). */
export const categoryListQuerySchema = {
  $id: "categoryListQuery",
  type: "object",
  description: "Which categories to list, and how.",
  properties: {
    outputFormat: {
      type: "string",
      enum: ["tree", "flat"],
      description: "A tree with nested children (default) or a flat list in tree order.",
    },
    parentCategoryID: { type: "integer", minimum: 1, description: "List the children of this category." },
    maxDepth: {
      type: "integer",
      minimum: 1,
      maximum: 10,
      description: "Levels below the parent (or the top) to include; 2 by default.",
    },
    followed: { type: "boolean", description: "Only the categories the current user follows (flat)." },
    categoryID: {
      type: "array",
      items: { type: "integer", minimum: 1 },
      maxItems: 20,
      description: "Only these categories, in this order (flat).",
    },
    page: { type: "integer", minimum: 1, maximum: maxPage, description: "Page of a flat list, from 1." },
    limit: {
      type: "integer",
      minimum: 1,
      maximum: 100,
      description: "Categories per page of a flat list (default 30).",
    },
  },
} as const;
/** A category list query. */
export type CategoryListQueryParams = FromSchema<typeof categoryListQuerySchema>;

/** `GET /categories/search` query (content spec §7; the post editor's category picker). */
export const categorySearchQuerySchema = {
  $id: "categorySearchQuery",
  type: "object",
  description: "Categories whose name contains the text.",
  properties: {
    query: { type: "string", maxLength: 100, description: "Text the name contains (case-insensitive)." },
    limit: {
      type: "integer",
      minimum: 1,
      maximum: 50,
      description: "Most categories to answer (default 50).",
    },
    filterDiscussionsAdd: {
      type: "boolean",
      description:
        "Only the categories the current user may start discussions in; then an empty query lists them all (up to the limit).",
    },
  },
} as const;
/** A category search query. */
export type CategorySearchQueryParams = FromSchema<typeof categorySearchQuerySchema>;
