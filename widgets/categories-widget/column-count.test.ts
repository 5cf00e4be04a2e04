import { describe, expect, it } from "vitest";
import { columnCountOf } from "./column-count";

describe("columnCountOf (shell spec §9 home widget columns)", () => {
  it("uses 3 columns by default and 1 for lists", () => {
    expect(columnCountOf({})).toBe(3);
    expect(columnCountOf({ containerOptions: { displayType: "list", maxColumnCount: 3 } })).toBe(1);
  });

  it("allows 4 for image and background types, and never more than the limit", () => {
    expect(columnCountOf({ itemOptions: { contentType: "title-background" } })).toBe(4);
    expect(columnCountOf({ containerOptions: { maxColumnCount: 4 } })).toBe(3);
    expect(columnCountOf({ containerOptions: { maxColumnCount: 2 } })).toBe(2);
  });
});
