import { describe, expect, it } from "vitest";
import { findUnbalancedCssBlock } from "./css-blocks";

describe("findUnbalancedCssBlock", () => {
  it("accepts nested blocks, and braces in comments, strings and escapes", () => {
    const css = [
      ".a { color: red; }",
      '@media (width > 600px) { .b { content: "}"; } }',
      "/* } { */ .c::after { content: '{'; }",
      ".d\\} { color: blue; }",
    ].join("\n");
    expect(findUnbalancedCssBlock(css)).toBeNull();
  });

  it("finds a brace that closes a block nobody opened: the way out of the fragment's scope", () => {
    expect(findUnbalancedCssBlock(".a { color: red; }\n} body { display: none; }")).toEqual({
      line: 2,
      column: 1,
      kind: "close",
    });
  });

  it("finds a block left open", () => {
    expect(findUnbalancedCssBlock(".a { color: red; }\n.b {")).toEqual({ line: 2, column: 4, kind: "open" });
  });
});
