import type { FromSchema } from "json-schema-to-ts";

/**
 * The kinds of notification a member can switch (Vanilla's activity type names): being mentioned,
 * comments on their discussions and replies to their comments, reactions to their posts, private
 * messages, and comments in discussions they bookmarked.
 */
export const notificationKinds = [
  "Mention",
  "DiscussionComment",
  "Reaction",
  "ConversationMessage",
  "BookmarkComment",
] as const;
/** One kind of notification. */
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * How often a member's notification mail goes out: one mail per notification (`each`), or a digest
 * of what happened, once a day or once a week.
 */
export const emailFrequencies = ["each", "daily", "weekly"] as const;
/** One mail frequency. */
export type EmailFrequency = (typeof emailFrequencies)[number];

const emailFrequencySchema = {
  type: "string",
  enum: [...emailFrequencies],
  description: "One mail per notification (each), or one digest a day (daily) or a week (weekly).",
} as const;

/** The two ways a member can be told about one kind (Vanilla's `popup` and `email`). */
export const notificationChannelsSchema = {
  type: "object",
  description: "How the member is told about one kind of notification.",
  properties: {
    popup: { type: "boolean", description: "In the Notifications menu and page." },
    email: { type: "boolean", description: "By email, as often as `emailFrequency` says." },
  },
  required: ["popup", "email"],
  additionalProperties: false,
} as const;
/** A member's popup and email switch of one kind. */
export type NotificationChannels = FromSchema<typeof notificationChannelsSchema>;

/** The same switches, either of them, for a patch. */
const channelsPatchSchema = {
  ...notificationChannelsSchema,
  description: "The switches of one kind to change; a switch left out keeps its value.",
  required: [],
} as const;

/** `GET /notification-preferences/{id}`: every kind with its switches. */
export const notificationPreferencesSchema = {
  $id: "notificationPreferences",
  type: "object",
  description: "A member's notification preferences, by kind.",
  properties: {
    Mention: notificationChannelsSchema,
    DiscussionComment: notificationChannelsSchema,
    Reaction: notificationChannelsSchema,
    ConversationMessage: notificationChannelsSchema,
    BookmarkComment: notificationChannelsSchema,
    emailFrequency: emailFrequencySchema,
  },
  required: [...notificationKinds, "emailFrequency"],
  additionalProperties: false,
} as const;
/** A member's notification preferences. */
export type NotificationPreferences = FromSchema<typeof notificationPreferencesSchema>;

/** `PATCH /notification-preferences/{id}` body: the kinds and switches to change. */
export const notificationPreferencesPatchSchema = {
  type: "object",
  description: "The kinds and switches to change; the others keep their values.",
  properties: {
    Mention: channelsPatchSchema,
    DiscussionComment: channelsPatchSchema,
    Reaction: channelsPatchSchema,
    ConversationMessage: channelsPatchSchema,
    BookmarkComment: channelsPatchSchema,
    emailFrequency: emailFrequencySchema,
  },
  additionalProperties: false,
} as const;
/** A notification preferences patch. */
export type NotificationPreferencesPatch = FromSchema<typeof notificationPreferencesPatchSchema>;

/**
 * What a mailed unsubscribe link stops: one kind's mail, or (`All`, a digest's link, since a digest
 * mixes kinds) every kind's.
 */
export const unsubscribeScopes = [...notificationKinds, "All"] as const;
/** One kind, or all of them. */
export type UnsubscribeScope = (typeof unsubscribeScopes)[number];

/** `GET /notification-preferences/unsubscribe/{token}`: what a mailed unsubscribe link switches off. */
export const unsubscribeLinkSchema = {
  $id: "unsubscribeLink",
  type: "object",
  description: "The kind of mail an unsubscribe link stops, and whether that mail is still on.",
  properties: {
    kind: {
      type: "string",
      enum: [...unsubscribeScopes],
      description: "The kind of notification, or All for every kind.",
    },
    email: {
      type: "boolean",
      description: "Whether the member still gets this kind (any kind, for All) by email.",
    },
  },
  required: ["kind", "email"],
  additionalProperties: false,
} as const;
/** What an unsubscribe link switches off. */
export type UnsubscribeLink = FromSchema<typeof unsubscribeLinkSchema>;
