import { Editor, Transforms, type Descendant } from "slate";
import { describe, expect, it } from "vitest";
import type { Rich2Paragraph, Rich2Quote } from "../../../schemas/entities/rich2";
import { createRichEditor } from "./create-rich-editor";
import { insertBlockAtSelection, insertBlocksAtEnd, resetDocument } from "./insert-blocks";
import { mediaNodeFrom } from "./media-node";

const p = (text: string): Rich2Paragraph => ({ type: "p", children: [{ text }] });
const quote: Rich2Quote = {
  type: "quote",
  recordType: "comment",
  recordID: 3,
  url: "/discussion/comment/3",
  authorName: "Ann",
  body: "[]",
  format: "rich2",
  children: [{ text: "" }],
};
function editorWith(children: unknown[]) {
  const editor = createRichEditor();
  editor.children = children as Descendant[];
  return editor;
}

describe("insertBlocksAtEnd (RichEditorHandle.insertBlocks)", () => {
  it("adds the blocks at the end with an empty paragraph after, caret in it", () => {
    const editor = editorWith([p("mine")]);
    insertBlocksAtEnd(editor, [quote]);
    expect(editor.children).toEqual([p("mine"), quote, p("")]);
    expect(editor.selection?.anchor.path).toEqual([2, 0]);
  });

  it("replaces an untouched empty document", () => {
    const editor = editorWith([p("")]);
    insertBlocksAtEnd(editor, [quote]);
    expect(editor.children).toEqual([quote, p("")]);
  });
});

describe("resetDocument (RichEditorHandle.reset)", () => {
  it("replaces everything, with an empty paragraph by default, and clears undo", () => {
    const editor = editorWith([p("a")]);
    Transforms.select(editor, Editor.end(editor, []));
    editor.insertText("b");
    resetDocument(editor);
    expect(editor.children).toEqual([p("")]);
    expect(editor.history.undos).toEqual([]);
    resetDocument(editor, [p("x")]);
    expect(editor.children).toEqual([p("x")]);
  });
});

describe("uploaded media", () => {
  const media = {
    mediaID: 1,
    url: "/uploads/a.png",
    name: "a.png",
    type: "image/png",
    size: 10,
    width: 20,
    height: 30,
    insertUserID: 1,
    dateInserted: "2026-01-01T00:00:00Z",
  };

  it("becomes an image (url, alt = file name, width, height) or a file (url, name, size, mimeType)", () => {
    expect(mediaNodeFrom(media)).toEqual({
      type: "image",
      url: "/uploads/a.png",
      alt: "a.png",
      width: 20,
      height: 30,
      children: [{ text: "" }],
    });
    expect(
      mediaNodeFrom({ ...media, name: "a.pdf", type: "application/pdf", width: null, height: null }),
    ).toEqual({
      type: "file",
      url: "/uploads/a.png",
      name: "a.pdf",
      size: 10,
      mimeType: "application/pdf",
      children: [{ text: "" }],
    });
  });

  it("is inserted as a top-level block where the caret is, with a paragraph to go on typing", () => {
    const editor = editorWith([p("ab")]);
    Transforms.select(editor, { path: [0, 0], offset: 1 });
    const image = mediaNodeFrom(media);
    insertBlockAtSelection(editor, image);
    expect(editor.children).toEqual([p("a"), image, p("b")]);
    const atEnd = editorWith([p("x")]);
    insertBlockAtSelection(atEnd, image);
    expect(atEnd.children).toEqual([p("x"), image, p("")]);
    const blank = editorWith([p("")]);
    insertBlockAtSelection(blank, image);
    expect(blank.children).toEqual([image, p("")]);
  });
});
