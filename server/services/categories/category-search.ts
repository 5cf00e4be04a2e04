import type { Kysely } from "kysely";
import type { Category } from "../../../schemas/entities/category.schema";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { canStartDiscussionIn } from "../discussions/discussion-write-checks";
import {
  categoryUrl,
  followedCategoryIDs,
  loadFollowerCounts,
  loadVisibleCategories,
  presentCategory,
} from "./categories";

/** The default and the largest number of categories a search answers. */
export const CATEGORY_SEARCH_LIMIT = 50;

/**
 * Categories the viewer can see whose name contains `query` (case-insensitive), names starting with
 * it first, then in tree order; each with its breadcrumbs (ancestors, then itself), so a picker can
 * tell two "General" categories apart. An empty query answers nothing (content spec §5), except with
 * `filterDiscussionsAdd`: then only the categories the viewer may start discussions in are answered,
 * all of them (up to the limit) for an empty query.
 */
export async function searchCategories(
  db: Kysely<Database>,
  viewer: Viewer,
  query: { query?: string; limit?: number; filterDiscussionsAdd?: boolean },
): Promise<Category[]> {
  const text = (query.query ?? "").trim().toLowerCase();
  // The post form's picker lists where the member may post before anything is typed.
  if (text === "" && !query.filterDiscussionsAdd) return [];
  const limit = Math.min(
    CATEGORY_SEARCH_LIMIT,
    Math.max(1, Math.floor(query.limit ?? CATEGORY_SEARCH_LIMIT)),
  );
  // The visible set is loaded whole anyway (permissions are checked per row), so matching in memory
  // costs no extra query.
  const [visible, followers] = await Promise.all([loadVisibleCategories(db, viewer), loadFollowerCounts(db)]);
  const followed = viewer.userID > 0 ? await followedCategoryIDs(db, viewer.userID) : null;
  const byID = new Map(visible.map((row) => [row.categoryID, row]));
  const matches = visible
    .map((row, order) => ({ row, order, name: row.name.toLowerCase() }))
    .filter((entry) => entry.name.includes(text))
    .filter((entry) => !query.filterDiscussionsAdd || canStartDiscussionIn(viewer, entry.row))
    .sort((a, b) => Number(b.name.startsWith(text)) - Number(a.name.startsWith(text)) || a.order - b.order)
    .slice(0, limit);
  return matches.map(({ row }) => {
    const breadcrumbs: { name: string; url: string }[] = [];
    for (
      let at = byID.get(row.categoryID);
      at;
      at = at.parentCategoryID === null ? undefined : byID.get(at.parentCategoryID)
    ) {
      breadcrumbs.unshift({ name: at.name, url: categoryUrl(at.categoryID) });
    }
    return { ...presentCategory(row, visible, followed, followers), breadcrumbs };
  });
}
