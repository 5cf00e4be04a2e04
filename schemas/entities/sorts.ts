/*
 * The sorts of lists, apart from the entity schemas that name them: the browser's first load reads
 * them, and a module shared with the layout editor's catalog would bring every schema in it along.
 */

/** Discussion list sorts (content spec §3); the first is the default. */
export const discussionSorts = [
  "-dateLastComment",
  "-dateInserted",
  "-score",
  "-hot",
  "dateInserted",
] as const;
/** One discussion list sort. */
export type DiscussionSort = (typeof discussionSorts)[number];

/** Comment sorts (content spec §3); the first is the default. */
export const commentSorts = ["dateInserted", "-dateInserted", "-score", "-experimentalTrending"] as const;
/** One comment sort. */
export type CommentSort = (typeof commentSorts)[number];
