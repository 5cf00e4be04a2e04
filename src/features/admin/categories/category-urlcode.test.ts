import { describe, expect, it } from "vitest";
import { urlcodeFrom } from "./category-urlcode";

describe("a new category's URL code made from its name", () => {
  it("drops accents and symbols and joins words with dashes", () => {
    expect(urlcodeFrom("Café & Chat")).toBe("cafe-chat");
    expect(urlcodeFrom("  Quiet corner 2026 ")).toBe("quiet-corner-2026");
  });
  it("answers 'category' for a name with no letter or digit it can keep", () => {
    expect(urlcodeFrom("日本語")).toBe("category");
  });
});
