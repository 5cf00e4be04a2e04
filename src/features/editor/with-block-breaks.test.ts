import { Editor, Transforms, type Descendant } from "slate";
import { describe, expect, it } from "vitest";
import { createRichEditor } from "./create-rich-editor";

function editorAtEnd(children: unknown[]) {
  const editor = createRichEditor();
  editor.children = children as Descendant[];
  Transforms.select(editor, Editor.end(editor, []));
  return editor;
}
const p = (text: string) => ({ type: "p", children: [{ text }] });
const li = (text: string) => ({ type: "li", children: [{ type: "lic", children: [{ text }] }] });

describe("Enter in block formats", () => {
  it("starts a new list item, and leaves the list from an empty one", () => {
    const editor = editorAtEnd([{ type: "ul", children: [li("one")] }]);
    editor.insertBreak();
    editor.insertText("two");
    expect(editor.children).toEqual([{ type: "ul", children: [li("one"), li("two")] }]);
    editor.insertBreak();
    editor.insertBreak();
    editor.insertText("after");
    expect(editor.children).toEqual([{ type: "ul", children: [li("one"), li("two")] }, p("after")]);
  });

  it("moves an empty nested item one level out", () => {
    const editor = editorAtEnd([
      {
        type: "ul",
        children: [
          {
            type: "li",
            children: [
              { type: "lic", children: [{ text: "a" }] },
              { type: "ul", children: [li("b")] },
            ],
          },
        ],
      },
    ]);
    editor.insertBreak();
    editor.insertBreak();
    editor.insertText("c");
    expect(editor.children).toEqual([
      {
        type: "ul",
        children: [
          {
            type: "li",
            children: [
              { type: "lic", children: [{ text: "a" }] },
              { type: "ul", children: [li("b")] },
            ],
          },
          li("c"),
        ],
      },
    ]);
  });

  it("adds lines to a code block and leaves it on Enter in an empty last line", () => {
    const editor = editorAtEnd([{ type: "code_block", children: [{ text: "x = 1" }] }]);
    editor.insertBreak();
    editor.insertText("y = 2");
    expect(editor.children).toEqual([{ type: "code_block", children: [{ text: "x = 1\ny = 2" }] }]);
    editor.insertBreak();
    editor.insertBreak();
    editor.insertText("text");
    expect(editor.children).toEqual([
      { type: "code_block", children: [{ text: "x = 1\ny = 2" }] },
      p("text"),
    ]);
  });

  it("leaves a quote on Enter in an empty line", () => {
    const editor = editorAtEnd([{ type: "blockquote", children: [p("said")] }]);
    editor.insertBreak();
    editor.insertBreak();
    editor.insertText("reply");
    expect(editor.children).toEqual([{ type: "blockquote", children: [p("said")] }, p("reply")]);
  });

  it("continues a heading with a paragraph", () => {
    const editor = editorAtEnd([{ type: "h2", children: [{ text: "Title" }] }]);
    editor.insertBreak();
    editor.insertText("body");
    expect(editor.children).toEqual([{ type: "h2", children: [{ text: "Title" }] }, p("body")]);
  });
});
