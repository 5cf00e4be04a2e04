import type { CategoryFollowWidgetProps } from "../../../schemas/widgets/category-follow-widget.schema";
import type { WidgetHydrator } from "../types";
import { getCategory } from "../../services/categories/categories";

/**
 * Fills a CategoryFollowWidget with its category (the definition's `categoryID`, else the category
 * page's record) and whether the viewer follows it. Without a category it is left as it is and the
 * widget shows nothing.
 */
export const hydrateCategoryFollowWidget: WidgetHydrator = async (props, ctx) => {
  const typed = props as CategoryFollowWidgetProps;
  const categoryID =
    typed.categoryID ?? (ctx.recordType === "category" && ctx.recordID > 0 ? ctx.recordID : undefined);
  if (categoryID === undefined) return props;
  const category = await getCategory(ctx.db, ctx.viewer, categoryID);
  return { ...props, categoryID, categoryName: category.name, isFollowed: category.followed ?? false };
};
