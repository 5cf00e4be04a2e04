import type { FromSchema } from "json-schema-to-ts";
import { maxPage } from "../entities/paging.schema";

/** `GET /notifications` query (Vanilla's names). Unknown parameters are ignored, not refused. */
export const notificationListQuerySchema = {
  type: "object",
  description: "Filter and page of the current user's notifications.",
  properties: {
    read: { type: "boolean", description: "true: only read notifications; false: only unread ones." },
    page: { type: "integer", minimum: 1, maximum: maxPage, description: "The page, from 1." },
    limit: { type: "integer", minimum: 1, maximum: 100, description: "Notifications per page (default 30)." },
    expand: {
      type: "array",
      items: { type: "string" },
      maxItems: 20,
      description: "Records to expand (comma list or array): insertUser, all.",
    },
  },
} as const;
/** The notification list query. */
export type NotificationListQuery = FromSchema<typeof notificationListQuerySchema>;

/** `GET /notifications/{id}` query. */
export const notificationGetQuerySchema = {
  type: "object",
  description: "Expansions of one notification.",
  properties: { expand: notificationListQuerySchema.properties.expand },
} as const;
/** The single-notification query. */
export type NotificationGetQuery = FromSchema<typeof notificationGetQuerySchema>;

/** `PATCH /notifications/{id}` body: mark one notification read or unread. */
export const notificationPatchBodySchema = {
  type: "object",
  description: "The read state of one notification.",
  properties: { read: { type: "boolean", description: "true marks it read; false marks it unread." } },
  required: ["read"],
  additionalProperties: false,
} as const;
/** A notification patch. */
export type NotificationPatchBody = FromSchema<typeof notificationPatchBodySchema>;

/** `PATCH /notifications` body (Vanilla's NotificationPatchSchema): only `read: true` is allowed. */
export const notificationsPatchAllBodySchema = {
  type: "object",
  description: "Marks every notification of the current user read.",
  properties: { read: { type: "boolean", enum: [true], description: "Must be true." } },
  required: ["read"],
  additionalProperties: false,
} as const;
/** The mark-all-read body. */
export type NotificationsPatchAllBody = FromSchema<typeof notificationsPatchAllBodySchema>;
