import { useSWRConfig } from "swr";
import type { CategoryFollow } from "../../../schemas/entities/category.schema";
import { apiClient } from "../../../runtime/api/api-client";
import { useOptimisticToggle } from "../../ui/use-optimistic-toggle";

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
  const {
    value: isFollowed,
    isPending,
    hasFailed: hasError,
    change,
  } = useOptimisticToggle(initiallyFollowed, [categoryID, initiallyFollowed]);

  function toggle(): Promise<void> {
    const next = !isFollowed;
    return change(next, async () => {
      const { data } = await apiClient.put<CategoryFollow>(`categories/${categoryID}/follow`, {
        body: { followed: next },
      });
      void mutate((key) => typeof key === "string" && key.startsWith("categories"));
      return () => data.followed;
    });
  }

  return { isFollowed, isPending, hasError, toggle };
}
