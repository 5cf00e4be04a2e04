import { defineWidget } from "../../runtime/registry/define-widget";
import type { CategoryFollowWidgetProps } from "../../schemas/widgets/category-follow-widget.schema";

/** CategoryFollowWidget: Follow/Following for a category page (shell spec §2 layout widgets). */
export const categoryFollowWidget = defineWidget<CategoryFollowWidgetProps>({
  type: "CategoryFollowWidget",
  load: () => import("./CategoryFollowWidget"),
  label: "Category follow",
  skeletonHeight: 40,
});
