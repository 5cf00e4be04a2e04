import { Editor, Transforms, type Descendant } from "slate";
import { describe, expect, it } from "vitest";
import { createRichEditor } from "./create-rich-editor";
import { isBlockActive, isMarkActive, toggleBlock, toggleMark } from "./formatting";

function editorWith(children: unknown[]) {
  const editor = createRichEditor();
  editor.children = children as Descendant[];
  Transforms.select(editor, { anchor: Editor.start(editor, []), focus: Editor.end(editor, []) });
  return editor;
}
const p = (text: string) => ({ type: "p", children: [{ text }] });
const li = (text: string) => ({ type: "li", children: [{ type: "lic", children: [{ text }] }] });

describe("toggleMark", () => {
  it("turns bold, italic, strikethrough and code on for the selection and off again", () => {
    const editor = editorWith([p("hello")]);
    for (const mark of ["bold", "italic", "strikethrough", "code"] as const) {
      toggleMark(editor, mark);
      expect(isMarkActive(editor, mark)).toBe(true);
    }
    expect(editor.children).toEqual([
      { type: "p", children: [{ text: "hello", bold: true, italic: true, strikethrough: true, code: true }] },
    ]);
    toggleMark(editor, "bold");
    expect(isMarkActive(editor, "bold")).toBe(false);
  });
});

describe("toggleBlock", () => {
  it("makes headings and code blocks and back to paragraphs", () => {
    const editor = editorWith([p("title")]);
    toggleBlock(editor, "h2");
    expect(editor.children).toEqual([{ type: "h2", children: [{ text: "title" }] }]);
    expect(isBlockActive(editor, "h2")).toBe(true);
    toggleBlock(editor, "code_block");
    expect(editor.children).toEqual([{ type: "code_block", children: [{ text: "title" }] }]);
    toggleBlock(editor, "code_block");
    expect(editor.children).toEqual([p("title")]);
  });

  it("wraps the selected paragraphs in one blockquote of paragraphs, and unwraps it", () => {
    const editor = editorWith([p("a"), p("b")]);
    toggleBlock(editor, "blockquote");
    expect(editor.children).toEqual([{ type: "blockquote", children: [p("a"), p("b")] }]);
    toggleBlock(editor, "blockquote");
    expect(editor.children).toEqual([p("a"), p("b")]);
  });

  it("makes a list item per paragraph (li: lic), switches the list kind, and back", () => {
    const editor = editorWith([p("a"), p("b")]);
    toggleBlock(editor, "ul");
    expect(editor.children).toEqual([{ type: "ul", children: [li("a"), li("b")] }]);
    expect(isBlockActive(editor, "ul")).toBe(true);
    toggleBlock(editor, "ol");
    expect(editor.children).toEqual([{ type: "ol", children: [li("a"), li("b")] }]);
    toggleBlock(editor, "ol");
    expect(editor.children).toEqual([p("a"), p("b")]);
  });
});
