import type { CategoriesWidgetProps } from "../../../schemas/widgets/categories-widget.schema";
import type { WidgetHydrator } from "../types";
import { listCategories } from "../../services/categories";

/**
 * Preloads a CategoriesWidget's `itemData`: a chosen set (`apiParams.categoryID`), the followed
 * ones, the children of `apiParams.parentCategoryID`, or the top level; only categories the viewer
 * can see.
 */
export const hydrateCategoriesWidget: WidgetHydrator = async (props, ctx) => {
  const { apiParams = {} } = props as CategoriesWidgetProps;
  const itemData = await listCategories(ctx.db, ctx.viewer, {
    outputFormat: "flat",
    maxDepth: 1,
    ...(apiParams.categoryID?.length ? { categoryID: apiParams.categoryID } : {}),
    ...(apiParams.followed ? { followed: true } : {}),
    ...(apiParams.parentCategoryID !== undefined ? { parentCategoryID: apiParams.parentCategoryID } : {}),
  });
  return { ...props, itemData };
};
