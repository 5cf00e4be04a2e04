import type { ExcerptMark } from "./search-types";

/** A piece of an excerpt: plain text, or text to highlight. */
export interface ExcerptPiece {
  text: string;
  isMarked: boolean;
}

/**
 * Cuts a plain-text excerpt at its marks (character offsets). Marks out of range are clamped,
 * overlapping ones merged, so any answer gives whole text with nothing lost or repeated.
 */
export function splitExcerpt(excerpt: string, marks: readonly ExcerptMark[] = []): ExcerptPiece[] {
  const spans = marks
    .map(({ start, end }) => ({
      start: Math.max(0, Math.min(excerpt.length, Math.trunc(start))),
      end: Math.max(0, Math.min(excerpt.length, Math.trunc(end))),
    }))
    .filter(({ start, end }) => end > start)
    .sort((a, b) => a.start - b.start);
  const pieces: ExcerptPiece[] = [];
  let at = 0;
  for (const span of spans) {
    const start = Math.max(span.start, at);
    if (span.end <= start) continue;
    if (start > at) pieces.push({ text: excerpt.slice(at, start), isMarked: false });
    pieces.push({ text: excerpt.slice(start, span.end), isMarked: true });
    at = span.end;
  }
  if (at < excerpt.length) pieces.push({ text: excerpt.slice(at), isMarked: false });
  return pieces;
}
