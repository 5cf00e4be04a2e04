// @vitest-environment node
import { describe, expect, it } from "vitest";
import { excerptOf } from "./excerpt";

describe("excerptOf", () => {
  it("drops markdown syntax and keeps the words", () => {
    const body =
      "# Title\n\nSome **bold** and *italic* text with [a link](https://example.com).\n\n- one\n- two";
    expect(excerptOf(body, "markdown")).toBe("Title Some bold and italic text with a link. one two");
  });

  it("reads the text of a rich2 document and of HTML", () => {
    const rich = JSON.stringify([
      { type: "p", children: [{ text: "Hello " }, { text: "world", bold: true }] },
    ]);
    expect(excerptOf(rich, "rich2")).toBe("Hello world");
    expect(excerptOf("<p>Fish &amp; chips</p><script>x</script>", "html")).toBe("Fish & chips");
  });

  it("cuts long text at a word boundary with an ellipsis", () => {
    const excerpt = excerptOf("word ".repeat(200), "text", 50);
    expect(excerpt.length).toBeLessThanOrEqual(51);
    expect(excerpt.endsWith("word…")).toBe(true);
  });
});
