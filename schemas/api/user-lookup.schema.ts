import type { FromSchema } from "json-schema-to-ts";
import { userFragmentSchema, userSchema } from "../entities/user.schema";
import { maxPage } from "../entities/paging.schema";

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
 * `GET /users` query: Vanilla's user list, here answering one name only (a profile page looks its
 * member up by the name in its address). The name is matched whole and case-insensitively.
 */
export const userListQuerySchema = {
  $id: "userListQuery",
  type: "object",
  description: "The user with a name, for profile pages.",
  properties: {
    name: {
      type: "string",
      minLength: 1,
      maxLength: 100,
      description: "The user's name, matched whole and case-insensitively.",
    },
    expand: userExpandSchema,
  },
  required: ["name"],
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
