import { Editor, Element, Node, Transforms } from "slate";
import { emptyRich2Body, type Rich2Block, type Rich2Document } from "../../../schemas/entities/rich2";

function isBlankParagraph(node: Node | undefined): boolean {
  return (
    Element.isElement(node) && node.type === "p" && Node.string(node) === "" && node.children.length === 1
  );
}

/**
 * Adds blocks at the end of the document with an empty paragraph after them, and puts the caret in
 * that paragraph (a quoted post is followed by the reply). An untouched empty document is replaced.
 */
export function insertBlocksAtEnd(editor: Editor, blocks: Rich2Block[]): void {
  Editor.withoutNormalizing(editor, () => {
    if (editor.children.length === 1 && isBlankParagraph(editor.children[0])) {
      Transforms.removeNodes(editor, { at: [0] });
    }
    const nodes: Rich2Block[] = [...blocks, ...emptyRich2Body()];
    Transforms.insertNodes(editor, nodes, { at: [editor.children.length], select: false });
  });
  Transforms.select(editor, Editor.end(editor, []));
}

/**
 * Adds one block where the caret is (the end of the document without one), in place of an empty
 * line. A void block that would end the document gets an empty paragraph after it to type on.
 */
export function insertBlockAtSelection(editor: Editor, block: Rich2Block): void {
  if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
  const paragraph = Editor.above(editor, { match: (node) => Element.isElement(node) && node.type === "p" });
  if (paragraph && paragraph[1].length === 1 && isBlankParagraph(paragraph[0])) {
    // The empty line the caret is on becomes the block.
    Transforms.removeNodes(editor, { at: paragraph[1] });
    Transforms.insertNodes(editor, block, { at: paragraph[1], select: true });
  } else Transforms.insertNodes(editor, block);
  const last = editor.children[editor.children.length - 1];
  if (Element.isElement(last) && editor.isVoid(last)) {
    Transforms.insertNodes(editor, emptyRich2Body(), { at: [editor.children.length] });
    Transforms.select(editor, Editor.end(editor, []));
  }
}

/** Replaces the whole document and forgets the undo history. */
export function resetDocument(editor: Editor, value: Rich2Document = emptyRich2Body()): void {
  Editor.withoutNormalizing(editor, () => {
    Transforms.deselect(editor);
    for (let index = editor.children.length - 1; index >= 0; index--) {
      Transforms.removeNodes(editor, { at: [index] });
    }
    Transforms.insertNodes(editor, value.length ? value : emptyRich2Body(), { at: [0], select: false });
  });
  if ("history" in editor) (editor as { history: unknown }).history = { undos: [], redos: [] };
}
