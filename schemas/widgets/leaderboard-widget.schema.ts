import type { FromSchema } from "json-schema-to-ts";
import { leaderboardSlotTypes, leaderboardTypes, leaderSchema } from "../entities/leader.schema";
import { containerOptionsSchema, widgetHeadingProps } from "./common";

// Nested sub-schemas carry no $id. Copied in a call marked pure, so a bundle that needs only this
// file's small exports (defaults, limits) leaves the schemas out.
const leaderItemSchema = /* @__PURE__ */ (() => {
  const { $id: _leaderID, ...rest } = leaderSchema;
  return rest;
})();

/** LeaderboardWidget: the members with the most points or posts in a time slot. */
export const leaderboardWidgetSchema = {
  $id: "LeaderboardWidget",
  type: "object",
  description: "The members with the most points or posts in a time slot.",
  properties: {
    ...widgetHeadingProps,
    containerOptions: containerOptionsSchema,
    apiParams: {
      type: "object",
      description: "Which leaderboard to show.",
      properties: {
        slotType: {
          type: "string",
          enum: leaderboardSlotTypes,
          description:
            "The time slot: d (today), w (this week), m (this month), y (this year), a (all time).",
        },
        leaderboardType: {
          type: "string",
          enum: leaderboardTypes,
          description: "Rank by reaction points (reputation) or by posts.",
        },
        limit: { type: "integer", minimum: 1, maximum: 100, description: "How many members; 10 by default." },
      },
      additionalProperties: false,
    },
    leaders: {
      type: "array",
      description: "Preloaded leaderboard rows, best first (the server fills them).",
      items: leaderItemSchema,
    },
  },
  additionalProperties: false,
} as const;
/** Props of LeaderboardWidget. */
export type LeaderboardWidgetProps = FromSchema<typeof leaderboardWidgetSchema>;
