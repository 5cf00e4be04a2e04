import type { FromSchema } from "json-schema-to-ts";

/** One warning a moderator gave a member for a post. */
export const warningSchema = {
  $id: "warning",
  type: "object",
  description: "A warning a moderator gave a member for a post.",
  properties: {
    warningID: { type: "integer", description: "The warning's ID." },
    userID: { type: "integer", description: "The warned member." },
    insertUserID: { type: "integer", description: "The moderator who gave it." },
    recordType: { type: "string", description: "The type of the post it is about (discussion)." },
    recordID: { type: "integer", description: "The ID of the post it is about." },
    reason: { type: "string", description: "Why the member was warned." },
    points: { type: "integer", description: "Warning points, 0 to 10." },
    dateInserted: { type: "string", description: "When it was given (ISO 8601)." },
  },
  required: [
    "warningID",
    "userID",
    "insertUserID",
    "recordType",
    "recordID",
    "reason",
    "points",
    "dateInserted",
  ],
  additionalProperties: false,
} as const;
/** A warning. */
export type Warning = FromSchema<typeof warningSchema>;

/** `GET /users/{id}/warnings` answer. */
export const warningListSchema = {
  $id: "warningList",
  type: "array",
  description: "A member's warnings, newest first.",
  items: warningSchema,
} as const;

/** `GET /users/{id}/warnings` query. */
export const warningListQuerySchema = {
  $id: "warningListQuery",
  type: "object",
  description: "How many of a member's warnings to list.",
  properties: {
    limit: {
      type: "integer",
      minimum: 1,
      maximum: 500,
      description: "At most this many, newest first (100 by default).",
    },
  },
  additionalProperties: false,
} as const;
/** The warning list query. */
export type WarningListQuery = FromSchema<typeof warningListQuerySchema>;
