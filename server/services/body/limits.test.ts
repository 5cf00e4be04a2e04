// @vitest-environment node
import { describe, expect, it } from "vitest";
import { BODY_LIMITS, checkBodyLimits } from "./limits";

const nestedRich2 = (levels: number) => {
  let node: object = { text: "deep" };
  for (let i = 0; i < levels; i++) node = { type: "blockquote", children: [node] };
  return JSON.stringify([node]);
};

describe("body limits (checked before any parsing)", () => {
  it("refuses deeply nested html with 400 tooDeep, in html and in markdown", () => {
    for (const format of ["html", "markdown"]) {
      expect(checkBodyLimits(`${"<div>".repeat(10_000)}x`, format)).toMatchObject({
        status: 400,
        error: { field: "body", code: "tooDeep" },
      });
    }
    expect(checkBodyLimits("<b>".repeat(10_000), "html")?.error.code).toBe("tooDeep");
  });

  it("counts legacy paragraphs without end tags as siblings, not as nesting", () => {
    expect(checkBodyLimits("<p>one".repeat(1_000), "html")).toBeUndefined();
    expect(checkBodyLimits("<ul>" + "<li>item".repeat(1_000) + "</ul>", "html")).toBeUndefined();
    expect(checkBodyLimits("line<br>".repeat(2_000) + "<img src=/a.png>", "html")).toBeUndefined();
  });

  it("refuses too many elements", () => {
    const flat = "<span>x</span>".repeat(BODY_LIMITS.elements + 1);
    expect(checkBodyLimits(flat, "html")?.error.code).toBe("tooManyElements");
  });

  it("refuses a rich2 document nested past the limit but not an ordinary one", () => {
    expect(checkBodyLimits(nestedRich2(5), "rich2")).toBeUndefined();
    expect(checkBodyLimits(nestedRich2(40), "rich2")?.error.code).toBe("tooDeep");
    // Brackets inside strings are text, not structure.
    const text = JSON.stringify([{ type: "p", children: [{ text: "[[[{{{".repeat(1_000) }] }]);
    expect(checkBodyLimits(text, "rich2")).toBeUndefined();
  });

  it("refuses bodies over the size limit with 413, counting bytes", () => {
    const big = "é".repeat(BODY_LIMITS.textBytes / 2 + 1);
    expect(checkBodyLimits(big, "text")).toMatchObject({ status: 413, error: { code: "tooLarge" } });
    expect(checkBodyLimits("a".repeat(BODY_LIMITS.textBytes), "text")).toBeUndefined();
  });

  it("lets text of any shape through, since text is escaped and never parsed as markup", () => {
    expect(checkBodyLimits("<div>".repeat(10_000), "text")).toBeUndefined();
  });
});
