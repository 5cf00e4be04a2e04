import type { CategoryHeaderWidgetProps } from "../../../schemas/widgets/category-header-widget.schema";
import type { WidgetHydrator } from "../types";
import { getCategory } from "../../services/categories/categories";

/**
 * Fills a CategoryHeaderWidget with the category page's category (name, description, colour, icon,
 * banner and whether the viewer follows it). Off a category page it is left as it is and the widget
 * shows nothing.
 */
export const hydrateCategoryHeaderWidget: WidgetHydrator = async (props, ctx) => {
  if (ctx.recordType !== "category" || ctx.recordID <= 0) return props;
  const category = await getCategory(ctx.db, ctx.viewer, ctx.recordID);
  const header: CategoryHeaderWidgetProps["category"] = {
    categoryID: category.categoryID,
    name: category.name,
    description: category.description,
    color: category.color ?? null,
    iconUrl: category.iconUrl ?? null,
    bannerUrl: category.bannerUrl ?? null,
    ...(category.followed !== undefined ? { followed: category.followed } : {}),
  };
  return { ...props, category: header };
};
