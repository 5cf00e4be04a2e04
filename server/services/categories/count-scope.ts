import type { CategoryScope } from "./categories";

/**
 * How to count a viewer's share of stored totals (a member's posts, a tag's discussions):
 * `stored` when the viewer sees every category; otherwise count the rows in the smaller side of the
 * split, either the visible categories (`count`) or the hidden ones, subtracted from the stored
 * total (`subtract`). Hidden categories are usually a small staff area, so subtracting them reads few
 * rows; a site that shows guests one public category counts that one instead.
 */
export type VisibleCountPlan =
  { mode: "stored" } | { mode: "count"; categoryIDs: number[] } | { mode: "subtract"; categoryIDs: number[] };

/** Picks the cheaper way to count what a viewer may see, by the categories' stored post counts. */
export function planVisibleCount(scope: CategoryScope): VisibleCountPlan {
  if (scope.hidden.length === 0) return { mode: "stored" };
  const weight = (rows: CategoryScope["hidden"]) =>
    rows.reduce((sum, row) => sum + row.countDiscussions + row.countComments, 0);
  return weight(scope.hidden) <= weight(scope.visible)
    ? { mode: "subtract", categoryIDs: scope.hidden.map((row) => row.categoryID) }
    : { mode: "count", categoryIDs: scope.visible.map((row) => row.categoryID) };
}
