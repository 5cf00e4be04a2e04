import { DEFAULT_COMMENT_SORT } from "./comment-sorts";

/** Where a discussion page is: its path (maybe a slug, a /p{n} or a comment permalink) and query. */
export interface DiscussionPageLocation {
  discussionID: number;
  pathname: string;
  /** The current query string (with or without "?"); its params are kept. */
  search: string;
}

/**
 * The URL of a page of a discussion's comments (content spec §2): pages above 1 push `/p{n}` onto the
 * discussion's path (slug kept), the query string is kept, and the sort is synced to it with the
 * default left out. A comment permalink's pages are the discussion's own.
 */
export function discussionPageUrl(
  location: DiscussionPageLocation,
  change: { page: number; sort?: string },
): string {
  const isPermalink = /^\/discussion\/comment\//i.test(location.pathname);
  const base = isPermalink
    ? `/discussion/${location.discussionID}`
    : location.pathname.replace(/\/+$/, "").replace(/\/p\d+$/i, "");
  const params = new URLSearchParams(location.search.replace(/^\?/, ""));
  params.delete("page");
  if (change.sort !== undefined) {
    if (change.sort === DEFAULT_COMMENT_SORT) params.delete("sort");
    else params.set("sort", change.sort);
  }
  const path = change.page > 1 ? `${base}/p${change.page}` : base;
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The anchor of a comment (content spec §2 draft links: anchor Comment_{id}). */
export function commentAnchorID(commentID: number): string {
  return `Comment_${commentID}`;
}
