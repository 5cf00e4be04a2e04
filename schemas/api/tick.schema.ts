import type { FromSchema } from "json-schema-to-ts";

/** Tracking event types (shell spec §9). */
export const trackingEventTypes = [
  "page_view",
  "discussion_view",
  "kb_view",
  "kb_article_view",
  "kb_category_view",
  "externalNavigation",
] as const;

/** `POST /tick`: a page view or an external navigation (shell spec §3 tracking event, §7). */
export const tickBodySchema = {
  $id: "tickBody",
  type: "object",
  description: "One tracking event.",
  properties: {
    type: { type: "string", enum: trackingEventTypes, description: "What happened." },
    url: { type: "string", maxLength: 2000, description: "The page's URL." },
    referrer: { type: "string", maxLength: 2000, description: "The referring URL." },
    destinationUrl: { type: "string", maxLength: 2000, description: "Where an external navigation goes." },
    discussionID: { type: "integer", minimum: 1, description: "The discussion viewed." },
    categoryID: { type: "integer", minimum: 1, description: "The category viewed." },
    siteSectionID: { type: "integer", minimum: 0, description: "The site section." },
    groupID: { type: "integer", minimum: 1, description: "The group viewed." },
    eventID: { type: "integer", minimum: 1, description: "The event viewed." },
  },
  required: ["type"],
  additionalProperties: false,
} as const;
export type TickBody = FromSchema<typeof tickBodySchema>;
