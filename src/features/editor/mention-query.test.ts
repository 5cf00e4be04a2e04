import { Editor, Transforms, type Descendant } from "slate";
import { describe, expect, it } from "vitest";
import { createRichEditor } from "./create-rich-editor";
import { getMentionQuery, insertMention } from "./mention-query";

function editorWith(children: unknown[]) {
  const editor = createRichEditor();
  editor.children = children as Descendant[];
  Transforms.select(editor, Editor.end(editor, []));
  return editor;
}
const p = (text: string) => ({ type: "p", children: [{ text }] });

describe("getMentionQuery", () => {
  it("finds the name typed after @ at the caret", () => {
    const editor = editorWith([p("")]);
    Transforms.insertText(editor, "hello @");
    expect(getMentionQuery(editor)).toBeNull();
    Transforms.insertText(editor, "jo");
    expect(getMentionQuery(editor)).toEqual({
      text: "jo",
      range: { anchor: { path: [0, 0], offset: 6 }, focus: { path: [0, 0], offset: 9 } },
    });
  });

  it("ignores @ inside a word (an e-mail address), after a space, and in code", () => {
    expect(getMentionQuery(editorWith([p("mail a@b")]))).toBeNull();
    expect(getMentionQuery(editorWith([p("@jo ")]))).toBeNull();
    expect(getMentionQuery(editorWith([{ type: "code_block", children: [{ text: "@jo" }] }]))).toBeNull();
    expect(getMentionQuery(editorWith([{ type: "p", children: [{ text: "@jo", code: true }] }]))).toBeNull();
  });
});

describe("insertMention", () => {
  it("replaces @name with a mention node {type, name, userID} and a space", () => {
    const editor = editorWith([p("hi @jo")]);
    const query = getMentionQuery(editor)!;
    insertMention(editor, query.range, { userID: 7, name: "Joanne", photoUrl: "", dateLastActive: null });
    Transforms.insertText(editor, "there");
    expect(editor.children).toEqual([
      {
        type: "p",
        children: [
          { text: "hi " },
          { type: "mention", name: "Joanne", userID: 7, children: [{ text: "" }] },
          { text: " there" },
        ],
      },
    ]);
  });
});
