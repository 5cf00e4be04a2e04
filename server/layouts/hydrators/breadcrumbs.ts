import { categoryUrl, loadVisibleCategories } from "../../services/categories/categories";
import type { HydrateContext, WidgetHydrator } from "../types";
import { contentTranslator, translateCategory } from "../../services/translations/translations-content";
import { interfaceText, msg } from "../../services/translations/interface-text";

/** Crumb names of the list pages (the default navigation's labels, shell spec §2). */
const listCrumbs: Record<string, { name: string; url: string }> = {
  discussionList: { name: msg("Posts"), url: "/discussions" },
  categoryList: { name: msg("Categories"), url: "/categories" },
};

/** The category a post page (a discussion, or a comment permalink) sits in. */
async function postPageCategoryID(ctx: HydrateContext): Promise<number | undefined> {
  const discussionID = ctx.recordType === "discussion" ? ctx.recordID : ctx.params.discussionID;
  if (typeof discussionID !== "number" || !Number.isInteger(discussionID) || discussionID <= 0)
    return undefined;
  const row = await ctx.db
    .selectFrom("discussions")
    .select("categoryID")
    .where("discussionID", "=", discussionID)
    .executeTakeFirst();
  return row?.categoryID;
}

/**
 * Breadcrumbs without `crumbs` of their own get the path to the page: Home, then the list page, or
 * for a category page (and a post page: its discussion's category) the categories the viewer may see.
 */
export const hydrateBreadcrumbs: WidgetHydrator = async (props, ctx) => {
  if (Array.isArray(props.crumbs)) return props;
  // The crumbs of the site's own pages are interface strings, in the site's language.
  const text = (key: string) => interfaceText(ctx.config["ui.localeKey"], key);
  const crumbs = [{ name: text(msg("Home")), url: "/" }];
  const isPostPage = ctx.recordType === "discussion" || ctx.recordType === "comment";
  const categoryID = isPostPage
    ? await postPageCategoryID(ctx)
    : ctx.recordType === "category"
      ? ctx.recordID
      : -1;
  if (categoryID !== undefined && Number.isInteger(categoryID) && categoryID > 0) {
    const [rows, t] = await Promise.all([
      loadVisibleCategories(ctx.db, ctx.viewer),
      contentTranslator(ctx.db),
    ]);
    const byID = new Map(rows.map((row) => [row.categoryID, row]));
    const chain = [];
    for (
      let row = byID.get(categoryID);
      row && chain.length < 20;
      row = byID.get(row.parentCategoryID ?? -1)
    ) {
      chain.unshift({ name: translateCategory(t, row).name, url: categoryUrl(row.categoryID) });
    }
    crumbs.push({ name: text(msg("Categories")), url: "/categories" }, ...chain);
  } else {
    const list = listCrumbs[ctx.layoutViewType];
    if (list) crumbs.push({ ...list, name: text(list.name) });
  }
  return { ...props, crumbs };
};
