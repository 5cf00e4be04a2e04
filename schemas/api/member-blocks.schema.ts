import type { FromSchema } from "json-schema-to-ts";
import { userFragmentSchema } from "../entities/user.schema";

/** `PUT` and `DELETE /users/{id}/block`: whether the viewer now blocks the member. */
export const memberBlockSchema = {
  $id: "memberBlock",
  type: "object",
  description: "Whether the current user blocks the member.",
  properties: {
    blocked: {
      type: "boolean",
      description: "true: the member cannot start a conversation with, add or write to the current user.",
    },
  },
  required: ["blocked"],
  additionalProperties: false,
} as const;
/** The answer of a block or unblock. */
export type MemberBlock = FromSchema<typeof memberBlockSchema>;

/** `GET /users/{id}/ignored` (Vanilla's Ignore addon): the members a user blocked, newest first. */
export const ignoredUserListSchema = {
  $id: "ignoredUserList",
  type: "array",
  description: "The members the user blocked, newest first.",
  items: {
    type: "object",
    description: "A blocked member.",
    properties: {
      ...userFragmentSchema.properties,
      dateIgnored: { type: "string", description: "When the member was blocked (ISO 8601)." },
    },
    required: [...userFragmentSchema.required, "dateIgnored"],
    additionalProperties: false,
  },
} as const;
/** A list of blocked members. */
export type IgnoredUserList = FromSchema<typeof ignoredUserListSchema>;

const messagesFrom = {
  type: "string",
  enum: ["everyone", "known"],
  description:
    'Whom the user takes private messages from: "everyone", or "known": only moderators and the members the user has written to in a conversation.',
} as const;

/** `GET /users/me/message-preferences`: whom the current user takes private messages from. */
export const messagePreferencesSchema = {
  $id: "messagePreferences",
  type: "object",
  description: "Whom the current user takes private messages from.",
  properties: { messagesFrom },
  required: ["messagesFrom"],
  additionalProperties: false,
} as const;
/** The current user's message preferences. */
export type MessagePreferences = FromSchema<typeof messagePreferencesSchema>;

/** `PATCH /users/me/message-preferences` body. */
export const messagePreferencesPatchSchema = {
  type: "object",
  properties: { messagesFrom },
  required: ["messagesFrom"],
  additionalProperties: false,
} as const;
/** A change of the current user's message preferences. */
export type MessagePreferencesPatch = FromSchema<typeof messagePreferencesPatchSchema>;
