import { defineWidget } from "../../runtime/registry/define-widget";
import type { TagWidgetProps } from "../../schemas/widgets/tag-widget.schema";

/** TagWidget: the most used tags, each linking to its discussions (shell spec §2 layout widgets). */
export const tagWidget = defineWidget<TagWidgetProps>({
  type: "TagWidget",
  load: () => import("./TagWidget"),
  label: "Tags",
  skeletonHeight: 120,
});
