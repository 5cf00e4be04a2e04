import type { FromSchema } from "json-schema-to-ts";
import { userFragmentSchema, userSchema } from "../entities/user.schema";
import { maxPage } from "../entities/paging.schema";
import { memberListQueryProperties } from "./users-admin.schema";

/** Orders of `GET /users/by-names` (Vanilla's users.yml); `mention` is content spec §5's. */
export const userLookupOrders = ["mention", "name", "dateLastActive", "countComments"] as const;

/** `GET /users/by-names` query: the mention suggestions of the post editor (content spec §7). */
export const userByNamesQuerySchema = {
  $id: "userByNamesQuery",
  type: "object",
  description: "Users whose name matches, for @mention suggestions.",
  properties: {
    name: {
      type: "string",
      maxLength: 100,
      description: "A full name, or a prefix followed by * (case-insensitive). Empty answers nothing.",
    },
    order: { type: "string", enum: userLookupOrders, description: "The order; name by default." },
    page: { type: "integer", minimum: 1, maximum: maxPage, description: "The page, from 1." },
    limit: { type: "integer", minimum: 1, maximum: 50, description: "Users per page (default and most 50)." },
  },
} as const;
/** A by-names query. */
export type UserByNamesQuery = FromSchema<typeof userByNamesQuerySchema>;

/** `GET /users/by-names` answer. */
export const userFragmentListSchema = {
  $id: "userFragmentList",
  type: "array",
  description: "Matching users.",
  items: userFragmentSchema,
} as const;

/** What a user record may expand (content spec §7 `GET /users/{id}` with expand reactionsReceived). */
export const userExpands = ["reactionsReceived"] as const;

const userExpandSchema = {
  type: "array",
  items: { type: "string" },
  maxItems: 20,
  description: "Records to expand (comma list or array): reactionsReceived, all.",
} as const;

/** `GET /users/{id}` query. */
export const userGetQuerySchema = {
  type: "object",
  description: "Expansions of one user record.",
  properties: { expand: userExpandSchema },
} as const;
/** A user get query. */
export type UserGetQuery = FromSchema<typeof userGetQuerySchema>;

/**
 * `GET /users` query: Vanilla's user list. With `name`, the one member of that name (a profile page
 * looks its member up by the name in its address), matched whole and case-insensitively; without it,
 * staff's members list (users-admin.schema.ts).
 */
export const userListQuerySchema = {
  $id: "userListQuery",
  type: "object",
  description: "The user with a name, for profile pages; or, for staff, a page of members.",
  properties: {
    ...memberListQueryProperties,
    name: {
      type: "string",
      minLength: 1,
      maxLength: 100,
      description: "The user's name, matched whole and case-insensitively.",
    },
    expand: userExpandSchema,
  },
} as const;
/** A user list query. */
export type UserListQuery = FromSchema<typeof userListQuerySchema>;

/** `GET /users` answer: the matching users as `GET /users/{id}` shows each to the viewer. */
export const userListSchema = {
  $id: "userList",
  type: "array",
  description: "Matching users.",
  items: userSchema,
} as const;

/** `GET /users/{id}/reacted` query (Vanilla's users.yml): the member's posts that received a reaction. */
export const userReactedQuerySchema = {
  type: "object",
  description: "The reaction, page and expansions of a member's posts that received it.",
  properties: {
    reactionUrlcode: {
      type: "string",
      minLength: 1,
      maxLength: 100,
      description: "The reaction type's code (case-insensitive).",
    },
    page: { type: "integer", minimum: 1, maximum: maxPage, description: "The page, from 1." },
    limit: { type: "integer", minimum: 1, maximum: 100, description: "Posts per page (default 30)." },
    expand: {
      type: "array",
      items: { type: "string" },
      maxItems: 20,
      description: "Records to expand (comma list or array): insertUser, all.",
    },
  },
  required: ["reactionUrlcode"],
} as const;
/** A reacted-posts query. */
export type UserReactedQuery = FromSchema<typeof userReactedQuerySchema>;

/** What a reacted post may expand. */
export const reactedRecordExpands = ["insertUser"] as const;

/** One post of `GET /users/{id}/reacted` (Vanilla's ReactedRecord). */
export const reactedRecordSchema = {
  $id: "reactedRecord",
  type: "object",
  description: "A member's post that received a reaction.",
  properties: {
    name: { type: "string", description: 'The discussion\'s title, or "Re: " and it for a comment.' },
    body: { type: "string", description: "The post's body as safe HTML." },
    insertUserID: { type: "integer", description: "The post's author." },
    dateInserted: { type: "string", description: "When the post was written (ISO 8601)." },
    dateUpdated: {
      type: "string",
      description: "When the post was last edited (ISO 8601); left out of a post never edited.",
    },
    recordID: { type: "integer", description: "The discussion's or the comment's ID." },
    recordType: { type: "string", enum: ["Discussion", "Comment"], description: "What the post is." },
    discussionID: { type: "integer", description: "The discussion, or the comment's discussion." },
    commentID: { type: "integer", description: "The comment's ID, for a comment." },
    url: { type: "string", description: "The post's URL (a comment's permalink)." },
    insertUser: userFragmentSchema,
  },
  required: ["name", "body", "insertUserID", "recordID", "recordType", "discussionID", "url", "dateInserted"],
  additionalProperties: false,
} as const;
/** A reacted post. */
export type ReactedRecord = FromSchema<typeof reactedRecordSchema>;

/** `GET /users/{id}/reacted` answer. */
export const reactedRecordListSchema = {
  $id: "reactedRecordList",
  type: "array",
  description: "The member's posts that received the reaction, the most recently reacted to first.",
  items: reactedRecordSchema,
} as const;
