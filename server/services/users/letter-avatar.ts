import { escapeXml } from "../body/escape-html";

/**
 * Letter avatars: a member without a photo is drawn as their initials in white on a colour taken
 * from their name. The picture depends on the name alone, so its address can be cached for good.
 */

/** The longest name (in characters) a letter avatar is drawn for; longer names are refused. */
export const LETTER_AVATAR_MAX_NAME = 100;

/**
 * Backgrounds of letter avatars. Each gives white text a WCAG contrast of at least 4.5:1 (AA for
 * normal text), checked in letter-avatar.test.ts.
 */
export const LETTER_AVATAR_COLORS = [
  "#B91C1C",
  "#C2410C",
  "#A16207",
  "#4D7C0F",
  "#15803D",
  "#0F766E",
  "#0E7490",
  "#1D4ED8",
  "#4338CA",
  "#6D28D9",
  "#A21CAF",
  "#BE185D",
  "#475569",
] as const;

const graphemes = new Intl.Segmenter("und", { granularity: "grapheme" });
/** A grapheme that reads as a letter: a letter or digit of any script, or a pictograph (emoji). */
const LETTER_LIKE = /[\p{L}\p{N}\p{Extended_Pictographic}]/u;

/** The first letter-like grapheme of a word (its first grapheme when it has none), upper-cased. */
function initialOf(word: string): string {
  const parts = Array.from(graphemes.segment(word), (part) => part.segment);
  const initial = parts.find((part) => LETTER_LIKE.test(part)) ?? parts[0] ?? "";
  // The root locale: the same name must give the same picture whatever the server's language.
  return initial.toLocaleUpperCase("und");
}

/**
 * The initials of a name: the first letters of its first and last words (one letter for a
 * one-word name). Letters are whole graphemes, so an emoji or an accented letter is never split.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return "";
  const first = words[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1] ?? "") : "";
  return initialOf(first) + (last ? initialOf(last) : "");
}

/** The background of a name's avatar: an FNV-1a hash of its UTF-16 code units into the palette. */
export function letterAvatarColor(name: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return LETTER_AVATAR_COLORS[hash % LETTER_AVATAR_COLORS.length] ?? LETTER_AVATAR_COLORS[0];
}

/**
 * The SVG of a name's letter avatar: a square of its colour (the page rounds it) with its initials
 * centred in white. Only the initials reach the document, escaped.
 */
export function letterAvatarSvg(name: string): string {
  const initials = escapeXml(initialsOf(name));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    `<rect width="64" height="64" fill="${letterAvatarColor(name)}"/>` +
    `<text x="32" y="32" dy=".35em" fill="#FFFFFF" font-family="system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif" ` +
    `font-size="28" font-weight="600" text-anchor="middle">${initials}</text></svg>`
  );
}
