/**
 * The glyph of each reaction icon of content spec §3, by lower-case URL code. Decorative: the
 * button's accessible name is the reaction's name.
 */
const reactionGlyphs: Record<string, string> = {
  promote: "★",
  "off-topic": "⤳",
  offtopic: "⤳",
  insightful: "💡",
  disagree: "✗",
  agree: "✓",
  dislike: "👎",
  like: "👍",
  up: "▲",
  down: "▼",
  support: "🤝",
  awesome: "🎉",
  lol: "😂",
  wtf: "😕",
};

/** The glyph of a reaction type; an unknown type gets a neutral dot. */
export function reactionGlyph(urlcode: string): string {
  return reactionGlyphs[urlcode.toLowerCase()] ?? "•";
}
