import type { FromSchema } from "json-schema-to-ts";

/** `PUT /discussions/{id}/dismiss` body (Vanilla's DiscussionDismissSchema). */
export const discussionDismissBodySchema = {
  $id: "discussionDismissBody",
  type: "object",
  description: "Dismiss an announcement for the viewer, or cancel the dismissal.",
  properties: {
    dismissed: {
      type: "boolean",
      description: "true to dismiss the announcement, false to show it first again.",
    },
  },
  required: ["dismissed"],
  additionalProperties: false,
} as const;
/** A dismissal change. */
export type DiscussionDismissBody = FromSchema<typeof discussionDismissBodySchema>;

/** `PUT /discussions/{id}/dismiss` answer. */
export const discussionDismissSchema = {
  $id: "discussionDismiss",
  type: "object",
  description: "The viewer's dismissal of an announcement.",
  properties: {
    dismissed: { type: "boolean", description: "Whether the viewer dismissed the announcement." },
  },
  required: ["dismissed"],
  additionalProperties: false,
} as const;
