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

/**
 * The largest record id: ids are 32-bit integer columns (PostgreSQL `integer`), so anything larger
 * (`1e308` is an integer to JSON Schema) is refused before it reaches a query.
 */
export const MAX_RECORD_ID = 2147483647;

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
    discussionID: {
      type: "integer",
      minimum: 1,
      maximum: MAX_RECORD_ID,
      description: "The discussion viewed.",
    },
    categoryID: { type: "integer", minimum: 1, maximum: MAX_RECORD_ID, description: "The category viewed." },
    siteSectionID: { type: "integer", minimum: 0, maximum: MAX_RECORD_ID, description: "The site section." },
    groupID: { type: "integer", minimum: 1, maximum: MAX_RECORD_ID, description: "The group viewed." },
    eventID: { type: "integer", minimum: 1, maximum: MAX_RECORD_ID, description: "The event viewed." },
  },
  required: ["type"],
  additionalProperties: false,
} as const;
export type TickBody = FromSchema<typeof tickBodySchema>;
