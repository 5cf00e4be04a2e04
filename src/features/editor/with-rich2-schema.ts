import { Editor, Element, Node, Transforms, type Path } from "slate";
import {
  inlineTypes,
  isInlineNode,
  isListElement,
  textBlockTypes,
  voidBlockTypes,
  voidTypes,
} from "./rich2-nodes";

type ChildFix = (editor: Editor, child: Node, path: Path, index: number, parentPath: Path) => boolean;

/**
 * Teaches Slate the rich2 vocabulary (schemas/entities/rich2.ts): which elements are inline or void,
 * and normalizers that keep every document the server validates strictly: top-level blocks only,
 * blockquote children are paragraphs, li children are one lic then at most one nested list, void
 * blocks only at the top level, text blocks hold only text and inlines.
 */
export function withRich2Schema<E extends Editor>(editor: E): E {
  const { isInline, isVoid, normalizeNode } = editor;
  editor.isInline = (element) => inlineTypes.has(element.type) || isInline(element);
  editor.isVoid = (element) => voidTypes.has(element.type) || isVoid(element);
  editor.normalizeNode = (entry, options) => {
    const [node, path] = entry;
    if (Editor.isEditor(node) && node.children.length === 0) {
      Transforms.insertNodes(editor, { type: "p", children: [{ text: "" }] }, { at: [0] });
      return;
    }
    if (Editor.isEditor(node) || Element.isElement(node)) {
      const fix = fixFor(node);
      for (const [index, child] of node.children.entries()) {
        if (fix(editor, child, [...path, index], index, path)) return;
      }
    }
    normalizeNode(entry, options);
  };
  return editor;
}

function fixFor(node: Editor | Element): ChildFix {
  if (Editor.isEditor(node)) return fixTopLevel;
  switch (node.type) {
    case "blockquote":
      return fixQuoteChild;
    case "ul":
    case "ol":
      return fixListChild;
    case "li":
      return fixListItemChild;
    case "a":
      return fixLinkChild;
    default:
      return textBlockTypes.has(node.type) ? fixTextBlockChild : () => false;
  }
}

/** A void block below the top level moves out after its top-level ancestor. */
function moveVoidBlockUp(editor: Editor, child: Node, path: Path): boolean {
  if (!Element.isElement(child) || !voidBlockTypes.has(child.type) || path.length < 2) return false;
  Transforms.moveNodes(editor, { at: path, to: [path[0]! + 1] });
  return true;
}

const fixTopLevel: ChildFix = (editor, child, path) => {
  if (isInlineNode(child)) {
    Transforms.wrapNodes(editor, { type: "p", children: [] }, { at: path });
    return true;
  }
  if (!Element.isElement(child)) return false;
  if (child.type === "lic") {
    Transforms.setNodes(editor, { type: "p" }, { at: path });
    return true;
  }
  if (child.type === "li") {
    Transforms.wrapNodes(editor, { type: "ul", children: [] }, { at: path });
    return true;
  }
  return false;
};

const fixQuoteChild: ChildFix = (editor, child, path) => {
  if (moveVoidBlockUp(editor, child, path)) return true;
  if (isInlineNode(child)) {
    Transforms.wrapNodes(editor, { type: "p", children: [] }, { at: path });
    return true;
  }
  if (!Element.isElement(child) || child.type === "p") return false;
  if (textBlockTypes.has(child.type)) Transforms.setNodes(editor, { type: "p" }, { at: path });
  else Transforms.unwrapNodes(editor, { at: path });
  return true;
};

const fixListChild: ChildFix = (editor, child, path) => {
  if (moveVoidBlockUp(editor, child, path)) return true;
  if (Element.isElement(child) && child.type === "li") return false;
  if (Element.isElement(child) && child.type === "blockquote") Transforms.unwrapNodes(editor, { at: path });
  else Transforms.wrapNodes(editor, { type: "li", children: [] }, { at: path });
  return true;
};

const fixListItemChild: ChildFix = (editor, child, path, index, parentPath) => {
  if (moveVoidBlockUp(editor, child, path)) return true;
  if (isInlineNode(child)) {
    Transforms.wrapNodes(editor, { type: "lic", children: [] }, { at: path });
    return true;
  }
  if (!Element.isElement(child)) return false;
  if (child.type === "blockquote" || child.type === "li") {
    Transforms.unwrapNodes(editor, { at: path });
    return true;
  }
  if (isListElement(child)) {
    if (index === 0) {
      Transforms.insertNodes(editor, { type: "lic", children: [{ text: "" }] }, { at: path });
      return true;
    }
    if (index === 1) return false;
    // A second nested list joins the first one: the format allows one per item.
    const target = [...parentPath, 1];
    const count = (Node.get(editor, target) as Element).children.length;
    child.children.forEach((_, offset) => {
      Transforms.moveNodes(editor, { at: [...path, 0], to: [...target, count + offset] });
    });
    Transforms.removeNodes(editor, { at: path });
    return true;
  }
  if (index > 0) {
    // A second line of text in one item starts a new item (split the li before it).
    Transforms.splitNodes(editor, { at: path });
    return true;
  }
  if (child.type === "lic") return false;
  Transforms.setNodes(editor, { type: "lic" }, { at: path });
  return true;
};

const fixTextBlockChild: ChildFix = (editor, child, path) => {
  if (moveVoidBlockUp(editor, child, path)) return true;
  if (!Element.isElement(child)) return false;
  const parent = Node.parent(editor, path);
  const inCode = Element.isElement(parent) && parent.type === "code_block";
  if (inlineTypes.has(child.type) && !inCode) return false;
  if (child.type === "mention") {
    Transforms.removeNodes(editor, { at: path });
    Transforms.insertNodes(editor, { text: `@${child.name}` }, { at: path });
  } else Transforms.unwrapNodes(editor, { at: path });
  return true;
};

const fixLinkChild: ChildFix = (editor, child, path) => {
  if (!Element.isElement(child)) return false;
  Transforms.unwrapNodes(editor, { at: path });
  return true;
};
