import type { FromSchema } from "json-schema-to-ts";
import { maxPage } from "../entities/paging.schema";
import { searchExpands, searchRecordTypes, searchSorts } from "../entities/search.schema";

/** The longest search text accepted. */
export const maxSearchQueryLength = 300;
/** Results per page of `GET /search` by default, and at most. */
export const searchDefaultLimit = 20;
export const searchMaxLimit = 100;
/** Suggestions of `GET /search/autocomplete` by default, and at most. */
export const autocompleteDefaultLimit = 10;
export const autocompleteMaxLimit = 20;

/** A list parameter given as an array or a comma list, each item one of `values`. */
function listOf(values: readonly string[], description: string) {
  const one = values.join("|");
  return {
    type: "array",
    items: { type: "string", pattern: `^(${one})(,(${one}))*$`, maxLength: 200 },
    maxItems: 20,
    description: `${description} (comma list or array): ${values.join(", ")}.`,
  } as const;
}

/** `GET /search` query (Vanilla's names). */
export const searchQuerySchema = {
  $id: "searchQuery",
  type: "object",
  description: "The text, filters, order and page of a search.",
  properties: {
    query: {
      type: "string",
      maxLength: maxSearchQueryLength,
      description: 'The words to find; "double quotes" for a phrase; the last word also matches as a prefix.',
    },
    recordTypes: listOf(searchRecordTypes, "Only these kinds of records"),
    types: {
      type: "array",
      items: { type: "string", pattern: "^[a-z]+(,[a-z]+)*$", maxLength: 200 },
      maxItems: 20,
      description: "Only records of these sub-types (comma list or array): discussion, question, comment…",
    },
    discussionID: {
      type: "integer",
      minimum: 1,
      maximum: 2147483647,
      description: "Only this discussion and its comments.",
    },
    categoryID: { type: "integer", minimum: 1, maximum: 2147483647, description: "Only this category." },
    includeChildCategories: {
      type: "boolean",
      description: "With categoryID: also the records of its child categories.",
    },
    insertUserIDs: {
      type: "array",
      items: { type: "integer", minimum: 1, maximum: 2147483647 },
      maxItems: 50,
      description: "Only records these members created.",
    },
    tags: {
      type: "array",
      items: { type: "string", minLength: 1, maxLength: 100 },
      maxItems: 20,
      description: "Only posts of discussions with one of these tags (tag names).",
    },
    tagOperator: {
      type: "string",
      enum: ["and", "or"],
      description: "With tags: or (default), a discussion with any of them; and, with all of them.",
    },
    dateInserted: {
      type: "string",
      maxLength: 100,
      description:
        "Created within a date range (content spec §3): a day (2026-01-01), [start,end], >=start, <=end, >start, <end.",
    },
    locale: { type: "string", maxLength: 20, description: "Only records in this locale." },
    sort: {
      type: "string",
      enum: searchSorts,
      description: "relevance (default), -dateInserted or newest, dateInserted or oldest.",
    },
    queryOperator: {
      type: "string",
      enum: ["and", "or"],
      description: "and (default): every word must match; or: any word may.",
    },
    groupBy: {
      type: "string",
      enum: ["discussion"],
      description:
        "discussion: one result per discussion, its best matching comments in matchingComments; limit, page and the total count discussions.",
    },
    page: { type: "integer", minimum: 1, maximum: maxPage, description: "The page, from 1." },
    limit: {
      type: "integer",
      minimum: 1,
      maximum: searchMaxLimit,
      description: `Results per page (default ${searchDefaultLimit}).`,
    },
    expand: listOf([...searchExpands, "all"], "Fields to add"),
  },
} as const;
/** A search query. */
export type SearchQuery = FromSchema<typeof searchQuerySchema>;

/** `GET /search/autocomplete` query. */
export const searchAutocompleteQuerySchema = {
  $id: "searchAutocompleteQuery",
  type: "object",
  description: "Typed text to suggest records for.",
  properties: {
    query: {
      type: "string",
      maxLength: maxSearchQueryLength,
      description: "The typed text; blank answers no suggestions.",
    },
    limit: {
      type: "integer",
      minimum: 1,
      maximum: autocompleteMaxLimit,
      description: `Suggestions at most (default ${autocompleteDefaultLimit}).`,
    },
    scope: {
      type: "string",
      maxLength: 50,
      description: "The search scope; only this community is searched.",
    },
  },
} as const;
/** An autocomplete query. */
export type SearchAutocompleteQuery = FromSchema<typeof searchAutocompleteQuerySchema>;
