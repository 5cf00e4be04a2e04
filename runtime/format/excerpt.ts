/** Length of a discussion excerpt in characters (Vanilla's list excerpts are about this long). */
export const EXCERPT_LENGTH = 300;

/**
 * The opening of a post body as plain text, for lists: markup of the body's format is dropped,
 * whitespace collapsed, and the text cut at a word boundary with an ellipsis. The client renders it
 * as text, never as HTML.
 */
export function excerptOf(body: string, format: string, maxLength = EXCERPT_LENGTH): string {
  return cutExcerpt(plainTextOf(body, format), maxLength);
}

/** A body's whole text, markup dropped and whitespace collapsed. */
export function plainTextOf(body: string, format: string): string {
  return collapse(plainText(body, format.toLowerCase()));
}

/** The text of (sanitised) HTML, block elements separated by spaces, whitespace collapsed. */
export function htmlToText(html: string): string {
  return collapse(decodeEntities(stripTags(html)));
}

/** Collapsed plain text cut at a word boundary with an ellipsis when longer than `maxLength`. */
export function cutExcerpt(text: string, maxLength = EXCERPT_LENGTH): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, "")}…`;
}

function plainText(body: string, format: string): string {
  switch (format) {
    case "rich":
    case "rich2":
      return richText(body);
    case "html":
      return decodeEntities(stripTags(body));
    case "markdown":
      return markdownText(body);
    default:
      return body;
  }
}

/** Text leaves of a Slate-style document (rich2), mentions as @name, blocks separated by spaces. */
function richText(body: string): string {
  let doc: unknown;
  try {
    doc = JSON.parse(body);
  } catch {
    return "";
  }
  const parts: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") {
      const { text, children, insert, type, name } = node as Record<string, unknown>;
      if (typeof text === "string") parts.push(text);
      if (typeof insert === "string") parts.push(insert);
      // A mention is kept as the "@name" its reader saw; its own children are an empty leaf.
      if (type === "mention" && typeof name === "string") parts.push(`@${name}`);
      else if (children !== undefined) {
        walk(children);
        parts.push(" ");
      }
    }
  };
  walk(doc);
  return parts.join("");
}

function markdownText(body: string): string {
  return decodeEntities(
    stripTags(
      body
        .replace(/^```.*$/gm, "")
        .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/^\s{0,3}(#{1,6}|>+|[-*+]|\d+[.)])\s+/gm, "")
        .replace(/(\*\*|__|\*|_|~~|`)(?=\S)([^\n]*?\S)\1/g, "$2"),
    ),
  );
}

function stripTags(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<\/?(p|div|br|li|h[1-6]|blockquote|pre)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "");
}

function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === "#") {
      const point =
        code[1]?.toLowerCase() === "x" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : match;
    }
    return named[code.toLowerCase()] ?? match;
  });
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
