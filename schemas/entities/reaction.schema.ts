import type { FromSchema } from "json-schema-to-ts";
import { reactionSummarySchema } from "./discussion.schema";
import { userFragmentSchema } from "./user.schema";

/** A reaction type as `GET /reactions` lists it (content spec §3 reaction icons; Vanilla's ReactionType). */
export const reactionTypeSchema = {
  type: "object",
  description: "A reaction type members can give to a post.",
  properties: {
    tagID: { type: "integer", description: "The reaction type's ID." },
    urlcode: { type: "string", description: "The code sent to give this reaction." },
    urlCode: { type: "string", description: "The same code under Vanilla's ReactionType name." },
    name: { type: "string", description: "The reaction type's display name." },
    description: {
      type: "string",
      minLength: 1,
      description: "What giving the reaction says, in a short sentence.",
    },
    photoUrl: {
      type: "string",
      minLength: 1,
      description: "The absolute address of the reaction's icon (an SVG file), the drawing pages show.",
    },
    class: { type: "string", description: "Positive, Negative or Flag; decides the permission needed." },
    reactionValue: { type: "integer", description: "What one such reaction adds to a post's score." },
    active: { type: "boolean", description: "Whether the type can be given." },
    hidden: { type: "boolean", description: "Whether the reaction bar leaves it out (flags are reports)." },
    sort: { type: "integer", description: "Display order." },
    points: {
      type: "integer",
      description: "What one such reaction adds to its author's reputation: the reaction value.",
    },
    custom: {
      type: "boolean",
      description: "Whether the type is a site's own: false, every type is built in.",
    },
    attributes: {
      type: "object",
      description: "Extra data of the type: empty, none is kept.",
      additionalProperties: true,
    },
  },
  required: [
    "tagID",
    "urlcode",
    "urlCode",
    "name",
    "description",
    "photoUrl",
    "class",
    "reactionValue",
    "active",
    "hidden",
    "sort",
    "points",
    "custom",
    "attributes",
  ],
  additionalProperties: false,
} as const;
/** A reaction type. */
export type ReactionType = FromSchema<typeof reactionTypeSchema>;

/** `GET /reactions`: the active reaction types. */
export const reactionTypeListSchema = {
  type: "array",
  description: "The active reaction types, in display order.",
  items: reactionTypeSchema,
} as const;

/** The counts of a record after a reaction (`POST /{discussions|comments}/{id}/reactions`). */
export const reactionSummaryListSchema = {
  type: "array",
  description: "Every active reaction type with its count on the record.",
  items: reactionSummarySchema,
} as const;

/** One entry of a record's reaction log (content spec §3 Reaction log entry). */
export const reactionLogEntrySchema = {
  type: "object",
  description: "Who gave which reaction to a record, and when.",
  properties: {
    recordType: { type: "string", enum: ["discussion", "comment"], description: "The record's type." },
    recordID: { type: "integer", description: "The record's ID." },
    tagID: { type: "integer", description: "The reaction type's ID." },
    userID: { type: "integer", description: "Who reacted." },
    user: userFragmentSchema,
    reactionType: {
      type: "object",
      description: "The reaction type given.",
      properties: {
        tagID: { type: "integer", description: "The reaction type's ID." },
        urlcode: { type: "string", description: "The reaction type's code." },
        name: { type: "string", description: "The reaction type's display name." },
        class: { type: "string", description: "Positive, Negative or Flag." },
      },
      required: ["tagID", "urlcode", "name", "class"],
      additionalProperties: false,
    },
    dateInserted: { type: "string", description: "When the reaction was given (ISO 8601)." },
  },
  required: ["recordType", "recordID", "tagID", "userID", "user", "reactionType", "dateInserted"],
  additionalProperties: false,
} as const;
/** One reaction log entry. */
export type ReactionLogEntry = FromSchema<typeof reactionLogEntrySchema>;

/** `GET /{discussions|comments}/{id}/reactions`: a page of the record's reaction log. */
export const reactionLogSchema = {
  type: "array",
  description: "A page of the record's reactions, newest first.",
  items: reactionLogEntrySchema,
} as const;
