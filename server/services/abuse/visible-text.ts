/**
 * Characters that show nothing: controls (NUL and the rest of Cc), format characters (zero-width
 * spaces and joiners, bidi marks, overrides and isolates, the BOM, soft hyphen), separators, and
 * the Hangul fillers and blank Braille pattern, which are letters or symbols that render empty.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}\p{Cs}\p{Co}\p{Cn}\u115f\u1160\u3164\uffa0\u2800\s]/u;

/**
 * Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder the text
 * around them, so a title could read differently from what was typed (a spoofed file extension, a
 * name shown backwards). Controls (NUL, escapes) are refused with them.
 */
const BIDI_CONTROL_OR_CC = /[\u202a-\u202e\u2066-\u2069\p{Cc}]/u;

/** True when `text` has at least one character that renders as something. */
export function hasVisibleCharacter(text: string): boolean {
  for (const ch of text) if (!INVISIBLE.test(ch)) return true;
  return false;
}

/** True when `text` holds a control character (NUL included) or a bidi override, embedding or isolate. */
export function hasBidiOrControlCharacter(text: string): boolean {
  return BIDI_CONTROL_OR_CC.test(text);
}

/** True when `text` holds any character that renders as nothing (see {@link hasVisibleCharacter}). */
export function hasInvisibleCharacter(text: string): boolean {
  for (const ch of text) if (INVISIBLE.test(ch)) return true;
  return false;
}
