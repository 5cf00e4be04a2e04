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

  it("list excerpts keep @mentions as text and separate list items and paragraphs with spaces", () => {
    const rich = JSON.stringify([
      {
        type: "p",
        children: [
          { text: "Thanks" },
          { type: "mention", name: "Bo Li", userID: 3, children: [{ text: "" }] },
          { text: "!" },
        ],
      },
      {
        type: "ul",
        children: [
          { type: "li", children: [{ type: "lic", children: [{ text: "one" }] }] },
          { type: "li", children: [{ type: "lic", children: [{ text: "two" }] }] },
        ],
      },
      { type: "p", children: [{ text: "end" }] },
    ]);
    expect(excerptOf(rich, "rich2")).toBe("Thanks@Bo Li! one two end");
    const html = '<p>Hi <a href="/profile/Ann">@Ann</a></p><ul><li>one</li><li>two</li></ul><p>end</p>';
    expect(excerptOf(html, "html")).toBe("Hi @Ann one two end");
    expect(excerptOf("Hi @Ann\n\n1. one\n2. two\n\nend", "markdown")).toBe("Hi @Ann one two end");
  });

  it("cuts long text at a word boundary with an ellipsis", () => {
    const excerpt = excerptOf("word ".repeat(200), "text", 50);
    expect(excerpt.length).toBeLessThanOrEqual(51);
    expect(excerpt.endsWith("word…")).toBe(true);
  });
});
