import type { FromSchema } from "json-schema-to-ts";
import { userFragmentSchema } from "./user.schema";

/** Leaderboard time slots (Vanilla's): day, week, month, year, all time. */
export const leaderboardSlotTypes = ["d", "w", "m", "y", "a"] as const;
/** One time slot. */
export type LeaderboardSlotType = (typeof leaderboardSlotTypes)[number];

/** What a leaderboard ranks by: reactions received ("reputation") or posts written. */
export const leaderboardTypes = ["reputation", "posts"] as const;
/** One leaderboard type. */
export type LeaderboardType = (typeof leaderboardTypes)[number];

/** One row of `GET /users/leaders`: a user fragment and the user's score in the time slot. */
export const leaderSchema = {
  $id: "leader",
  type: "object",
  description: "A user on the leaderboard with their score in the time slot.",
  properties: {
    ...userFragmentSchema.properties,
    points: {
      type: "integer",
      description: "The score the leaderboard ranks by: reaction points or posts in the time slot.",
    },
    count: { type: "integer", minimum: 0, description: "Posts in the time slot (posts leaderboard only)." },
    categoryID: {
      type: "null",
      description: "The category the score counts in: null, as the leaderboard covers the whole site.",
    },
  },
  required: [...userFragmentSchema.required, "points", "categoryID"],
  additionalProperties: false,
} as const;
/** A leaderboard row. */
export type Leader = FromSchema<typeof leaderSchema>;

/** `GET /users/leaders`: the leaderboard, best first. */
export const leaderListSchema = {
  $id: "leaderList",
  type: "array",
  description: "The leaderboard, best first.",
  items: leaderSchema,
} as const;

/** The query of `GET /users/leaders`. */
export const leadersQuerySchema = {
  type: "object",
  description: "Which leaderboard to answer.",
  properties: {
    slotType: { type: "string", enum: leaderboardSlotTypes, default: "a", description: "The time slot." },
    leaderboardType: {
      type: "string",
      enum: leaderboardTypes,
      default: "reputation",
      description: "What the leaderboard ranks by.",
    },
    limit: { type: "integer", minimum: 1, maximum: 100, default: 10, description: "How many users." },
  },
  additionalProperties: false,
} as const;
/** The leaderboard query. */
export type LeadersQuery = FromSchema<typeof leadersQuerySchema>;
