import { Editor, Transforms, type Descendant } from "slate";
import { describe, expect, it, vi } from "vitest";
import { createRichEditor } from "./create-rich-editor";
import { setFilesHandler } from "./with-paste";

function editorWith(children: unknown[]) {
  const editor = createRichEditor();
  editor.children = children as Descendant[];
  Transforms.select(editor, Editor.end(editor, []));
  return editor;
}
function clipboard(data: Record<string, string>, files: File[] = []): DataTransfer {
  return { files, getData: (type: string) => data[type] ?? "" } as unknown as DataTransfer;
}
const p = (text: string) => ({ type: "p", children: [{ text }] });

describe("paste", () => {
  it("pastes plain text as paragraphs, one per line", () => {
    const editor = editorWith([p("Hi ")]);
    editor.insertData(clipboard({ "text/plain": "one\r\ntwo\n\nthree" }));
    expect(editor.children).toEqual([p("Hi one"), p("two"), p(""), p("three")]);
  });

  it("pastes HTML as its plain text, never as markup", () => {
    const editor = editorWith([p("")]);
    editor.insertData(
      clipboard({ "text/html": "<b onclick=x>bold</b><script>x</script>", "text/plain": "bold" }),
    );
    expect(editor.children).toEqual([p("bold")]);
  });

  it("wraps the selected text in a link when a URL is pasted over it", () => {
    const editor = editorWith([p("see docs here")]);
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 4 }, focus: { path: [0, 0], offset: 8 } });
    editor.insertData(clipboard({ "text/plain": "https://example.com/docs" }));
    expect(editor.children).toEqual([
      {
        type: "p",
        children: [
          { text: "see " },
          { type: "a", url: "https://example.com/docs", children: [{ text: "docs" }] },
          { text: " here" },
        ],
      },
    ]);
  });

  it("inserts a pasted URL alone as a link whose text is the URL", () => {
    const editor = editorWith([p("")]);
    editor.insertData(clipboard({ "text/plain": "https://example.com" }));
    expect(editor.children).toEqual([
      {
        type: "p",
        children: [
          { text: "" },
          { type: "a", url: "https://example.com", children: [{ text: "https://example.com" }] },
          { text: "" },
        ],
      },
    ]);
  });

  it("keeps a pasted unsafe link as plain text", () => {
    const editor = editorWith([p("")]);
    editor.insertData(clipboard({ "text/plain": "javascript:alert(1)" }));
    expect(editor.children).toEqual([p("javascript:alert(1)")]);
  });

  it("keeps pasted lines inside a code block", () => {
    const editor = editorWith([{ type: "code_block", children: [{ text: "" }] }]);
    editor.insertData(clipboard({ "text/plain": "a\r\nb" }));
    expect(editor.children).toEqual([{ type: "code_block", children: [{ text: "a\nb" }] }]);
  });

  it("hands pasted or dropped files to the upload handler instead of inserting text", () => {
    const editor = editorWith([p("")]);
    const handler = vi.fn();
    setFilesHandler(editor, handler);
    const file = new File(["x"], "a.png", { type: "image/png" });
    editor.insertData(clipboard({ "text/plain": "a.png" }, [file]));
    expect(handler).toHaveBeenCalledWith([file]);
    expect(editor.children).toEqual([p("")]);
  });
});
