import { defineWidget } from "../../runtime/registry/define-widget";
import type { LeaderboardWidgetProps } from "../../schemas/widgets/leaderboard-widget.schema";

/** LeaderboardWidget: top members by points or posts in a time slot (shell spec §2 layout widgets). */
export const leaderboardWidget = defineWidget<LeaderboardWidgetProps>({
  type: "LeaderboardWidget",
  load: () => import("./LeaderboardWidget"),
  label: "Leaderboard",
  skeletonHeight: 300,
});
