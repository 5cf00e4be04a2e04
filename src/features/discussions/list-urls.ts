import { DEFAULT_DISCUSSION_SORT } from "./sort-options";

/** Where a discussion list page is: a category page or `/discussions`, with the current query. */
export interface ListPageLocation {
  /** Set on a category page, whose pages are /categories/{id}/p{n}. */
  categoryID?: number;
  /** The current query string (with or without "?"); its params are kept. */
  search: string;
  /** The list's own path when it is not `/discussions` (the bookmarks page); paged by `page` like it. */
  path?: string;
}

/**
 * The URL of a page of a discussion list (content spec §2): category pages put the page in the path
 * (`/categories/{id}/p{n}`, page 1 without `/p1`), `/discussions` in the `page` param; other query
 * params are kept, and a sort equal to the default is left out. `status` sets the question filter
 * (Q&A addon); null removes it.
 */
export function discussionListUrl(
  location: ListPageLocation,
  change: { page: number; sort?: string; status?: string | null },
): string {
  const params = new URLSearchParams(location.search.replace(/^\?/, ""));
  params.delete("page");
  if (change.sort !== undefined) {
    if (change.sort === DEFAULT_DISCUSSION_SORT) params.delete("sort");
    else params.set("sort", change.sort);
  }
  if (change.status !== undefined) {
    if (change.status === null) params.delete("status");
    else params.set("status", change.status);
  }
  let path: string;
  if (location.categoryID !== undefined) {
    path = `/categories/${location.categoryID}${change.page > 1 ? `/p${change.page}` : ""}`;
  } else {
    path = location.path ?? "/discussions";
    if (change.page > 1) params.set("page", String(change.page));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The "View All" link of a discussions widget: `/discussions`, filtered by its category when set. */
export function viewAllUrl(categoryID: number | undefined): string {
  return categoryID === undefined ? "/discussions" : `/discussions?categoryID=${categoryID}`;
}
