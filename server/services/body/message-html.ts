import { excerptOf } from "../../../runtime/format/excerpt";
import { escapeHtml } from "./escape-html";

/**
 * A message as safe HTML: its text, escaped, one paragraph per blank-line-separated block. Markup
 * is dropped rather than rendered, so nothing a member types can become HTML.
 * Rendered once when a message is stored (body worker, render-stored.ts); reads serve the result.
 */
export function messageHtml(body: string, format: string): string {
  const blocks = ["markdown", "text"].includes(format.toLowerCase()) ? body.split(/\n\s*\n/) : [body];
  return blocks
    .map((block) => excerptOf(block, format, Number.MAX_SAFE_INTEGER))
    .filter(Boolean)
    .map((text) => `<p>${escapeHtml(text)}</p>`)
    .join("");
}
