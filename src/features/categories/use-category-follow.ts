import { useCallback, useState } from "react";
import { useSWRConfig } from "swr";
import type { CategoryFollow } from "../../../schemas/entities/category.schema";
import { apiClient } from "../../../runtime/api/api-client";

/** The state of a category follow toggle. */
export interface CategoryFollowState {
  isFollowed: boolean;
  isPending: boolean;
  /** Set when the last change failed (and was rolled back). */
  hasError: boolean;
  toggle: () => Promise<void>;
}

/**
 * Follows or unfollows a category through `PUT /categories/{id}/follow`. The change shows at once and
 * is rolled back when the call fails (ARCHITECTURE "Optimistic writes roll back"); cached category
 * lists are revalidated after a success (DECISIONS swr: mutate after every write).
 */
export function useCategoryFollow(categoryID: number, initiallyFollowed: boolean): CategoryFollowState {
  const { mutate } = useSWRConfig();
  const [source, setSource] = useState({ categoryID, initiallyFollowed });
  const [isFollowed, setFollowed] = useState(initiallyFollowed);
  const [isPending, setPending] = useState(false);
  const [hasError, setError] = useState(false);
  // New props (another page's category) replace the local state, as React's docs advise, in render.
  if (source.categoryID !== categoryID || source.initiallyFollowed !== initiallyFollowed) {
    setSource({ categoryID, initiallyFollowed });
    setFollowed(initiallyFollowed);
    setError(false);
  }

  const toggle = useCallback(async () => {
    if (isPending) return;
    const previous = isFollowed;
    setFollowed(!previous);
    setPending(true);
    setError(false);
    try {
      const { data } = await apiClient.put<CategoryFollow>(`categories/${categoryID}/follow`, {
        body: { followed: !previous },
      });
      setFollowed(data.followed);
      void mutate((key) => typeof key === "string" && key.startsWith("categories"));
    } catch {
      setFollowed(previous);
      setError(true);
    } finally {
      setPending(false);
    }
  }, [categoryID, isFollowed, isPending, mutate]);

  return { isFollowed, isPending, hasError, toggle };
}
