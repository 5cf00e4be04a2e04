import type { FromSchema } from "json-schema-to-ts";

/**
 * A member's rank (the Ranks addon): `{rankID, name}`, present only while the addon is enabled. Left
 * without a type so the widget validators of every page carry no code for an addon that may be off.
 */
export const rankFragmentSchema = { description: "Ranks addon: {rankID, name}." } as const;

/** A user as embedded in other records (Vanilla's UserFragment). */
export const userFragmentSchema = {
  $id: "userFragment",
  type: "object",
  description: "A user as embedded in other records.",
  properties: {
    userID: { type: "integer", description: "The user's ID; 0 for guests and placeholder users." },
    name: { type: "string", description: "The user's display name." },
    url: { type: "string", description: "The user's profile URL (absolute in API answers)." },
    photoUrl: {
      type: "string",
      description:
        "The user's avatar: an absolute URL in API answers (their letter avatar when they have no photo).",
    },
    dateLastActive: { type: ["string", "null"], description: "When the user was last active (ISO 8601)." },
    label: { type: "string", description: "The user's title as plain text." },
    labelHtml: { type: "string", description: "The user's title as HTML." },
    private: { type: "boolean", description: "Whether the profile is private." },
    banned: { type: "integer", enum: [0, 1], description: "1 when the user is banned." },
    signature: {
      type: "string",
      description: "The member's signature as safe HTML; when expanded (insertUser.signature).",
    },
    rank: rankFragmentSchema,
  },
  required: ["userID", "name", "photoUrl", "dateLastActive"],
  additionalProperties: false,
} as const;
export type UserFragment = FromSchema<typeof userFragmentSchema>;

/** A role as embedded in a user record. */
export const roleFragmentSchema = {
  $id: "roleFragment",
  type: "object",
  description: "A role as embedded in a user record.",
  properties: {
    roleID: { type: "integer", description: "The role's ID." },
    name: { type: "string", description: "The role's name." },
  },
  required: ["roleID", "name"],
  additionalProperties: false,
} as const;

/** The reactions of one type a member's posts received (content spec §3 Reaction). */
export const reactionReceivedSchema = {
  $id: "reactionReceived",
  type: "object",
  description: "The reactions of one type a member's posts received.",
  properties: {
    tagID: { type: "integer", description: "The reaction type's ID." },
    urlcode: { type: "string", description: "The reaction type's code (like, insightful, ...)." },
    name: { type: "string", description: "The reaction type's display name." },
    class: { type: "string", description: "The reaction type's class (Positive, Negative, Flag, ...)." },
    count: { type: "integer", description: "How many of them the member's posts received." },
    url: { type: "string", description: "The page of the member's posts that received it." },
  },
  required: ["tagID", "urlcode", "name", "class", "count", "url"],
  additionalProperties: false,
} as const;
export type ReactionReceived = FromSchema<typeof reactionReceivedSchema>;

/** The full user record of `GET /users/{id}`; private details are dropped by the server for other viewers. */
export const userSchema = {
  $id: "user",
  type: "object",
  description: "A user record.",
  properties: {
    userID: { type: "integer", description: "The user's ID." },
    name: { type: "string", description: "The user's display name." },
    url: { type: "string", description: "The user's profile URL (absolute in API answers)." },
    photoUrl: {
      type: "string",
      description:
        "The user's avatar: an absolute URL in API answers (their letter avatar when they have no photo).",
    },
    email: {
      type: "string",
      description: "The email address; only for the owner and holders of personalInfo.view.",
    },
    emailConfirmed: { type: "boolean", description: "Whether the email address is confirmed." },
    title: { type: "string", description: "The user's title." },
    label: { type: "string", description: "The user's title as plain text." },
    labelHtml: { type: "string", description: "The user's title as HTML." },
    roleIDs: { type: "array", items: { type: "integer" }, description: "IDs of the user's roles." },
    roles: { type: "array", items: roleFragmentSchema, description: "The user's roles." },
    dateInserted: { type: "string", description: "When the user joined (ISO 8601)." },
    dateLastActive: { type: ["string", "null"], description: "When the user was last active (ISO 8601)." },
    dateUpdated: { type: ["string", "null"], description: "When the user was last updated (ISO 8601)." },
    countDiscussions: { type: "integer", description: "How many discussions the user started." },
    countComments: { type: "integer", description: "How many comments the user wrote." },
    points: { type: "integer", description: "Points the user has accumulated." },
    rank: rankFragmentSchema,
    banned: { type: "integer", enum: [0, 1], description: "1 when the user is banned." },
    private: { type: "boolean", description: "Whether the profile is private." },
    showEmail: {
      type: "boolean",
      description: "Whether other members see the email address: never on Plaza, so false.",
    },
    bypassSpam: {
      type: "boolean",
      description: "Whether the user's posts skip spam checks: Plaza has none to skip, so false.",
    },
    isAdmin: { type: "boolean", description: "Whether the user is an administrator." },
    reactionsReceived: {
      type: "array",
      items: reactionReceivedSchema,
      description:
        "With expand reactionsReceived: the reactions the member's posts received, per type (none on a restricted profile).",
    },
  },
  required: [
    "userID",
    "name",
    "photoUrl",
    "dateLastActive",
    "dateInserted",
    "banned",
    "private",
    "showEmail",
    "bypassSpam",
  ],
  additionalProperties: false,
} as const;
export type User = FromSchema<typeof userSchema>;

/** The signed-in user of `GET /users/me`; guests get `userID: 0`. */
export const meSchema = {
  $id: "me",
  type: "object",
  description: "The current user; guests get userID 0.",
  properties: {
    userID: { type: "integer", description: "The user's ID; 0 for a guest." },
    name: { type: "string", description: "The user's display name." },
    url: { type: "string", description: "The user's profile URL (absolute in API answers)." },
    photoUrl: {
      type: "string",
      description:
        "The user's avatar: an absolute URL in API answers (their letter avatar when they have no photo).",
    },
    email: { type: "string", description: "The user's email address." },
    dateLastActive: { type: ["string", "null"], description: "When the user was last active (ISO 8601)." },
    roleIDs: { type: "array", items: { type: "integer" }, description: "IDs of the user's roles." },
    emailConfirmed: { type: "boolean", description: "Whether the email address is confirmed." },
    isAdmin: { type: "boolean", description: "Whether the user is an administrator." },
    isSysAdmin: { type: "boolean", description: "Whether the user is a system administrator." },
    banned: { type: "integer", enum: [0, 1], description: "1 when the user is banned." },
    ban: {
      type: "object",
      description:
        "While the user is banned, their own ban: shown to them where they would write, to no one else.",
      properties: {
        reason: { type: "string", description: "The reason staff gave; empty when none." },
        dateInserted: { type: "string", description: "When the ban began (ISO 8601)." },
        dateExpires: {
          type: ["string", "null"],
          description: "When the ban ends (ISO 8601); null: it lasts until staff lift it.",
        },
      },
      required: ["reason", "dateInserted", "dateExpires"],
      additionalProperties: false,
    },
    private: { type: "boolean", description: "Whether the profile is private." },
    permissions: {
      type: "array",
      items: { type: "string" },
      description: "Global permissions the user holds.",
    },
    countUnreadNotifications: { type: "integer", description: "Unread notifications." },
    countUnreadConversations: { type: "integer", description: "Unread conversations." },
  },
  required: [
    "userID",
    "name",
    "photoUrl",
    "dateLastActive",
    "roleIDs",
    "emailConfirmed",
    "isAdmin",
    "isSysAdmin",
    "permissions",
    "countUnreadNotifications",
    "countUnreadConversations",
  ],
  additionalProperties: false,
} as const;
export type Me = FromSchema<typeof meSchema>;

/** `GET /users/me-counts`: menu counters of the current user. */
export const meCountsSchema = {
  $id: "meCounts",
  type: "object",
  description: "Menu counters of the current user.",
  properties: {
    counts: {
      type: "array",
      description: "Named counters.",
      items: {
        type: "object",
        properties: {
          name: { type: "string", description: "Counter name." },
          count: { type: "integer", description: "Counter value." },
        },
        required: ["name", "count"],
        additionalProperties: false,
      },
    },
  },
  required: ["counts"],
  additionalProperties: false,
} as const;
export type MeCounts = FromSchema<typeof meCountsSchema>;
