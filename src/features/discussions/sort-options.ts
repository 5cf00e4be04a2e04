import { discussionSorts, type DiscussionSort } from "../../../schemas/entities/sorts";
import { msg } from "../../../runtime/i18n/t";

/** The default discussion sort (content spec §3); it is left out of URLs. */
export const DEFAULT_DISCUSSION_SORT: DiscussionSort = "-dateLastComment";

/** The discussion sorts of content spec §3 with their labels (English keys for `t`). */
export const discussionSortOptions: readonly { value: DiscussionSort; label: string }[] = [
  { value: "-dateLastComment", label: msg("Recently Commented") },
  { value: "-dateInserted", label: msg("Recently Added") },
  { value: "-score", label: msg("Top") },
  { value: "-hot", label: msg("Hot") },
  { value: "dateInserted", label: msg("Oldest") },
];

/** True for one of the sorts of content spec §3. */
export function isDiscussionSort(value: unknown): value is DiscussionSort {
  return (discussionSorts as readonly unknown[]).includes(value);
}
