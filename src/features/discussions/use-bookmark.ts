import { useSWRConfig } from "swr";
import { apiClient } from "../../../runtime/api/api-client";
import { t, msg } from "../../../runtime/i18n/t";
import { useToast } from "../../ui/toasts/use-toast";
import { useOptimisticToggle } from "../../ui/use-optimistic-toggle";

/** The toast of a failed bookmark (content spec §4). */
export const BOOKMARK_ERROR_TEXT = msg("There was a problem bookmarking this discussion.");

/** A discussion's bookmark toggle. */
export interface BookmarkState {
  isBookmarked: boolean;
  isPending: boolean;
  toggle(): Promise<void>;
}

/**
 * Bookmarks or unbookmarks a discussion with `PUT /discussions/{id}/bookmark` (content spec §4):
 * applied at once, the toggle disabled while pending, reverted on failure with a dismissible toast.
 * Cached discussion lists are revalidated after a success.
 */
export function useBookmark(discussionID: number, initiallyBookmarked: boolean): BookmarkState {
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const {
    value: isBookmarked,
    isPending,
    change,
  } = useOptimisticToggle(initiallyBookmarked, [discussionID, initiallyBookmarked]);

  function toggle(): Promise<void> {
    const next = !isBookmarked;
    return change(
      next,
      async () => {
        const { data } = await apiClient.put<{ bookmarked?: unknown }>(
          `discussions/${discussionID}/bookmark`,
          {
            body: { bookmarked: next },
          },
        );
        void mutate((key) => typeof key === "string" && key.startsWith("discussions"));
        const bookmarked = data?.bookmarked;
        return typeof bookmarked === "boolean" ? () => bookmarked : undefined;
      },
      () => toast.add({ body: t(BOOKMARK_ERROR_TEXT), dismissible: true }),
    );
  }

  return { isBookmarked, isPending, toggle };
}
