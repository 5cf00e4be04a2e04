import type { FromSchema } from "json-schema-to-ts";
import { maxPage } from "../entities/paging.schema";

/** `POST /{discussions|comments}/{id}/reactions` body (content spec §7). */
export const reactionPostBodySchema = {
  type: "object",
  description: "The reaction to give; it replaces the member's earlier reaction to the record.",
  properties: {
    reactionType: {
      type: "string",
      minLength: 1,
      maxLength: 100,
      description: "The reaction type's URL code (Like, Dislike, ...).",
    },
  },
  required: ["reactionType"],
  additionalProperties: false,
} as const;
/** A reaction to give. */
export type ReactionPostBody = FromSchema<typeof reactionPostBodySchema>;

/** `GET /{discussions|comments}/{id}/reactions` query: an optional type filter and the page. */
export const reactionLogQuerySchema = {
  type: "object",
  description: "Filter and page of a record's reaction log.",
  properties: {
    type: { type: "string", maxLength: 100, description: "Only this reaction type (its URL code)." },
    page: { type: "integer", minimum: 1, maximum: maxPage, description: "The page, from 1." },
    limit: { type: "integer", minimum: 1, maximum: 100, description: "Entries per page (default 30)." },
  },
} as const;
/** The reaction log query. */
export type ReactionLogQuery = FromSchema<typeof reactionLogQuerySchema>;
