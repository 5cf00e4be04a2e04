import { defineWidget } from "../../runtime/registry/define-widget";
import type { CategoriesWidgetProps } from "../../schemas/widgets/categories-widget.schema";

/** CategoriesWidget: categories as a grid, a list or links (shell spec §2 home widgets). */
export const categoriesWidget = defineWidget<CategoriesWidgetProps>({
  type: "CategoriesWidget",
  load: () => import("./CategoriesWidget"),
  label: "Categories",
  skeletonHeight: 300,
});
