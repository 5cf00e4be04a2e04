import { commentSorts, type CommentSort } from "../../../schemas/entities/comment.schema";

/** The default comment sort (content spec §3: the first listed). */
export const DEFAULT_COMMENT_SORT: CommentSort = "dateInserted";

/** The comment sorts with their labels, in content spec §3 order. */
export const commentSortOptions: ReadonlyArray<{ value: CommentSort; label: string }> = [
  { value: "dateInserted", label: "Oldest" },
  { value: "-dateInserted", label: "Newest" },
  { value: "-score", label: "Top" },
  { value: "-experimentalTrending", label: "Trending" },
];

/** True for one of the comment sorts of content spec §3. */
export function isCommentSort(value: unknown): value is CommentSort {
  return typeof value === "string" && (commentSorts as readonly string[]).includes(value);
}
