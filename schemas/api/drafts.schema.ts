import type { FromSchema } from "json-schema-to-ts";
import { maxPage } from "../entities/paging.schema";
import { draftParentRecordTypes, draftRecordTypes, draftStatuses } from "../entities/draft.schema";

const idProperty = { type: "integer", minimum: 1, maximum: 2147483647 } as const;

/**
 * The attributes of a draft write. Only an object here: the server checks its structure itself so
 * it can answer with the draft errors of content spec §8 (see `draftAttributesSchema`).
 */
const attributesProperty = {
  type: "object",
  description: "The draft's content: body, format, name, draftMeta… (see the Draft entity).",
} as const;

/** `GET /drafts` query. */
export const draftListQuerySchema = {
  $id: "draftListQuery",
  type: "object",
  description: "A page of the viewer's drafts.",
  properties: {
    recordType: { type: "string", enum: draftRecordTypes, description: "Only drafts of this record type." },
    parentRecordType: {
      type: "string",
      enum: draftParentRecordTypes,
      description: "Only drafts under this parent type.",
    },
    parentRecordID: { ...idProperty, description: "Only drafts under this parent." },
    draftStatus: { type: "string", enum: draftStatuses, description: "Only drafts in this state." },
    page: { type: "integer", minimum: 1, maximum: maxPage, description: "The page, from 1." },
    limit: { type: "integer", minimum: 1, maximum: 100, description: "Drafts per page; 30 by default." },
  },
  additionalProperties: false,
} as const;
/** The draft list query. */
export type DraftListQuery = FromSchema<typeof draftListQuerySchema>;

/** `POST /drafts` body. */
export const draftPostBodySchema = {
  $id: "draftPostBody",
  type: "object",
  description: "A new draft.",
  properties: {
    recordType: {
      type: "string",
      enum: draftRecordTypes,
      description: "What the draft becomes when posted.",
    },
    recordID: {
      type: ["integer", "null"],
      minimum: 1,
      description: "The discussion the draft edits, if any.",
    },
    parentRecordType: {
      type: ["string", "null"],
      enum: [...draftParentRecordTypes, null],
      description: "The type of the record the post will go under.",
    },
    parentRecordID: {
      type: ["integer", "null"],
      minimum: 1,
      description: "The ID of the record the post will go under.",
    },
    attributes: attributesProperty,
  },
  required: ["recordType", "attributes"],
  additionalProperties: false,
} as const;
/** A new draft. */
export type DraftPostBody = FromSchema<typeof draftPostBodySchema>;

/** `PATCH /drafts/{id}` body: the fields to change; `attributes` replaces the whole attributes. */
export const draftPatchBodySchema = {
  $id: "draftPatchBody",
  type: "object",
  description: "A draft's changes.",
  properties: draftPostBodySchema.properties,
  additionalProperties: false,
} as const;
/** A draft change. */
export type DraftPatchBody = FromSchema<typeof draftPatchBodySchema>;

/** `PATCH /drafts/schedule/{id}` body. */
export const draftScheduleBodySchema = {
  $id: "draftScheduleBody",
  type: "object",
  description: "When to publish the draft.",
  properties: {
    dateScheduled: {
      type: "string",
      minLength: 1,
      maxLength: 40,
      description: "When to publish (ISO 8601 with a time zone); must be in the future.",
    },
  },
  required: ["dateScheduled"],
  additionalProperties: false,
} as const;
/** A draft's schedule. */
export type DraftScheduleBody = FromSchema<typeof draftScheduleBodySchema>;

/** The `{draftID}` path parameter. */
export const draftParamsSchema = {
  type: "object",
  properties: { draftID: { ...idProperty, description: "The draft's ID." } },
  required: ["draftID"],
} as const;
/** The draft path parameters. */
export type DraftParams = FromSchema<typeof draftParamsSchema>;
