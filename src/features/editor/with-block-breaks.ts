import { Editor, Element, Node, Path, Range, Transforms } from "slate";
import { isInEmptyBlock } from "./formatting";

function closestOf(editor: Editor, type: Element["type"]) {
  return Editor.above(editor, { match: (node) => Element.isElement(node) && node.type === type });
}

/** Enter in a code block: a new line, or out of the block when the line is empty and last. */
function breakInCode(editor: Editor, codePath: Path): void {
  const { selection } = editor;
  const text = Node.string(Node.get(editor, codePath));
  const atEnd = selection !== null && Editor.isEnd(editor, Range.start(selection), codePath);
  if (!atEnd || (text !== "" && !text.endsWith("\n"))) {
    editor.insertText("\n");
    return;
  }
  Editor.withoutNormalizing(editor, () => {
    if (text === "") {
      Transforms.setNodes(editor, { type: "p" }, { at: codePath });
      return;
    }
    editor.deleteBackward("character");
    const next = Path.next(codePath);
    Transforms.insertNodes(editor, { type: "p", children: [{ text: "" }] }, { at: next, select: true });
  });
}

/** Enter on an empty list line: the item moves one level out, or becomes a paragraph after the list. */
function exitListItem(editor: Editor, licPath: Path): void {
  Editor.withoutNormalizing(editor, () => {
    Transforms.liftNodes(editor, { at: licPath }); // out of its li
    const inList = Editor.above(editor, { match: (node) => Element.isElement(node) && node.type === "li" });
    const list = Editor.above(editor, {
      match: (node) => Element.isElement(node) && (node.type === "ul" || node.type === "ol"),
    });
    if (!list) return;
    const [, listPath] = list;
    const [, path] = Editor.above(editor, {
      match: (node) => Element.isElement(node) && node.type === "lic",
    })!;
    Transforms.liftNodes(editor, { at: path }); // out of its list
    // A nested item now sits in the outer item, whose normalizer makes it an item of its own.
    if (!inList || listPath.length === 1) {
      const [, lifted] = Editor.above(editor, { match: (n) => Element.isElement(n) && n.type === "lic" })!;
      Transforms.setNodes(editor, { type: "p" }, { at: lifted });
    }
  });
}

/**
 * Enter in the block formats (task: exit a code block, quote or list item on Enter in an empty
 * line); a heading continues with a paragraph; Shift+Enter is a new line inside a code block.
 */
export function withBlockBreaks<E extends Editor>(editor: E): E {
  const { insertBreak } = editor;
  editor.insertBreak = () => {
    const code = closestOf(editor, "code_block");
    if (code) return breakInCode(editor, code[1]);
    const lic = closestOf(editor, "lic");
    if (lic && isInEmptyBlock(editor)) return exitListItem(editor, lic[1]);
    const quote = closestOf(editor, "blockquote");
    const paragraph = closestOf(editor, "p");
    if (quote && paragraph && isInEmptyBlock(editor)) {
      Transforms.liftNodes(editor, { at: paragraph[1] });
      return;
    }
    const heading = Editor.above(editor, {
      match: (node) => Element.isElement(node) && ["h2", "h3", "h4"].includes(node.type),
    });
    insertBreak();
    if (
      heading &&
      editor.selection &&
      Editor.isEmpty(editor, Node.get(editor, Path.next(heading[1])) as Element)
    ) {
      Transforms.setNodes(editor, { type: "p" }, { at: Path.next(heading[1]) });
    }
  };
  editor.insertSoftBreak = () => {
    if (closestOf(editor, "code_block")) editor.insertText("\n");
    else editor.insertBreak();
  };
  return editor;
}
