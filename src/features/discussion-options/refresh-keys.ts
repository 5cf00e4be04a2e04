/**
 * The swr key the post page reads its discussion under (the same expansions the page's hydrator
 * preloads), so a moderation action can fetch it again (content spec §4).
 */
export function discussionKey(discussionID: number): string {
  return `discussions/${discussionID}?expand=reactions,insertUser.signature`;
}

/** True for any cached GET of this discussion (`discussions/{id}`, with or without a query). */
export function isDiscussionKey(key: unknown, discussionID: number): boolean {
  if (typeof key !== "string") return false;
  const path = `discussions/${discussionID}`;
  return key === path || key.startsWith(`${path}?`);
}

/** True for any cached page of a discussion list (`discussions?...`, `discussions/bookmarked?...`). */
export function isDiscussionListKey(key: unknown): boolean {
  return (
    typeof key === "string" && (key.startsWith("discussions?") || key.startsWith("discussions/bookmarked"))
  );
}

/** True for any cached page of a discussion's comments. */
export function isCommentsKey(key: unknown, discussionID: number): boolean {
  return typeof key === "string" && key.startsWith(`comments?discussionID=${discussionID}&`);
}

/**
 * True for any cached page layout (`layouts/lookup-hydrate?...`): the server hydrates a page's
 * breadcrumbs, side panels and assets from the discussion's state, so after a move or a close the
 * page on screen is asked for again and every part of it follows.
 */
export function isLayoutKey(key: unknown): boolean {
  return typeof key === "string" && key.startsWith("layouts/lookup-hydrate?");
}
