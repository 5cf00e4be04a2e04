import { useState } from "react";
import { useSWRConfig } from "swr";
import { apiClient } from "../../../runtime/api/api-client";
import { t, msg } from "../../../runtime/i18n/t";
import { useToast } from "../../ui/toasts/use-toast";

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
  const [source, setSource] = useState({ discussionID, initiallyBookmarked });
  const [isBookmarked, setIsBookmarked] = useState(initiallyBookmarked);
  const [isPending, setIsPending] = useState(false);
  // Another discussion (or a fresh record) replaces the local state, in render as React advises.
  if (source.discussionID !== discussionID || source.initiallyBookmarked !== initiallyBookmarked) {
    setSource({ discussionID, initiallyBookmarked });
    setIsBookmarked(initiallyBookmarked);
  }

  async function toggle(): Promise<void> {
    if (isPending) return;
    const previous = isBookmarked;
    setIsBookmarked(!previous);
    setIsPending(true);
    try {
      const { data } = await apiClient.put<{ bookmarked?: unknown }>(`discussions/${discussionID}/bookmark`, {
        body: { bookmarked: !previous },
      });
      if (typeof data?.bookmarked === "boolean") setIsBookmarked(data.bookmarked);
      void mutate((key) => typeof key === "string" && key.startsWith("discussions"));
    } catch {
      setIsBookmarked(previous);
      toast.add({ body: t(BOOKMARK_ERROR_TEXT), dismissible: true });
    } finally {
      setIsPending(false);
    }
  }

  return { isBookmarked, isPending, toggle };
}
