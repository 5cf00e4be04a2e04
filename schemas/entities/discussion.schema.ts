import type { FromSchema } from "json-schema-to-ts";
import { userFragmentSchema } from "./user.schema";

/** Discussion list sorts (content spec §3); the first is the default. */
export const discussionSorts = [
  "-dateLastComment",
  "-dateInserted",
  "-score",
  "-hot",
  "dateInserted",
] as const;
/** One discussion list sort. */
export type DiscussionSort = (typeof discussionSorts)[number];

/** Fields a discussion list may expand (Vanilla's names); "all" expands every one of them. */
export const discussionExpands = [
  "insertUser",
  "lastUser",
  "category",
  "tags",
  "excerpt",
  "breadcrumbs",
] as const;
/** One expandable field of a discussion. */
export type DiscussionExpand = (typeof discussionExpands)[number];

/** A category as embedded in a discussion (Vanilla's CategoryFragment). */
export const categoryFragmentSchema = {
  type: "object",
  description: "The discussion's category.",
  properties: {
    categoryID: { type: "integer", description: "The category's ID." },
    name: { type: "string", description: "The category's name." },
    url: { type: "string", description: "The category's URL." },
  },
  required: ["categoryID", "name", "url"],
  additionalProperties: false,
} as const;

/** A tag as embedded in a discussion (Vanilla's TagFragment). */
export const tagFragmentSchema = {
  type: "object",
  description: "A tag applied to the discussion.",
  properties: {
    tagID: { type: "integer", description: "The tag's ID." },
    name: { type: "string", description: "The tag's name." },
    urlcode: { type: "string", description: "The tag's URL slug." },
  },
  required: ["tagID", "name", "urlcode"],
  additionalProperties: false,
} as const;

/** One crumb of a record's breadcrumbs. */
export const breadcrumbSchema = {
  type: "object",
  description: "One step of the path to the record.",
  properties: {
    name: { type: "string", description: "The crumb's label." },
    url: { type: "string", description: "The crumb's URL." },
  },
  required: ["name", "url"],
  additionalProperties: false,
} as const;

/** A discussion as lists answer it (Vanilla's discussions.yml field names). */
export const discussionSchema = {
  $id: "discussion",
  type: "object",
  description: "A discussion.",
  properties: {
    discussionID: { type: "integer", description: "The discussion's ID." },
    type: { type: "string", description: "The post type: discussion, question, idea." },
    name: { type: "string", description: "The title." },
    body: { type: "string", description: "The body as safe HTML; only when expanded." },
    excerpt: { type: "string", description: "The body's opening as plain text; when expanded." },
    categoryID: { type: "integer", description: "The category the discussion is in." },
    dateInserted: { type: "string", description: "When it was started (ISO 8601)." },
    dateUpdated: { type: ["string", "null"], description: "When it was last edited (ISO 8601)." },
    dateLastComment: {
      type: "string",
      description: "When the last comment was posted, or the start date without comments (ISO 8601).",
    },
    insertUserID: { type: "integer", description: "Who started it." },
    insertUser: userFragmentSchema,
    lastUserID: { type: "integer", description: "Who posted last (the author when there are no comments)." },
    lastUser: userFragmentSchema,
    pinned: { type: "boolean", description: "Whether it is pinned (announced)." },
    pinLocation: {
      type: ["string", "null"],
      enum: ["category", "recent", null],
      description:
        '"category": pinned in its category; "recent": also in the recent list; null when not pinned.',
    },
    closed: { type: "boolean", description: "Whether it is closed to new comments." },
    sink: { type: "boolean", description: "Whether it is sunk (comments do not bump it)." },
    resolved: { type: "boolean", description: "Whether staff marked it resolved." },
    countComments: { type: "integer", description: "How many comments it has." },
    countViews: { type: "integer", description: "How many times it was viewed." },
    score: { type: "integer", description: "The sum of its reaction values." },
    url: { type: "string", description: "Its URL: /discussion/{id}/{slug}." },
    canonicalUrl: { type: "string", description: "Its canonical URL." },
    category: categoryFragmentSchema,
    tags: { type: "array", items: tagFragmentSchema, description: "Its tags; when expanded." },
    bookmarked: { type: "boolean", description: "Whether the current user bookmarked it." },
    dismissed: { type: "boolean", description: "Whether the current user dismissed its announcement." },
    unread: { type: "boolean", description: "Whether it has anything the current user has not read." },
    countUnread: { type: "integer", description: "Comments the current user has not read." },
    breadcrumbs: { type: "array", items: breadcrumbSchema, description: "The path to it; when expanded." },
  },
  required: [
    "discussionID",
    "type",
    "name",
    "categoryID",
    "dateInserted",
    "dateUpdated",
    "dateLastComment",
    "insertUserID",
    "lastUserID",
    "pinned",
    "pinLocation",
    "closed",
    "sink",
    "countComments",
    "countViews",
    "score",
    "url",
    "bookmarked",
    "unread",
  ],
  additionalProperties: false,
} as const;
/** A discussion record. */
export type Discussion = FromSchema<typeof discussionSchema>;

/** `GET /discussions`: a page of discussions. */
export const discussionListSchema = {
  $id: "discussionList",
  type: "array",
  description: "A page of discussions.",
  items: discussionSchema,
} as const;
