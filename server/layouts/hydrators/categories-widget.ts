import type { CategoriesWidgetProps } from "../../../schemas/widgets/categories-widget.schema";
import type { WidgetHydrator } from "../types";
import { listCategories, loadVisibleCategories, withDescendants } from "../../services/categories/categories";
import { loadLastPosts, withLastPosts } from "../../services/discussions/category-last-posts";

/**
 * Preloads a CategoriesWidget's `itemData`: a chosen set (`apiParams.categoryID`), the followed
 * ones, the children of `apiParams.parentCategoryID`, or the top level; only categories the viewer
 * can see; `apiParams.childrenOfPage` lists the category page's subcategories. `apiParams.maxDepth` above 1 nests subcategories under their parents (a tree), and
 * `expand: ["lastPost"]` adds each one's newest discussion, found for all of them in one query.
 */
export const hydrateCategoriesWidget: WidgetHydrator = async (props, ctx) => {
  const { apiParams = {} } = props as CategoriesWidgetProps;
  const pageCategoryID = ctx.recordType === "category" && ctx.recordID > 0 ? ctx.recordID : undefined;
  // A category page's subcategories: nothing to show on another page.
  if (apiParams.childrenOfPage && pageCategoryID === undefined) return { ...props, itemData: [] };
  const parentCategoryID = apiParams.childrenOfPage ? pageCategoryID : apiParams.parentCategoryID;
  const maxDepth = apiParams.maxDepth ?? 1;
  const isChosen = (apiParams.categoryID?.length ?? 0) > 0 || apiParams.followed === true;
  const categories = await listCategories(ctx.db, ctx.viewer, {
    outputFormat: maxDepth > 1 && !isChosen ? "tree" : "flat",
    maxDepth,
    ...(apiParams.categoryID?.length ? { categoryID: apiParams.categoryID } : {}),
    ...(apiParams.followed ? { followed: true } : {}),
    ...(parentCategoryID !== undefined ? { parentCategoryID } : {}),
  });
  if (!apiParams.expand?.includes("lastPost")) return { ...props, itemData: categories };
  const visible = await loadVisibleCategories(ctx.db, ctx.viewer);
  const posts = await loadLastPosts(
    ctx.db,
    ctx.viewer,
    visible.map((row) => row.categoryID),
  );
  const itemData = withLastPosts(categories, posts, (id) => withDescendants(visible, id));
  return { ...props, itemData };
};
