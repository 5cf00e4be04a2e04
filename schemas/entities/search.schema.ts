import type { FromSchema } from "json-schema-to-ts";
import { userFragmentSchema } from "./user.schema";
import { breadcrumbSchema } from "./discussion.schema";

/** The record kinds search finds. */
export const searchRecordTypes = ["discussion", "comment", "user", "category"] as const;
/** One searchable record kind. */
export type SearchRecordType = (typeof searchRecordTypes)[number];

/** The result orders: best match first (default), newest first, oldest first. */
export const searchSorts = ["relevance", "-dateInserted", "dateInserted", "newest", "oldest"] as const;
/** One result order. */
export type SearchSort = (typeof searchSorts)[number];

/** The fields `expand` may add to a result. */
export const searchExpands = ["insertUser", "breadcrumbs", "excerpt", "body"] as const;
/** One expandable field. */
export type SearchExpand = (typeof searchExpands)[number];

/** A highlighted span of an excerpt: character offsets (UTF-16 code units) into the plain text. */
export const excerptMarkSchema = {
  type: "object",
  description: "A matched term in the excerpt: [start, end) character offsets.",
  properties: {
    start: { type: "integer", minimum: 0, description: "Offset of the first highlighted character." },
    end: { type: "integer", minimum: 0, description: "Offset just past the last highlighted character." },
  },
  required: ["start", "end"],
  additionalProperties: false,
} as const;
/** A highlighted span of an excerpt. */
export type ExcerptMark = FromSchema<typeof excerptMarkSchema>;

/** The fields of a found record (Vanilla's SearchResult). */
const searchRecordProperties = {
  recordID: { type: "integer", description: "The record's ID." },
  recordType: { type: "string", enum: searchRecordTypes, description: "The main type of record." },
  type: { type: "string", description: "The record's sub-type (the discussion type for posts)." },
  name: { type: "string", description: 'The title; a comment is named "RE: {discussion title}".' },
  url: { type: "string", description: "The record's absolute URL." },
  body: { type: "string", description: "The record's text (plain text); when expanded (body)." },
  excerpt: { type: "string", description: "A plain-text excerpt around the matched terms." },
  excerptMarks: {
    type: "array",
    items: excerptMarkSchema,
    description: "The matched terms in `excerpt`, in order, never overlapping.",
  },
  breadcrumbs: {
    type: "array",
    items: breadcrumbSchema,
    description: "The path to the record; when expanded (breadcrumbs).",
  },
  dateInserted: { type: "string", description: "When the record was created (ISO 8601)." },
  dateUpdated: { type: ["string", "null"], description: "When the record was last edited (ISO 8601)." },
  insertUserID: { type: "integer", description: "Who created the record (0 for categories)." },
  insertUser: userFragmentSchema,
  categoryID: { type: ["integer", "null"], description: "The category holding the record." },
  discussionID: { type: ["integer", "null"], description: "The discussion of a post." },
  score: { type: "number", description: "The relevance score (higher is better); 0 when unranked." },
} as const;

const searchRecordRequired = [
  "recordID",
  "recordType",
  "type",
  "name",
  "url",
  "excerpt",
  "excerptMarks",
  "dateInserted",
  "dateUpdated",
  "insertUserID",
  "categoryID",
  "discussionID",
  "score",
] as const;

/** A matching comment shown under its discussion when results are grouped (`groupBy=discussion`). */
export const searchMatchSchema = {
  type: "object",
  description: "A comment of the discussion that matches the search.",
  properties: searchRecordProperties,
  required: searchRecordRequired,
  additionalProperties: false,
} as const;

/** One result of `GET /search` (Vanilla's SearchResult). */
export const searchResultSchema = {
  $id: "searchResult",
  type: "object",
  description: "A record matching a search.",
  properties: {
    ...searchRecordProperties,
    matchingComments: {
      type: "array",
      items: searchMatchSchema,
      description:
        "With groupBy=discussion: the discussion's best matching comments (at most 3), under the discussion.",
    },
    matchingCommentCount: {
      type: "integer",
      minimum: 0,
      description: "With groupBy=discussion: how many of the discussion's comments match in all.",
    },
  },
  required: searchRecordRequired,
  additionalProperties: false,
} as const;
/** One search result. */
export type SearchResult = FromSchema<typeof searchResultSchema>;

/** `GET /search`: a page of results. */
export const searchResultListSchema = {
  $id: "searchResultList",
  type: "array",
  description: "A page of search results, best first unless sorted otherwise.",
  items: searchResultSchema,
} as const;

/** One suggestion of `GET /search/autocomplete` (content spec §3 "Search suggestion"). */
export const searchSuggestionSchema = {
  $id: "searchSuggestion",
  type: "object",
  description: "A record whose name starts with the typed text.",
  properties: {
    label: { type: "string", description: "The text shown." },
    url: { type: "string", description: "Where choosing it navigates (absolute)." },
    type: { type: "string", enum: searchRecordTypes, description: "The kind of record." },
    recordType: { type: "string", enum: searchRecordTypes, description: "The kind of record." },
    recordID: { type: "integer", description: "The record's ID." },
    source: { type: "string", enum: ["community"], description: "Where the suggestion comes from." },
    data: {
      type: "object",
      description: "Details shown with the suggestion.",
      properties: {
        dateUpdated: { type: ["string", "null"], description: "When the record last changed." },
        crumbs: { type: "array", items: breadcrumbSchema, description: "The path to the record." },
        isForeign: { type: "boolean", description: "Always false: from this community." },
      },
      required: ["dateUpdated", "crumbs", "isForeign"],
      additionalProperties: false,
    },
  },
  required: ["label", "url", "type", "recordType", "recordID", "source", "data"],
  additionalProperties: false,
} as const;
/** One search suggestion. */
export type SearchSuggestion = FromSchema<typeof searchSuggestionSchema>;

/** `GET /search/autocomplete`: places first, then posts, then members. */
export const searchSuggestionListSchema = {
  $id: "searchSuggestionList",
  type: "array",
  description: "Suggestions: categories first, then discussions and comments, then members.",
  items: searchSuggestionSchema,
} as const;
