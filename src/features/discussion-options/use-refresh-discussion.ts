import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { isCommentsKey, isDiscussionKey, isDiscussionListKey } from "./refresh-keys";

/** What {@link useRefreshDiscussion} refetches: the discussion and lists, plus its comment pages. */
export interface RefreshScope {
  withComments?: boolean;
}

/**
 * Fetches a discussion again after a moderation action (content spec §4): every cached read of the
 * record (the post page's) and every cached discussion list page, and its comment pages on request.
 */
export function useRefreshDiscussion(discussionID: number): (scope?: RefreshScope) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (scope: RefreshScope = {}) => {
      await mutate(
        (key) =>
          isDiscussionKey(key, discussionID) ||
          isDiscussionListKey(key) ||
          (scope.withComments === true && isCommentsKey(key, discussionID)),
      );
    },
    [mutate, discussionID],
  );
}
