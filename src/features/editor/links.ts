import { Editor, Element, Range, Transforms } from "slate";
import type { Rich2Link } from "../../../schemas/entities/rich2";
import { isSafeLink } from "../../../runtime/url/safe-link";

const bareDomain = /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:[/:?#]\S*)?$/i;

/**
 * The link to store for what the person typed, or null when it is not a safe link (content spec §5,
 * runtime/url/safe-link.ts). A bare domain such as "example.com" gets an "https://" prefix.
 */
export function linkFromInput(input: string): string | null {
  const value = input.trim();
  if (value === "" || /\s/.test(value)) return null;
  if (isSafeLink(value)) return value;
  if (bareDomain.test(value)) return `https://${value}`;
  return null;
}

/** True when pasted text is one link and nothing else (http(s) or a bare domain). */
export function isPastedLink(text: string): boolean {
  const value = text.trim();
  return /^https?:\/\/\S+$/i.test(value) || bareDomain.test(value);
}

/** The link around the selection, if any. */
export function activeLink(editor: Editor): [Rich2Link, number[]] | undefined {
  const entry = Editor.above(editor, { match: (node) => Element.isElement(node) && node.type === "a" });
  return entry as [Rich2Link, number[]] | undefined;
}

/** Removes the link around the selection, keeping its text. */
export function removeLink(editor: Editor): void {
  Transforms.unwrapNodes(editor, { match: (node) => Element.isElement(node) && node.type === "a" });
}

/** The text the Link form starts with: the link's own around the caret, else the selected text. */
export function linkTextAt(editor: Editor, selection: Range | null): string {
  const current = activeLink(editor);
  if (current) return Editor.string(editor, current[1]);
  return selection && !Range.isCollapsed(selection) ? Editor.string(editor, selection) : "";
}

/**
 * Links the selection to `url` with `text` (empty: the selection's own text, or the URL itself when
 * nothing is selected): updates the link the caret is in, wraps selected text, or inserts a new
 * link. A text that differs from the selection's replaces it.
 */
export function applyLink(editor: Editor, url: string, text = ""): void {
  const current = activeLink(editor);
  if (current) {
    Transforms.setNodes(editor, { url }, { at: current[1] });
    if (text !== "" && text !== Editor.string(editor, current[1])) {
      Transforms.insertText(editor, text, { at: Editor.range(editor, current[1]) });
    }
    return;
  }
  const { selection } = editor;
  if (!selection) return;
  if (!Range.isCollapsed(selection) && (text === "" || text === Editor.string(editor, selection))) {
    Transforms.wrapNodes(editor, { type: "a", url, children: [] }, { split: true });
    Transforms.collapse(editor, { edge: "end" });
    return;
  }
  if (!Range.isCollapsed(selection)) Transforms.delete(editor);
  Transforms.insertNodes(editor, { type: "a", url, children: [{ text: text || url }] });
  // Leave the caret after the link so further typing is plain text.
  Transforms.move(editor, { unit: "offset" });
}
