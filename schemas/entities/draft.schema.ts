import type { FromSchema } from "json-schema-to-ts";
import { bodyFormats } from "./rich2";

/** What a draft becomes once published. */
export const draftRecordTypes = ["discussion", "comment"] as const;
/** One draft record type. */
export type DraftRecordType = (typeof draftRecordTypes)[number];

/** What a draft will be posted under: a category (discussion), a discussion (comment) or a comment (reply). */
export const draftParentRecordTypes = ["category", "discussion", "comment"] as const;
/** One draft parent type. */
export type DraftParentRecordType = (typeof draftParentRecordTypes)[number];

/**
 * A draft's states (content spec §4): `draft` while written, `scheduled` while waiting for its
 * `dateScheduled`, `error` when publishing failed (the reason is in `failedReason`).
 */
export const draftStatuses = ["draft", "scheduled", "error"] as const;
/** One draft state. */
export type DraftStatus = (typeof draftStatuses)[number];

/** Where a discussion is pinned (content spec §3); `none` by default. */
export const draftPinLocations = ["none", "category", "recent"] as const;

/** The longest body a draft may hold: a discussion's limit; a comment draft is held to the comment limit. */
export const maxDraftBodyLength = 200000;
/** The longest body a comment draft may hold, as for `POST /comments`. */
export const maxCommentDraftBodyLength = 100000;

/** The draft meta of a discussion draft (content spec §3). */
export const discussionDraftMetaSchema = {
  type: "object",
  description: "The fields of a discussion draft beyond its body.",
  properties: {
    name: { type: "string", maxLength: 100, description: "The title (may be empty while written)." },
    postMeta: {
      type: "object",
      description: "Values of the post type's custom fields, by field name.",
      additionalProperties: true,
    },
    tagIDs: {
      type: "array",
      items: { type: "integer", minimum: 1 },
      maxItems: 50,
      uniqueItems: true,
      description: "The IDs of existing tags to add.",
    },
    newTagNames: {
      type: "array",
      items: { type: "string", minLength: 1, maxLength: 100 },
      maxItems: 50,
      description: "Names of tags the author typed that do not exist yet.",
    },
    pinLocation: {
      type: "string",
      enum: draftPinLocations,
      default: "none",
      description: "Where the discussion will be pinned; none by default.",
    },
    pinned: { type: "boolean", default: false, description: "Whether the discussion will be pinned." },
    categoryID: {
      type: ["integer", "null"],
      description: "The category to post in; -1 or null while none is chosen.",
    },
    postTypeID: {
      type: ["string", "null"],
      maxLength: 100,
      description: "The post type (discussion, question, idea).",
    },
  },
  additionalProperties: false,
} as const;
/** A discussion draft's meta. */
export type DiscussionDraftMeta = FromSchema<
  typeof discussionDraftMetaSchema,
  { keepDefaultedPropertiesOptional: true }
>;

/** The draft meta of a comment draft (content spec §3). */
export const commentDraftMetaSchema = {
  type: "object",
  description: "The fields of a comment draft beyond its body.",
  properties: {
    commentPath: {
      type: ["string", "null"],
      maxLength: 1000,
      description: "The page the draft was written on; without it the draft links to the current page.",
    },
    commentParentID: {
      type: ["integer", "null"],
      minimum: 1,
      description: "The comment this draft replies to, if any.",
    },
    format: { type: "string", enum: bodyFormats, description: "The body's format." },
  },
  additionalProperties: false,
} as const;
/** A comment draft's meta. */
export type CommentDraftMeta = FromSchema<typeof commentDraftMetaSchema>;

/**
 * A draft's attributes (content spec §3). Unknown keys are refused ("Draft attributes contain
 * unknown structure"); `draftMeta` is checked against the schema of the draft's record type.
 */
export const draftAttributesSchema = {
  type: "object",
  description: "The content of a draft.",
  properties: {
    body: {
      type: "string",
      maxLength: maxDraftBodyLength,
      description: "The body as written in `format` (a rich2 body is its JSON text).",
    },
    format: {
      type: "string",
      enum: bodyFormats,
      default: "rich2",
      description: "The body's format; rich2 by default.",
    },
    draftType: { type: "string", maxLength: 50, description: "What kind of form wrote the draft." },
    lastSaved: { type: "string", maxLength: 40, description: "When the client last saved it (ISO 8601)." },
    groupID: {
      type: ["integer", "null"],
      description: "The group the post belongs to; -1 or null for none.",
    },
    name: { type: "string", maxLength: 100, description: "The title of a discussion draft." },
    draftMeta: {
      anyOf: [discussionDraftMetaSchema, commentDraftMetaSchema],
      description: "The fields beyond the body: discussion or comment draft meta, by record type.",
    },
  },
  required: ["body"],
  additionalProperties: false,
} as const;
/** A draft's attributes. */
export type DraftAttributes = FromSchema<
  typeof draftAttributesSchema,
  { keepDefaultedPropertiesOptional: true }
>;

/** A member's draft of a discussion or comment, as only its author sees it. */
export const draftSchema = {
  $id: "draft",
  type: "object",
  description: "A draft of a discussion or comment; only its author can see it.",
  properties: {
    draftID: { type: "integer", description: "The draft's ID." },
    recordType: {
      type: "string",
      enum: draftRecordTypes,
      description: "What the draft becomes when posted.",
    },
    recordID: {
      type: ["integer", "null"],
      description: "The existing record the draft edits (a discussion), or null for a new post.",
    },
    parentRecordType: {
      type: ["string", "null"],
      enum: [...draftParentRecordTypes, null],
      description: "The type of the record the post will go under.",
    },
    parentRecordID: {
      type: ["integer", "null"],
      description: "The ID of the record the post will go under.",
    },
    attributes: draftAttributesSchema,
    draftStatus: { type: "string", enum: draftStatuses, description: "draft, scheduled or error." },
    dateScheduled: {
      type: ["string", "null"],
      description: "When a scheduled draft will be published (ISO 8601); null unless scheduled.",
    },
    // Our own field, named as Vanilla's DraftSchedule names it: why publishing failed.
    failedReason: {
      type: ["string", "null"],
      description: "Why publishing a scheduled draft failed; set only when draftStatus is error.",
    },
    insertUserID: { type: "integer", description: "The author." },
    dateInserted: { type: "string", description: "When the draft was created (ISO 8601)." },
    updateUserID: { type: ["integer", "null"], description: "Who last changed it (the author)." },
    dateUpdated: { type: ["string", "null"], description: "When it was last changed (ISO 8601)." },
  },
  required: [
    "draftID",
    "recordType",
    "recordID",
    "parentRecordType",
    "parentRecordID",
    "attributes",
    "draftStatus",
    "dateScheduled",
    "failedReason",
    "insertUserID",
    "dateInserted",
    "updateUserID",
    "dateUpdated",
  ],
  additionalProperties: false,
} as const;
/** A draft as the server answers it: defaulted fields (format, pinLocation, pinned) are always there. */
export type Draft = FromSchema<typeof draftSchema>;

/** `GET /drafts`: a page of the viewer's drafts. */
export const draftListSchema = {
  $id: "draftList",
  type: "array",
  description: "A page of the viewer's drafts, most recently updated first.",
  items: draftSchema,
} as const;
