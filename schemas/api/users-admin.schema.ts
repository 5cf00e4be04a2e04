import type { FromSchema } from "json-schema-to-ts";

/** What the members list may be ordered by (Vanilla's users.yml `sort`, without points). */
export const memberListSortKeys = ["name", "userID", "dateInserted", "dateLastActive", "countPosts"] as const;
/** A members list order's key. */
export type MemberListSortKey = (typeof memberListSortKeys)[number];

/**
 * Orders of the members list, ascending or with "-" descending; each is read by key (a cursor),
 * never by skipping rows.
 */
export const memberListSorts = [
  "name",
  "-name",
  "userID",
  "-userID",
  "dateInserted",
  "-dateInserted",
  "dateLastActive",
  "-dateLastActive",
  "countPosts",
  "-countPosts",
] as const;
/** A members list order. */
export type MemberListSort = (typeof memberListSorts)[number];

/**
 * The members list of `GET /users` (Vanilla's users.yml) for staff, asked without `name`: search by
 * name or email prefix, filters, and a cursor for the next page.
 */
export const memberListQueryProperties = {
  query: {
    type: "string",
    maxLength: 100,
    description: "A prefix of the member's name, or of their email for viewers who may see it.",
  },
  roleID: { type: "integer", minimum: 1, description: "Only members of this role." },
  isBanned: { type: "boolean", description: "true: only banned members; false: no banned members." },
  sort: {
    type: "string",
    enum: memberListSorts,
    description:
      "The order, descending with a leading -: name (the default), userID, dateInserted (joined), dateLastActive, countPosts (discussions and comments).",
  },
  limit: { type: "integer", minimum: 1, maximum: 500, description: "Members per page (default 30)." },
  cursor: {
    type: "string",
    maxLength: 300,
    pattern: "^[A-Za-z0-9_-]*$",
    description: "Where the page starts: the next link's cursor of the page before.",
  },
} as const;

/** The members list query alone. */
export const memberListQuerySchema = {
  type: "object",
  properties: memberListQueryProperties,
} as const;
/** A members list query. */
export type MemberListQuery = FromSchema<typeof memberListQuerySchema>;

/** `PUT /users/{id}/ban` body (Vanilla's users.yml), with the reason staff give. */
export const userBanBodySchema = {
  $id: "userBanBody",
  type: "object",
  description: "Ban or unban a member.",
  properties: {
    banned: { type: "boolean", description: "true to ban, false to unban." },
    reason: { type: "string", maxLength: 500, description: "Why; kept with the member's ban history." },
  },
  required: ["banned"],
  additionalProperties: false,
} as const;
export type UserBanBody = FromSchema<typeof userBanBodySchema>;

/** `PUT /users/{id}/ban` answer. */
export const userBanSchema = {
  $id: "userBan",
  type: "object",
  description: "The member's banned state after the call.",
  properties: {
    banned: { type: "boolean", description: "Whether the member is banned now." },
    reason: { type: "string", description: "The reason given with the latest ban or unban." },
  },
  required: ["banned"],
  additionalProperties: false,
} as const;
export type UserBan = FromSchema<typeof userBanSchema>;

/**
 * `DELETE /users/{id}` body (Vanilla's users.yml). Only `keep` is offered: the account is emptied and
 * its posts stay, shown by the "Deleted User" placeholder (shell spec §3).
 */
export const userDeleteBodySchema = {
  $id: "userDeleteBody",
  type: ["object", "null"],
  description: "How to delete the member.",
  properties: {
    deleteMethod: {
      type: "string",
      enum: ["keep"],
      description: "keep (the default): the posts stay, by Deleted User.",
    },
  },
  additionalProperties: false,
} as const;
export type UserDeleteBody = FromSchema<typeof userDeleteBodySchema>;

/** One ban or unban of a member (`GET /users/{id}/bans`). */
export const userBanEntrySchema = {
  type: "object",
  description: "A ban or an unban, with its reason.",
  properties: {
    banID: { type: "integer", description: "The entry's ID." },
    banned: { type: "boolean", description: "true for a ban, false for an unban." },
    reason: { type: "string", description: "The reason given; empty when none." },
    insertUserID: { type: ["integer", "null"], description: "Who banned or unbanned." },
    dateInserted: { type: "string", description: "When (ISO 8601)." },
  },
  required: ["banID", "banned", "reason", "insertUserID", "dateInserted"],
  additionalProperties: false,
} as const;
export type UserBanEntry = FromSchema<typeof userBanEntrySchema>;

/** `GET /users/{id}/bans` answer: the member's bans and unbans, the newest first. */
export const userBanHistorySchema = {
  $id: "userBanHistory",
  type: "array",
  description: "The member's bans and unbans, the newest first.",
  items: userBanEntrySchema,
} as const;
