import { defineWidget } from "../../runtime/registry/define-widget";
import type { CategoryHeaderWidgetProps } from "../../schemas/widgets/category-header-widget.schema";

/** CategoryHeaderWidget: a category page's heading, description, banner image and follow button. */
export const categoryHeaderWidget = defineWidget<CategoryHeaderWidgetProps>({
  type: "CategoryHeaderWidget",
  load: () => import("./CategoryHeaderWidget"),
  label: "Category header",
  skeletonHeight: 80,
});
