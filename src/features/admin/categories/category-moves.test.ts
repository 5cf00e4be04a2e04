import { describe, expect, it } from "vitest";
import { dropBefore, isWithin, planMove, type TreeItem } from "./category-moves";

// 1 ─ 2 ─ 4
//   └ 3
// 5
const rows: TreeItem[] = [
  { categoryID: 1, parentCategoryID: null },
  { categoryID: 2, parentCategoryID: 1 },
  { categoryID: 4, parentCategoryID: 2 },
  { categoryID: 3, parentCategoryID: 1 },
  { categoryID: 5, parentCategoryID: null },
];

describe("planMove", () => {
  it("moves up and down among siblings, and not past either end", () => {
    expect(planMove(rows, 3, "up")).toEqual({ patch: { sort: 0 }, position: 1, count: 2 });
    expect(planMove(rows, 2, "down")).toEqual({ patch: { sort: 1 }, position: 2, count: 2 });
    expect(planMove(rows, 2, "up")).toBeNull();
    expect(planMove(rows, 5, "down")).toBeNull();
  });

  it("indents under the sibling above as its last child, and outdents to just after the parent", () => {
    expect(planMove(rows, 3, "indent")).toEqual({
      patch: { parentCategoryID: 2, sort: 1 },
      position: 2,
      count: 2,
    });
    expect(planMove(rows, 2, "indent")).toBeNull();
    expect(planMove(rows, 4, "outdent")).toEqual({
      patch: { parentCategoryID: 1, sort: 1 },
      position: 2,
      count: 3,
    });
    expect(planMove(rows, 1, "outdent")).toBeNull();
  });
});

describe("dropBefore", () => {
  it("puts the dragged category just before the target, among the target's siblings", () => {
    expect(dropBefore(rows, 5, 3)).toEqual({
      patch: { parentCategoryID: 1, sort: 1 },
      position: 2,
      count: 3,
    });
    expect(dropBefore(rows, 3, 2)).toEqual({
      patch: { parentCategoryID: 1, sort: 0 },
      position: 1,
      count: 2,
    });
  });

  it("refuses a drop on the category itself or below it", () => {
    expect(isWithin(rows, 1, 4)).toBe(true);
    expect(dropBefore(rows, 1, 4)).toBeNull();
    expect(dropBefore(rows, 2, 2)).toBeNull();
  });
});
