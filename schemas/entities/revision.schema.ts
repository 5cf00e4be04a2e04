import type { FromSchema } from "json-schema-to-ts";
import { userFragmentSchema } from "./user.schema";

/** A replaced version of a discussion or comment. */
export const revisionSchema = {
  $id: "revision",
  type: "object",
  description: "A version of a post that an edit replaced.",
  properties: {
    revisionID: { type: "integer", description: "The revision's ID." },
    recordType: { type: "string", enum: ["discussion", "comment"], description: "The type of the post." },
    recordID: { type: "integer", description: "The ID of the post." },
    name: {
      type: ["string", "null"],
      description: "The discussion's title in this version; null for comments.",
    },
    body: { type: "string", description: "The body of this version, as written (see format)." },
    format: { type: "string", description: "The format of the body." },
    insertUserID: { type: "integer", description: "Who wrote this version." },
    insertUser: userFragmentSchema,
    dateInserted: { type: "string", description: "When this version was written (ISO 8601)." },
    editUserID: { type: "integer", description: "Who replaced this version." },
    dateEdited: { type: "string", description: "When this version was replaced (ISO 8601)." },
  },
  required: [
    "revisionID",
    "recordType",
    "recordID",
    "name",
    "body",
    "format",
    "insertUserID",
    "insertUser",
    "dateInserted",
    "editUserID",
    "dateEdited",
  ],
  additionalProperties: false,
} as const;
/** A revision. */
export type Revision = FromSchema<typeof revisionSchema>;

/** `GET /{discussions|comments}/{id}/revisions`: the replaced versions, newest first. */
export const revisionListSchema = {
  $id: "revisionList",
  type: "array",
  description: "The versions edits replaced, newest first.",
  items: revisionSchema,
} as const;

/** `GET /{discussions|comments}/{id}/revisions` query. */
export const revisionListQuerySchema = {
  $id: "revisionListQuery",
  type: "object",
  description: "A page of revisions.",
  properties: {
    page: { type: "integer", minimum: 1, maximum: 1000000, description: "The page, from 1." },
    limit: { type: "integer", minimum: 1, maximum: 100, description: "Revisions per page; 30 by default." },
  },
  additionalProperties: false,
} as const;
/** The revision list query. */
export type RevisionListQuery = FromSchema<typeof revisionListQuerySchema>;
