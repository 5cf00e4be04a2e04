import type { FromSchema } from "json-schema-to-ts";

/** Post types a discussion may have. */
export const discussionTypes = ["discussion", "question", "idea"] as const;
/** One post type. */
export type DiscussionType = (typeof discussionTypes)[number];

/** Body formats a post may be written in; rich2 is the default (content spec §9). */
export const postFormats = ["rich2", "markdown", "text", "html"] as const;

const nameProperty = { type: "string", minLength: 1, maxLength: 100, description: "The title." } as const;
const bodyProperty = {
  type: "string",
  minLength: 1,
  maxLength: 200000,
  description: "The body as written in `format`.",
} as const;
const formatProperty = {
  type: "string",
  enum: postFormats,
  description: "The body's format; rich2 by default.",
} as const;
const tagIDsProperty = {
  type: "array",
  items: { type: "integer", minimum: 1 },
  maxItems: 50,
  uniqueItems: true,
  description: "The IDs of the discussion's tags.",
} as const;

/** `POST /discussions` body (Vanilla's DiscussionPost names). */
export const discussionPostBodySchema = {
  $id: "discussionPostBody",
  type: "object",
  description: "A new discussion.",
  properties: {
    name: nameProperty,
    body: bodyProperty,
    format: { ...formatProperty, default: "rich2" },
    categoryID: { type: "integer", minimum: 1, description: "The category to post in." },
    type: { type: "string", enum: discussionTypes, default: "discussion", description: "The post type." },
    tagIDs: tagIDsProperty,
  },
  required: ["name", "body", "categoryID"],
  additionalProperties: false,
} as const;
/** A new discussion. */
export type DiscussionPostBody = FromSchema<typeof discussionPostBodySchema>;

/** `PATCH /discussions/{id}` body: the fields to change (content spec §6 says who may change which). */
export const discussionPatchBodySchema = {
  $id: "discussionPatchBody",
  type: "object",
  description: "Changes to a discussion.",
  properties: {
    name: nameProperty,
    body: bodyProperty,
    format: formatProperty,
    categoryID: { type: "integer", minimum: 1, description: "Move it to this category." },
    closed: { type: "boolean", description: "Close it to new comments, or reopen it." },
    sink: { type: "boolean", description: "Sink it (comments no longer bump it), or lift it." },
    pinned: { type: "boolean", description: "Announce (pin) it, or stop announcing it." },
    pinLocation: {
      type: "string",
      enum: ["category", "recent"],
      description: '"category": pinned in its category; "recent": also in the recent list.',
    },
    resolved: { type: "boolean", description: "Mark it resolved (staff, with triage on)." },
    insertUserID: {
      type: "integer",
      minimum: 1,
      maximum: 2147483647,
      description: "Change Author: the member who becomes its author (site.manage only).",
    },
  },
  minProperties: 1,
  additionalProperties: false,
} as const;
/** Changes to a discussion. */
export type DiscussionPatchBody = FromSchema<typeof discussionPatchBodySchema>;

/** `PUT /discussions/{id}/type` body. */
export const discussionTypeBodySchema = {
  $id: "discussionTypeBody",
  type: "object",
  description: "A discussion's new post type.",
  properties: { type: { type: "string", enum: discussionTypes, description: "The post type." } },
  required: ["type"],
  additionalProperties: false,
} as const;
/** A new post type. */
export type DiscussionTypeBody = FromSchema<typeof discussionTypeBodySchema>;

/** `PUT /discussions/{id}/tags` body: the full new set of tags. */
export const discussionTagsBodySchema = {
  $id: "discussionTagsBody",
  type: "object",
  description: "A discussion's new tags (replacing the old ones).",
  properties: { tagIDs: tagIDsProperty },
  required: ["tagIDs"],
  additionalProperties: false,
} as const;
/** A new set of tags. */
export type DiscussionTagsBody = FromSchema<typeof discussionTagsBodySchema>;

/** `GET /discussions/{id}` query. */
export const discussionGetQuerySchema = {
  $id: "discussionGetQuery",
  type: "object",
  description: "What to expand on one discussion.",
  properties: {
    expand: {
      type: "array",
      items: { type: "string" },
      maxItems: 20,
      description:
        "Records to expand; default insertUser, breadcrumbs, category, tags, permissions. Also lastUser, reactions, excerpt, insertUser.signature (while signatures.enabled is on), all, -name.",
    },
  },
} as const;
/** A discussion query. */
export type DiscussionGetQuery = FromSchema<typeof discussionGetQuerySchema>;
