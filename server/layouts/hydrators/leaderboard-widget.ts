import type { LeaderboardWidgetProps } from "../../../schemas/widgets/leaderboard-widget.schema";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import type { WidgetHydrator } from "../types";
import { listLeaders } from "../../services/users/leaders";

/** Preloads a LeaderboardWidget's rows as `leaders` (none for a viewer who may not view profiles). */
export const hydrateLeaderboardWidget: WidgetHydrator = async (props, ctx) => {
  const { apiParams } = props as LeaderboardWidgetProps;
  const mayViewProfiles = hasPermission(ctx.viewer.checker, [
    "profiles.view",
    "users.add",
    "users.edit",
    "users.delete",
  ]);
  const leaders = mayViewProfiles
    ? await listLeaders(ctx.db, ctx.viewer, {
        slotType: apiParams?.slotType ?? "a",
        leaderboardType: apiParams?.leaderboardType ?? "reputation",
        limit: apiParams?.limit ?? 10,
      })
    : [];
  return { ...props, leaders };
};
