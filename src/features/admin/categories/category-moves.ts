import type { CategoryPatch } from "../../../../schemas/entities/category.schema";

/** What the moves need of a category. */
export interface TreeItem {
  categoryID: number;
  parentCategoryID: number | null;
}

/** The ways a category moves by keyboard or button (a drop is {@link dropBefore}). */
export type CategoryMove = "up" | "down" | "indent" | "outdent";

/** A move's call and where the category lands: its position (from 1) among `count` siblings. */
export interface PlannedMove {
  patch: Required<Pick<CategoryPatch, "sort">> & Pick<CategoryPatch, "parentCategoryID">;
  position: number;
  count: number;
}

/** The children of `parentID` among `rows` (tree order keeps siblings in their order). */
export function siblingsOf<T extends TreeItem>(rows: readonly T[], parentID: number | null): T[] {
  return rows.filter((row) => row.parentCategoryID === parentID);
}

/** Whether `candidateID` is `categoryID` or below it. */
export function isWithin(rows: readonly TreeItem[], categoryID: number, candidateID: number): boolean {
  const byID = new Map(rows.map((row) => [row.categoryID, row]));
  for (let current = byID.get(candidateID); current;) {
    if (current.categoryID === categoryID) return true;
    current = current.parentCategoryID === null ? undefined : byID.get(current.parentCategoryID);
  }
  return false;
}

/**
 * Where a move takes a category: up or down one place among its siblings, under the sibling above
 * it (indent, as its last child), or out of its parent to just after it (outdent). Null when the
 * move is not possible from where it is (the first can't go up, a top category can't go out…).
 */
export function planMove(
  rows: readonly TreeItem[],
  categoryID: number,
  move: CategoryMove,
): PlannedMove | null {
  const row = rows.find((r) => r.categoryID === categoryID);
  if (!row) return null;
  const siblings = siblingsOf(rows, row.parentCategoryID);
  const index = siblings.findIndex((s) => s.categoryID === categoryID);
  switch (move) {
    case "up":
      return index > 0 ? { patch: { sort: index - 1 }, position: index, count: siblings.length } : null;
    case "down":
      return index < siblings.length - 1
        ? { patch: { sort: index + 1 }, position: index + 2, count: siblings.length }
        : null;
    case "indent": {
      const above = siblings[index - 1];
      if (!above) return null;
      const count = siblingsOf(rows, above.categoryID).length + 1;
      return { patch: { parentCategoryID: above.categoryID, sort: count - 1 }, position: count, count };
    }
    case "outdent": {
      if (row.parentCategoryID === null) return null;
      const parent = rows.find((r) => r.categoryID === row.parentCategoryID);
      if (!parent) return null;
      const outer = siblingsOf(rows, parent.parentCategoryID);
      const at = outer.findIndex((s) => s.categoryID === parent.categoryID) + 1;
      return {
        patch: { parentCategoryID: parent.parentCategoryID, sort: at },
        position: at + 1,
        count: outer.length + 1,
      };
    }
  }
}

/**
 * Where dropping a dragged category on `targetID` takes it: just before the target, among the
 * target's siblings. Null for a drop on itself or below itself.
 */
export function dropBefore(
  rows: readonly TreeItem[],
  draggedID: number,
  targetID: number,
): PlannedMove | null {
  const target = rows.find((r) => r.categoryID === targetID);
  if (!target || isWithin(rows, draggedID, targetID)) return null;
  const siblings = siblingsOf(rows, target.parentCategoryID).filter((s) => s.categoryID !== draggedID);
  const at = siblings.findIndex((s) => s.categoryID === targetID);
  return {
    patch: { parentCategoryID: target.parentCategoryID, sort: at },
    position: at + 1,
    count: siblings.length + 1,
  };
}
