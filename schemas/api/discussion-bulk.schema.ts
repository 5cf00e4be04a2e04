import type { FromSchema } from "json-schema-to-ts";
import { maxPage } from "../entities/paging.schema";

/** The most discussions one bulk call may name. */
export const MAX_BULK_IDS = 1000;

const discussionIDsProperty = {
  type: "array",
  items: { type: "integer", minimum: 1 },
  minItems: 1,
  maxItems: MAX_BULK_IDS,
  description: "The discussions to act on (at most 1,000).",
} as const;

/** `PUT /discussions/{id}/bookmark` body. */
export const discussionBookmarkBodySchema = {
  $id: "discussionBookmarkBody",
  type: "object",
  description: "Bookmark a discussion, or remove the bookmark.",
  properties: { bookmarked: { type: "boolean", description: "true to bookmark, false to remove it." } },
  required: ["bookmarked"],
  additionalProperties: false,
} as const;
/** A bookmark change. */
export type DiscussionBookmarkBody = FromSchema<typeof discussionBookmarkBodySchema>;

/** `PUT /discussions/{id}/bookmark` answer. */
export const discussionBookmarkSchema = {
  $id: "discussionBookmark",
  type: "object",
  description: "The viewer's bookmark on a discussion.",
  properties: { bookmarked: { type: "boolean", description: "Whether the viewer bookmarked it." } },
  required: ["bookmarked"],
  additionalProperties: false,
} as const;

/** `GET /discussions/bookmarked` query. */
export const bookmarkedQuerySchema = {
  $id: "bookmarkedDiscussionsQuery",
  type: "object",
  description: "The page of the viewer's bookmarked discussions.",
  properties: {
    page: { type: "integer", minimum: 1, maximum: maxPage, description: "The page, from 1." },
    limit: { type: "integer", minimum: 1, maximum: 100, description: "Discussions per page (default 30)." },
    expand: {
      type: "array",
      items: { type: "string" },
      maxItems: 20,
      description: "Records to expand, as on GET /discussions.",
    },
  },
} as const;
/** A bookmarked-list query. */
export type BookmarkedQuery = FromSchema<typeof bookmarkedQuerySchema>;

/** `PATCH /discussions/close` body. */
export const discussionBulkCloseBodySchema = {
  $id: "discussionBulkCloseBody",
  type: "object",
  description: "Close or reopen a list of discussions.",
  properties: {
    discussionIDs: discussionIDsProperty,
    closed: { type: "boolean", description: "true closes, false reopens." },
  },
  required: ["discussionIDs", "closed"],
  additionalProperties: false,
} as const;
/** A bulk close. */
export type DiscussionBulkCloseBody = FromSchema<typeof discussionBulkCloseBodySchema>;

/** `PATCH /discussions/move` body. */
export const discussionBulkMoveBodySchema = {
  $id: "discussionBulkMoveBody",
  type: "object",
  description: "Move a list of discussions into one category.",
  properties: {
    discussionIDs: discussionIDsProperty,
    categoryID: { type: "integer", minimum: 1, description: "The category to move them into." },
    addRedirects: {
      type: "boolean",
      description: "Leave a redirect in the old category (accepted; Plaza keeps no redirects).",
    },
  },
  required: ["discussionIDs", "categoryID"],
  additionalProperties: false,
} as const;
/** A bulk move. */
export type DiscussionBulkMoveBody = FromSchema<typeof discussionBulkMoveBodySchema>;

/** `DELETE /discussions/list` body. */
export const discussionBulkDeleteBodySchema = {
  $id: "discussionBulkDeleteBody",
  type: "object",
  description: "Delete a list of discussions.",
  properties: { discussionIDs: discussionIDsProperty },
  required: ["discussionIDs"],
  additionalProperties: false,
} as const;
/** A bulk delete. */
export type DiscussionBulkDeleteBody = FromSchema<typeof discussionBulkDeleteBodySchema>;

/** `DELETE /discussions/list` query. */
export const discussionBulkDeleteQuerySchema = {
  $id: "discussionBulkDeleteQuery",
  type: "object",
  description: "How to run a bulk delete.",
  properties: {
    longRunnerMode: {
      type: "string",
      enum: ["sync", "async"],
      description:
        "Accepted for Vanilla's clients; the work always runs within the call (and its follow-ups).",
    },
  },
  additionalProperties: false,
} as const;
/** A bulk delete query. */
export type DiscussionBulkDeleteQuery = FromSchema<typeof discussionBulkDeleteQuerySchema>;

/** Why one record of a bulk call failed. */
export const longRunnerExceptionSchema = {
  $id: "longRunnerException",
  type: "object",
  description: "Why the action failed on one record.",
  properties: {
    message: { type: "string", description: "What went wrong, for people." },
    status: { type: "integer", description: "The HTTP status the single-record call would answer." },
    code: { type: "integer", description: "The same status (Vanilla's name)." },
  },
  required: ["message", "status", "code"],
  additionalProperties: false,
} as const;

/** The per-id outcome of a bulk call's step (Vanilla's LongRunnerProgress). */
export const longRunnerProgressSchema = {
  $id: "longRunnerProgress",
  type: "object",
  description: "What this step did, per record.",
  properties: {
    successIDs: {
      type: "array",
      items: { type: "integer" },
      description: "Records the action succeeded on.",
    },
    failedIDs: { type: "array", items: { type: "integer" }, description: "Records the action failed on." },
    exceptionsByID: {
      type: "object",
      additionalProperties: longRunnerExceptionSchema,
      description: "Why each failed record failed, by its ID.",
    },
    countTotalIDs: { type: "integer", description: "How many records the whole job acts on." },
  },
  required: ["successIDs", "failedIDs", "exceptionsByID", "countTotalIDs"],
  additionalProperties: false,
} as const;
/** A step's per-id outcome. */
export type LongRunnerProgress = FromSchema<typeof longRunnerProgressSchema>;

/**
 * The answer of a bulk call or of `POST /calls/run` (Vanilla's LongRunnerResult): 200 when the job is
 * done, 408 with a `callbackPayload` to continue when its time ran out.
 */
export const longRunnerResultSchema = {
  $id: "longRunnerResult",
  type: "object",
  description: "The progress of a long-running job and, when unfinished, the token to continue it.",
  properties: {
    progress: longRunnerProgressSchema,
    callbackPayload: {
      type: ["string", "null"],
      description: "A signed token to send to POST /calls/run; null when the job is done.",
    },
  },
  required: ["progress", "callbackPayload"],
  additionalProperties: false,
} as const;
/** A long-running job's answer. */
export type LongRunnerResult = FromSchema<typeof longRunnerResultSchema>;

/** `POST /discussions/merge` body. */
export const discussionMergeBodySchema = {
  $id: "discussionMergeBody",
  type: "object",
  description:
    "Merge discussions into one: their comments, and each one's own post as a comment, move into the destination.",
  properties: {
    discussionIDs: {
      ...discussionIDsProperty,
      description: "The discussions to merge (at most 1,000); the destination may be among them.",
    },
    destinationDiscussionID: {
      type: "integer",
      minimum: 1,
      maximum: 2147483647,
      description: "The discussion that takes the others in and stays.",
    },
    addRedirects: {
      type: "boolean",
      description:
        "Leave each merged discussion as a closed redirect to the destination instead of deleting it.",
    },
  },
  required: ["discussionIDs", "destinationDiscussionID"],
  additionalProperties: false,
} as const;
/** A merge. */
export type DiscussionMergeBody = FromSchema<typeof discussionMergeBodySchema>;

/** `POST /discussions/split` body. */
export const discussionSplitBodySchema = {
  $id: "discussionSplitBody",
  type: "object",
  description: "Split comments off a discussion into a new discussion.",
  properties: {
    discussionID: {
      type: "integer",
      minimum: 1,
      maximum: 2147483647,
      description: "The discussion the comments are in.",
    },
    commentIDs: {
      type: "array",
      items: { type: "integer", minimum: 1, maximum: 2147483647 },
      minItems: 1,
      maxItems: MAX_BULK_IDS,
      description:
        "The comments to split off (at most 1,000); the earliest becomes the new discussion's post.",
    },
    name: { type: "string", minLength: 1, maxLength: 100, description: "The new discussion's title." },
    categoryID: {
      type: "integer",
      minimum: 1,
      maximum: 2147483647,
      description: "The category of the new discussion.",
    },
  },
  required: ["discussionID", "commentIDs", "name", "categoryID"],
  additionalProperties: false,
} as const;
/** A split. */
export type DiscussionSplitBody = FromSchema<typeof discussionSplitBodySchema>;

/** `POST /discussions/split` answer. */
export const discussionSplitResultSchema = {
  $id: "discussionSplitResult",
  type: "object",
  description: "The new discussion and what happened to each chosen comment.",
  properties: {
    discussionID: { type: "integer", description: "The new discussion's ID." },
    name: { type: "string", description: "The new discussion's title." },
    url: { type: "string", description: "The new discussion's URL." },
    categoryID: { type: "integer", description: "The new discussion's category." },
    progress: longRunnerProgressSchema,
  },
  required: ["discussionID", "name", "url", "categoryID", "progress"],
  additionalProperties: false,
} as const;
/** A split's answer. */
export type DiscussionSplitResult = FromSchema<typeof discussionSplitResultSchema>;

/** `POST /discussions/warn` body. */
export const discussionWarnBodySchema = {
  $id: "discussionWarnBody",
  type: "object",
  description: "Warn the author of each discussion.",
  properties: {
    discussionIDs: discussionIDsProperty,
    reason: {
      type: "string",
      minLength: 1,
      maxLength: 500,
      description: "Why the authors are warned; shown to them.",
    },
    points: {
      type: "integer",
      minimum: 0,
      maximum: 10,
      default: 0,
      description: "Warning points, 0 to 10 (0 by default).",
    },
  },
  required: ["discussionIDs", "reason"],
  additionalProperties: false,
} as const;
/** A warning. */
export type DiscussionWarnBody = FromSchema<typeof discussionWarnBodySchema>;
