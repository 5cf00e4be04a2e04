import { Editor, Element, Range, Text, Transforms, type BaseRange } from "slate";
import type { MentionUser } from "./mention-sort";

/** An "@name" being typed: the text after "@" and the range from "@" to the caret. */
export interface MentionQuery {
  text: string;
  range: BaseRange;
}

// "@" at the start of the text or after a space, then at least one character up to the caret.
const pattern = /(?:^|\s)@([^\s@]+)$/;

/** The mention being typed at a collapsed caret, outside code; null otherwise. */
export function getMentionQuery(editor: Editor): MentionQuery | null {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection)) return null;
  const { anchor } = selection;
  const inCode = Editor.above(editor, {
    match: (node) => Element.isElement(node) && node.type === "code_block",
  });
  if (inCode) return null;
  const [leaf] = Editor.leaf(editor, anchor);
  if (!Text.isText(leaf) || leaf.code) return null;
  const match = pattern.exec(leaf.text.slice(0, anchor.offset));
  if (!match?.[1]) return null;
  const start = { path: anchor.path, offset: anchor.offset - match[1].length - 1 };
  return { text: match[1], range: { anchor: start, focus: anchor } };
}

/** Replaces the typed "@name" with a mention of `user` followed by a space. */
export function insertMention(editor: Editor, range: BaseRange, user: MentionUser): void {
  Transforms.select(editor, range);
  Transforms.insertNodes(editor, {
    type: "mention",
    name: user.name,
    userID: user.userID,
    children: [{ text: "" }],
  });
  Transforms.move(editor);
  editor.insertText(" ");
}
