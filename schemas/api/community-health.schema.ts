import type { FromSchema } from "json-schema-to-ts";

/** The day counts `GET /analytics/community-health` can cover: the last 7, 30 or 90 days. */
export const communityHealthRanges = [7, 30, 90] as const;
/** One range, in days. */
export type CommunityHealthRange = (typeof communityHealthRanges)[number];
/** The range when the query names none. */
export const DEFAULT_COMMUNITY_HEALTH_RANGE: CommunityHealthRange = 30;
/** How many discussions the most viewed list holds at most. */
export const TOP_DISCUSSIONS_LIMIT = 10;

/** The counted series, in the order the dashboard shows them. */
export const communityHealthSeries = [
  "pageViews",
  "newMembers",
  "newDiscussions",
  "newComments",
  "activeMembers",
] as const;
/** One counted series. */
export type CommunityHealthSeries = (typeof communityHealthSeries)[number];

/** A UTC day as `YYYY-MM-DD`. */
const DAY_PATTERN = "^[0-9]{4}-[0-9]{2}-[0-9]{2}$";

const count = (description: string) => ({ type: "integer", minimum: 0, description }) as const;

/** The counts of one series, by name (a day's, or the whole range's). */
const seriesCounts = {
  pageViews: count("Pages viewed (page_view and the other view events of POST /tick)."),
  newMembers: count("Members who joined."),
  newDiscussions: count("Discussions started that still exist."),
  newComments: count("Comments posted that still exist."),
  activeMembers: count("Distinct signed-in members who viewed a page, started a discussion or commented."),
} as const;

/** The query of `GET /analytics/community-health`. */
export const communityHealthQuerySchema = {
  type: "object",
  description: "Which days to count.",
  properties: {
    range: {
      type: "integer",
      enum: communityHealthRanges,
      default: DEFAULT_COMMUNITY_HEALTH_RANGE,
      description: "The last this many UTC days, today included.",
    },
  },
  additionalProperties: false,
} as const;
/** The community health query. */
export type CommunityHealthQuery = FromSchema<typeof communityHealthQuerySchema>;

/** `GET /analytics/community-health`: activity per UTC day and the most viewed discussions. */
export const communityHealthSchema = {
  $id: "communityHealth",
  type: "object",
  description: "How active the community was, per UTC day over a range, and what was read most.",
  properties: {
    range: { type: "integer", enum: communityHealthRanges, description: "The range's length in days." },
    dateFrom: {
      type: "string",
      pattern: DAY_PATTERN,
      description: "The range's first UTC day (YYYY-MM-DD).",
    },
    dateTo: { type: "string", pattern: DAY_PATTERN, description: "The range's last UTC day, today." },
    days: {
      type: "array",
      description: "Every day of the range, oldest first, days without activity included with zeros.",
      items: {
        type: "object",
        description: "One UTC day's counts.",
        properties: {
          date: { type: "string", pattern: DAY_PATTERN, description: "The UTC day (YYYY-MM-DD)." },
          ...seriesCounts,
        },
        required: ["date", ...communityHealthSeries],
        additionalProperties: false,
      },
    },
    totals: {
      type: "object",
      description: "The whole range's counts; for active members, the days' average.",
      properties: {
        ...seriesCounts,
        activeMembers: {
          type: "number",
          minimum: 0,
          description: "Members active on a day, on average over the range's days (one decimal).",
        },
      },
      required: communityHealthSeries,
      additionalProperties: false,
    },
    topDiscussions: {
      type: "array",
      description: `The discussions viewed most in the range (at most ${TOP_DISCUSSIONS_LIMIT}), most first; deleted ones are left out.`,
      items: {
        type: "object",
        description: "One discussion and its views in the range.",
        properties: {
          discussionID: { type: "integer", description: "The discussion's ID." },
          name: { type: "string", description: "The discussion's title." },
          url: { type: "string", description: "The discussion's address." },
          views: count("Page views of the discussion in the range."),
        },
        required: ["discussionID", "name", "url", "views"],
        additionalProperties: false,
      },
    },
  },
  required: ["range", "dateFrom", "dateTo", "days", "totals", "topDiscussions"],
  additionalProperties: false,
} as const;
/** The community health answer. */
export type CommunityHealth = FromSchema<typeof communityHealthSchema>;
/** One day of {@link CommunityHealth}. */
export type CommunityHealthDay = CommunityHealth["days"][number];
