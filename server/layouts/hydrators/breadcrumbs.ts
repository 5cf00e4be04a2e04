import { categoryUrl, loadVisibleCategories } from "../../services/categories";
import type { WidgetHydrator } from "../types";

/** Crumb names of the list pages (the default navigation's labels, shell spec §2). */
const listCrumbs: Record<string, { name: string; url: string }> = {
  discussionList: { name: "Posts", url: "/discussions" },
  categoryList: { name: "Categories", url: "/categories" },
};

/**
 * Breadcrumbs without `crumbs` of their own get the path to the page: Home, then the list page, or
 * for a category page its ancestors the viewer may see.
 */
export const hydrateBreadcrumbs: WidgetHydrator = async (props, ctx) => {
  if (Array.isArray(props.crumbs)) return props;
  const crumbs = [{ name: "Home", url: "/" }];
  if (ctx.recordType === "category" && Number.isInteger(ctx.recordID) && ctx.recordID > 0) {
    const rows = await loadVisibleCategories(ctx.db, ctx.viewer);
    const byID = new Map(rows.map((row) => [row.categoryID, row]));
    const chain = [];
    for (
      let row = byID.get(ctx.recordID);
      row && chain.length < 20;
      row = byID.get(row.parentCategoryID ?? -1)
    ) {
      chain.unshift({ name: row.name, url: categoryUrl(row.categoryID) });
    }
    crumbs.push({ name: "Categories", url: "/categories" }, ...chain);
  } else {
    const list = listCrumbs[ctx.layoutViewType];
    if (list) crumbs.push(list);
  }
  return { ...props, crumbs };
};
