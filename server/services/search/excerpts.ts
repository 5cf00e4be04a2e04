import type { ExcerptMark } from "../../../schemas/entities/search.schema";

/**
 * The characters both engines put around a matched term (FTS5 `snippet`, PostgreSQL `ts_headline`):
 * private-use code points, removed from indexed text (search-index.ts), so they mark matches only.
 */
export const HIGHLIGHT_SENTINELS = ["\ue000", "\ue001"] as const;

/** The excerpt's plain text and the offsets of its matched terms. */
export interface Excerpt {
  excerpt: string;
  excerptMarks: ExcerptMark[];
}

/**
 * Reads an engine's highlighted fragment of `fullText`: the sentinels are removed and their places
 * kept as marks (UTF-16 offsets into the excerpt, as the client slices strings); an ellipsis says
 * the text goes on before or after the fragment. Both engines answer alike through this one reader.
 */
export function readHighlighted(highlighted: string, fullText: string): Excerpt {
  const [open, close] = HIGHLIGHT_SENTINELS;
  const raw = highlighted.replace(/\s+/g, " ").trim();
  let text = "";
  const marks: ExcerptMark[] = [];
  let start = -1;
  for (const char of raw) {
    if (char === open) {
      if (start < 0) start = text.length;
    } else if (char === close) {
      if (start >= 0 && text.length > start) marks.push({ start, end: text.length });
      start = -1;
    } else {
      text += char;
    }
  }
  if (start >= 0 && text.length > start) marks.push({ start, end: text.length });
  const flat = fullText.replace(/\s+/g, " ").trim();
  if (text === "") return { excerpt: "", excerptMarks: [] };
  const before = flat.startsWith(text) ? "" : "…";
  const after = flat.endsWith(text) ? "" : "…";
  return {
    excerpt: `${before}${text}${after}`,
    excerptMarks: marks.map((mark) => ({ start: mark.start + before.length, end: mark.end + before.length })),
  };
}

/** The start of a text, cut at a word, for a record found without words (filters only). */
export function plainExcerpt(fullText: string, maxChars = 200): Excerpt {
  const flat = fullText.replace(/\s+/g, " ").trim();
  if (flat.length <= maxChars) return { excerpt: flat, excerptMarks: [] };
  const cut = flat.slice(0, maxChars);
  const atWord = cut.lastIndexOf(" ");
  return { excerpt: `${(atWord > maxChars / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`, excerptMarks: [] };
}
