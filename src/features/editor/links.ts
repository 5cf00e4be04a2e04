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

/**
 * Links the selection to `url`: updates the link the caret is in, wraps selected text, or inserts
 * the URL itself as the link text when nothing is selected.
 */
export function applyLink(editor: Editor, url: string): void {
  const current = activeLink(editor);
  if (current) {
    Transforms.setNodes(editor, { url }, { at: current[1] });
    return;
  }
  const { selection } = editor;
  if (!selection) return;
  if (Range.isCollapsed(selection)) {
    Transforms.insertNodes(editor, { type: "a", url, children: [{ text: url }] });
    // Leave the caret after the link so further typing is plain text.
    Transforms.move(editor, { unit: "offset" });
    return;
  }
  Transforms.wrapNodes(editor, { type: "a", url, children: [] }, { split: true });
  Transforms.collapse(editor, { edge: "end" });
}
