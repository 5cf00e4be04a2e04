import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { isCommentsKey, isDiscussionKey, isDiscussionListKey, isLayoutKey } from "./refresh-keys";

/** What {@link useRefreshDiscussion} refetches besides the discussion lists. */
export interface RefreshScope {
  /** The discussion's own reads; false after a delete, when there is nothing left to read. */
  withRecord?: boolean;
  /** Its comment pages (after a comment was deleted or split off). */
  withComments?: boolean;
}

/**
 * Fetches a discussion again after a moderation action (content spec §4): every cached read of the
 * record (the post page's), every cached discussion list page and the page's layout (its breadcrumbs
 * and panels, hydrated from the record), and its comment pages on request.
 * After a delete only the lists are fetched again, so the deleted discussion leaves them (its page
 * is left, not asked for again).
 */
export function useRefreshDiscussion(discussionID: number): (scope?: RefreshScope) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (scope: RefreshScope = {}) => {
      await mutate(
        (key) =>
          (scope.withRecord !== false && isDiscussionKey(key, discussionID)) ||
          isDiscussionListKey(key) ||
          (scope.withRecord !== false && isLayoutKey(key)) ||
          (scope.withComments === true && isCommentsKey(key, discussionID)),
      );
    },
    [mutate, discussionID],
  );
}
