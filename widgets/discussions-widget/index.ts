import { defineWidget } from "../../runtime/registry/define-widget";
import type { DiscussionsWidgetProps } from "../../schemas/widgets/discussions-widget.schema";

/** DiscussionsWidget: discussions chosen by category, tag and sort (shell spec §2 layout widgets). */
export const discussionsWidget = defineWidget<DiscussionsWidgetProps>({
  type: "DiscussionsWidget",
  load: () => import("./DiscussionsWidget"),
  label: "Discussions",
  skeletonHeight: 400,
});
