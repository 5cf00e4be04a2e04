/*
 * What the built-in widgets read when their definition leaves a prop out, apart from the widgets'
 * schemas: the widgets run on the first load, and a schema module they imported a default from would
 * travel with them whole as soon as the layout editor's catalog uses it too.
 */

/** Banner layout defaults of shell spec §9 "Banner and widgets". */
export const bannerDefaults = {
  minHeight: 50,
  contentWidth: 550,
  searchMaxWidth: 705,
  logoWidth: 300,
  rightImageMinWidth: 500,
} as const;

/**
 * What discussion widgets expand in their lists; the server's preloaded page and the client's later
 * pages ask for the same, so every page looks alike.
 */
export const discussionWidgetExpand = ["insertUser", "lastUser", "category", "tags", "excerpt"] as const;

/** The page size of DiscussionsWidget when its definition gives none. */
export const DISCUSSIONS_WIDGET_DEFAULT_LIMIT = 10;

/** The page size of the discussion list pages when the definition gives none (Vanilla's 30). */
export const DISCUSSION_LIST_DEFAULT_LIMIT = 30;

/** Comments per page of the thread when the definition gives none (Vanilla's 30). */
export const COMMENT_THREAD_DEFAULT_LIMIT = 30;

/** The counts a site totals widget shows when its definition names none. */
export const defaultSiteTotalCounts = [
  { recordType: "user", label: "Members" },
  { recordType: "discussion", label: "Discussions" },
  { recordType: "comment", label: "Comments" },
] as const;

/** The number of feed items an RSSWidget shows unless its definition says otherwise. */
export const DEFAULT_RSS_LIMIT = 5;

/** The HTML widget's default frame height in px. */
export const HTML_WIDGET_DEFAULT_HEIGHT = 300;

/** Content-banner minimum height: 120 by default, kept between 80 and 180 (shell spec §5, §9). */
export const contentBannerHeight = { default: 120, min: 80, max: 180 } as const;

/** A content banner's minimum height: the default when absent, otherwise clamped to 80..180. */
export function contentBannerMinHeight(minHeight: number | undefined): number {
  if (minHeight === undefined || !Number.isFinite(minHeight)) return contentBannerHeight.default;
  return Math.min(contentBannerHeight.max, Math.max(contentBannerHeight.min, minHeight));
}
