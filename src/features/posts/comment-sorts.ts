import { commentSorts, type CommentSort } from "../../../schemas/entities/sorts";
import { msg } from "../../../runtime/i18n/t";

/** The default comment sort (content spec §3: the first listed). */
export const DEFAULT_COMMENT_SORT: CommentSort = "dateInserted";

/** The comment sorts with their labels, in content spec §3 order. */
export const commentSortOptions: ReadonlyArray<{ value: CommentSort; label: string }> = [
  { value: "dateInserted", label: msg("Oldest") },
  { value: "-dateInserted", label: msg("Newest") },
  { value: "-score", label: msg("Top") },
  { value: "-experimentalTrending", label: msg("Trending") },
];

/** True for one of the comment sorts of content spec §3. */
export function isCommentSort(value: unknown): value is CommentSort {
  return typeof value === "string" && (commentSorts as readonly string[]).includes(value);
}
