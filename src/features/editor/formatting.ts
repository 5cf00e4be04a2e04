import { Editor, Element, Range, Transforms, type Node } from "slate";
import type { Rich2Element } from "../../../schemas/entities/rich2";
import { isListElement } from "./rich2-nodes";

/** The text marks of the format (rich2.ts). */
export type MarkType = "bold" | "italic" | "strikethrough" | "code";

/** The block formats the toolbar toggles. */
export type BlockFormat = "h2" | "h3" | "blockquote" | "code_block" | "ul" | "ol";

/** True when the mark is on at the selection (what the next typed text gets). */
export function isMarkActive(editor: Editor, mark: MarkType): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

/** Turns a mark on or off for the selection. */
export function toggleMark(editor: Editor, mark: MarkType): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

function closest(editor: Editor, types: readonly Rich2Element["type"][]) {
  if (!editor.selection) return undefined;
  return Editor.above(editor, {
    at: Editor.unhangRange(editor, editor.selection),
    match: (node) => Element.isElement(node) && types.includes(node.type),
  });
}

/** True when the selection is inside a block of this format (its nearest list for lists). */
export function isBlockActive(editor: Editor, format: BlockFormat): boolean {
  if (format === "ul" || format === "ol") {
    const list = closest(editor, ["ul", "ol"])?.[0];
    return Element.isElement(list) && list.type === format;
  }
  return closest(editor, [format]) !== undefined;
}

/** Turns the selected text blocks into paragraphs, out of any quote or list. */
function toParagraphs(editor: Editor): void {
  Transforms.unwrapNodes(editor, {
    match: (node) => Element.isElement(node) && (node.type === "blockquote" || isListElement(node)),
    split: true,
    mode: "all",
  });
  Transforms.unwrapNodes(editor, {
    match: (node) => Element.isElement(node) && node.type === "li",
    split: true,
  });
  Transforms.setNodes(editor, { type: "p" }, { match: isTextBlock });
}

function isTextBlock(node: Node): boolean {
  return Element.isElement(node) && ["p", "h2", "h3", "h4", "lic", "code_block"].includes(node.type);
}

/**
 * Applies a block format to the selected blocks, or back to paragraphs when it is on already.
 * Lists of the other kind switch kind in place.
 */
export function toggleBlock(editor: Editor, format: BlockFormat): void {
  if (!editor.selection) return;
  const active = isBlockActive(editor, format);
  if ((format === "ul" || format === "ol") && !active) {
    const list = closest(editor, ["ul", "ol"]);
    if (list) {
      Transforms.setNodes(editor, { type: format }, { at: list[1] });
      return;
    }
  }
  Editor.withoutNormalizing(editor, () => {
    toParagraphs(editor);
    if (active) return;
    if (format === "blockquote") {
      Transforms.wrapNodes(editor, { type: "blockquote", children: [] }, { match: isTextBlock });
    } else if (format === "ul" || format === "ol") {
      Transforms.setNodes(editor, { type: "lic" }, { match: isTextBlock });
      Transforms.wrapNodes(editor, { type: "li", children: [] }, { match: isTextBlock });
      Transforms.wrapNodes(
        editor,
        { type: format, children: [] },
        {
          match: (node) => Element.isElement(node) && node.type === "li",
        },
      );
    } else {
      Transforms.setNodes(editor, { type: format }, { match: isTextBlock });
    }
  });
}

/** True when the selection is collapsed at the start of an empty text block. */
export function isInEmptyBlock(editor: Editor): boolean {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection)) return false;
  const block = Editor.above(editor, { match: isTextBlock });
  return block !== undefined && Editor.isEmpty(editor, block[0] as Element);
}
