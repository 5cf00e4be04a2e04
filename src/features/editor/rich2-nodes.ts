import { Element, Text, type Node } from "slate";
import type { Rich2Element } from "../../../schemas/entities/rich2";

/** Element types shown inline in a line of text (rich2.ts: a, mention). */
export const inlineTypes: ReadonlySet<Rich2Element["type"]> = new Set(["a", "mention"]);

/** Void elements: Slate keeps their single empty text child out of editing (rich2.ts). */
export const voidTypes: ReadonlySet<Rich2Element["type"]> = new Set(["image", "file", "quote", "mention"]);

/** Void blocks, which the format only allows at the top level of a document. */
export const voidBlockTypes: ReadonlySet<Rich2Element["type"]> = new Set(["image", "file", "quote"]);

/** Blocks whose children are a line of text and inlines. */
export const textBlockTypes: ReadonlySet<Rich2Element["type"]> = new Set([
  "p",
  "h2",
  "h3",
  "h4",
  "lic",
  "code_block",
]);

/** True for a text leaf or an inline element: what a line of text is made of. */
export function isInlineNode(node: Node): boolean {
  return Text.isText(node) || (Element.isElement(node) && inlineTypes.has(node.type));
}

/** True for the two list types. */
export function isListElement(node: Node): node is Extract<Rich2Element, { type: "ul" | "ol" }> {
  return Element.isElement(node) && (node.type === "ul" || node.type === "ol");
}
