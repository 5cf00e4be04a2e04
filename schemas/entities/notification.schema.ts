import type { FromSchema } from "json-schema-to-ts";
import { userFragmentSchema } from "./user.schema";

/**
 * A notification of the current user (content spec §3 Notification; Vanilla's NotificationSchema).
 * `body` is plain text made safe for HTML: Plaza stores notification text unformatted.
 */
export const notificationSchema = {
  $id: "notification",
  type: "object",
  description: "A notification of the current user.",
  properties: {
    notificationID: { type: "integer", description: "The notification's ID." },
    body: {
      type: "string",
      description: "The notification text as HTML: plain text with its special characters escaped.",
    },
    photoUrl: {
      type: "string",
      description: "An avatar or thumbnail for the notification (the acting user's photo); empty when none.",
    },
    url: { type: "string", description: "Where the notification leads." },
    read: { type: "boolean", description: "Whether the user has seen the notification." },
    reason: { type: "string", description: "Why the user got it: comment, mention, reaction, ..." },
    recordType: {
      type: ["string", "null"],
      description: "The type of record the notification is about (discussion, comment, ...).",
    },
    recordID: { type: ["integer", "null"], description: "The ID of the record the notification is about." },
    activityUserID: {
      type: ["integer", "null"],
      description: "The user whose action caused the notification; null for system notices.",
    },
    // With expand=insertUser: the user whose action caused the notification.
    insertUser: userFragmentSchema,
    dateInserted: { type: "string", description: "When the notification was made (ISO 8601)." },
    dateUpdated: { type: "string", description: "When the notification was last updated (ISO 8601)." },
    count: {
      type: "integer",
      minimum: 1,
      description:
        "How many notices this notification stands for: new messages in one conversation, or comments and mentions in one discussion, since the user last read it (Vanilla's count).",
    },
  },
  required: [
    "notificationID",
    "body",
    "photoUrl",
    "url",
    "read",
    "reason",
    "recordType",
    "recordID",
    "activityUserID",
    "dateInserted",
    "dateUpdated",
  ],
  additionalProperties: false,
} as const;
/** A notification record. */
export type Notification = FromSchema<typeof notificationSchema>;

/** `GET /notifications`: a page of the current user's notifications, newest first. */
export const notificationListSchema = {
  $id: "notificationList",
  type: "array",
  description: "A page of notifications, newest first.",
  items: notificationSchema,
} as const;
