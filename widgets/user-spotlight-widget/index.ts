import { defineWidget } from "../../runtime/registry/define-widget";
import type { UserSpotlightWidgetProps } from "../../schemas/widgets/user-spotlight-widget.schema";

/** UserSpotlightWidget: one featured member (shell spec §2 layout widgets). */
export const userSpotlightWidget = defineWidget<UserSpotlightWidgetProps>({
  type: "UserSpotlightWidget",
  load: () => import("./UserSpotlightWidget"),
  label: "User spotlight",
  skeletonHeight: 160,
});
