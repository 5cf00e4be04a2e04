import { normalizeBodyFormat } from "../body-format";
import { markdownToHtml } from "../markdown";
import { MAX_MENTIONS, findMentions } from "./mention-syntax";
import { mentionTextNodes } from "./mention-text-nodes";
import { parseRich2 } from "../rich2/parse-rich2";
import { sanitizeToElement } from "../purify";
import { textToHtml } from "../text-to-html";

/**
 * The distinct names mentioned (@name, @"name with spaces", rich2 mention nodes) in a body, at most
 * 50, in order of first mention. Mentions inside code, links, e-mail addresses and quoted posts
 * (whose authors were notified when they wrote them) do not count.
 */
export function extractMentionNames(body: string, format: string): string[] {
  const names = new Set<string>();
  const known = normalizeBodyFormat(format);
  if (known === "rich2") {
    collectRich2(parseRich2(body), names, 0);
  } else {
    const html = known === "markdown" ? markdownToHtml(body) : known === "html" ? body : textToHtml(body);
    for (const node of mentionTextNodes(sanitizeToElement(html))) {
      for (const { name } of findMentions(node.data)) names.add(name);
    }
  }
  return [...names].slice(0, MAX_MENTIONS);
}

/** Mention nodes of a rich2 document; quote blocks are not entered. */
function collectRich2(node: unknown, names: Set<string>, depth: number): void {
  if (depth > 40 || names.size >= MAX_MENTIONS || typeof node !== "object" || node === null) return;
  if (Array.isArray(node)) {
    for (const child of node) collectRich2(child, names, depth + 1);
    return;
  }
  const { type, name, children } = node as Record<string, unknown>;
  if (type === "mention" && typeof name === "string" && name.trim() !== "") names.add(name.trim());
  else if (type !== "quote" && type !== "code_block") collectRich2(children, names, depth + 1);
}
