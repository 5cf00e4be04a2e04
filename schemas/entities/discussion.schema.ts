import type { FromSchema } from "json-schema-to-ts";
import { userFragmentSchema } from "./user.schema";
import { postFilesSchema } from "./media.schema";

export { discussionSorts, type DiscussionSort } from "./sorts";

/** Fields a discussion list may expand (Vanilla's names); "all" expands every one of them. */
export const discussionExpands = [
  "insertUser",
  // The author's signature on insertUser, while signatures.enabled is on (content spec §5).
  "insertUser.signature",
  "lastUser",
  "category",
  "tags",
  "excerpt",
  "breadcrumbs",
  "reactions",
  "permissions",
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
    color: {
      type: ["string", "null"],
      description: "The category's colour (#rrggbb), null when it has none.",
    },
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

/** One reaction type with its count on a record (content spec §3 Reaction). */
export const reactionSummarySchema = {
  type: "object",
  description: "A reaction type and how often it was given to the record.",
  properties: {
    tagID: { type: "integer", description: "The reaction type's ID." },
    urlcode: { type: "string", description: "The reaction type's code, sent to add it." },
    name: { type: "string", description: "The reaction type's name." },
    class: { type: "string", description: "Positive, Negative or Flag." },
    count: { type: "integer", description: "How many users gave this reaction." },
    hasReacted: { type: "boolean", description: "Whether the current user gave this reaction." },
    reactionValue: { type: "integer", description: "What the reaction adds to the record's score." },
  },
  required: ["tagID", "urlcode", "name", "class", "count", "hasReacted", "reactionValue"],
  additionalProperties: false,
} as const;
/** A reaction type with its count on a record. */
export type ReactionSummary = FromSchema<typeof reactionSummarySchema>;

/**
 * What the current user may do with a discussion (content spec §6), so the client shows only the
 * actions that will succeed: the same rules the write routes enforce.
 */
export const discussionPermissionsSchema = {
  type: "object",
  description: "What the current user may do with the discussion; when expanded.",
  properties: {
    edit: { type: "boolean", description: "Edit the title and body now (editWindow)." },
    editSecondsLeft: {
      type: ["integer", "null"],
      description: "Seconds left in the author's edit window; null without a limit.",
    },
    delete: { type: "boolean", description: "Delete it: discussions.delete on its category." },
    close: {
      type: "boolean",
      description:
        "Close or reopen it: discussions.close on its category, or discussions.closeOwn as author.",
    },
    tag: { type: "boolean", description: "Change its tags: tagging is on and they may edit it." },
    changeType: { type: "boolean", description: "Change its type: discussions.edit on its category." },
    move: { type: "boolean", description: "Move it to another category: discussions.edit on its category." },
    moderate: {
      type: "boolean",
      description: "Sink and announce (pin) it: discussions.moderate on its category or community.manage.",
    },
  },
  required: ["edit", "editSecondsLeft", "delete", "close", "tag", "changeType", "move", "moderate"],
  additionalProperties: false,
} as const;
/** What the current user may do with a discussion. */
export type DiscussionPermissions = FromSchema<typeof discussionPermissionsSchema>;

/** A discussion as lists answer it (Vanilla's discussions.yml field names). */
export const discussionSchema = {
  $id: "discussion",
  type: "object",
  description: "A discussion.",
  properties: {
    discussionID: { type: "integer", description: "The discussion's ID." },
    type: { type: "string", description: "The post type: discussion, question, idea." },
    name: { type: "string", description: "The title." },
    body: {
      type: "string",
      description: "The body as safe HTML; on GET /discussions/{id} and the API's lists.",
    },
    format: { type: "string", description: "The format the body was written in; with body." },
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
    reactions: {
      type: "array",
      items: reactionSummarySchema,
      description: "Every active reaction type with its count; when expanded.",
    },
    permissions: discussionPermissionsSchema,
    files: postFilesSchema,
    // Without a type, so widget validators carry no code for addons that may be off.
    attributes: {
      description: "Addon data, an object: Q&A's question {status, acceptedAnswerID}; empty without any.",
    },
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
    "attributes",
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

/** `GET /discussions/{id}/edit`: what the post editor loads to edit a discussion. */
export const discussionEditSchema = {
  $id: "discussionEdit",
  type: "object",
  description: "A discussion as written, for editing.",
  properties: {
    discussionID: { type: "integer", description: "The discussion's ID." },
    name: { type: "string", description: "The title." },
    body: { type: "string", description: "The body as written (raw)." },
    format: { type: "string", description: "The body's format." },
    categoryID: { type: "integer", description: "The category it is in." },
    type: { type: "string", description: "The post type: discussion, question, idea." },
    tagIDs: { type: "array", items: { type: "integer" }, description: "The IDs of its tags." },
    pinned: { type: "boolean", description: "Whether it is pinned (announced)." },
    pinLocation: {
      type: ["string", "null"],
      enum: ["category", "recent", null],
      description: "Where it is pinned; null when not pinned.",
    },
    closed: { type: "boolean", description: "Whether it is closed to new comments." },
    sink: { type: "boolean", description: "Whether it is sunk (comments do not bump it)." },
  },
  required: [
    "discussionID",
    "name",
    "body",
    "format",
    "categoryID",
    "type",
    "tagIDs",
    "pinned",
    "pinLocation",
    "closed",
    "sink",
  ],
  additionalProperties: false,
} as const;
/** A discussion as written, for editing. */
export type DiscussionEdit = FromSchema<typeof discussionEditSchema>;
