/*
 * Plaza's line icons as data: strokes on a 24 × 24 grid, drawn round-capped in one colour. The page
 * draws them inline (src/features/reactions/ReactionIcon.tsx); the server answers the same drawings
 * as SVG files (`/api/v2/icons/…`), the icons the API's `photoUrl` and `iconUrl` fields name.
 */

/** One stroke of a line icon: an SVG path, turned by `transform` when it has one. */
export interface IconStroke {
  d: string;
  transform?: string;
}

/** A line icon: its strokes, drawn in order. */
export type IconDrawing = readonly IconStroke[];

/** A circle as a path (two half arcs), so every stroke is a path. */
function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}

const face: IconStroke = { d: circle(12, 12, 9) };
const eyes: IconStroke[] = [{ d: "M9 10h.01" }, { d: "M15 10h.01" }];
const thumb = "M7 11v9H4v-9h3Zm0 0 4-8c1.5 0 2.5 1 2.5 2.5V9h5a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 17.3 20H7";

/** One drawing per reaction icon of content spec §3, by the normalized URL code. */
const reactionDrawings: Readonly<Record<string, IconDrawing>> = {
  promote: [{ d: "m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z" }],
  offtopic: [{ d: "M4 18v-5a5 5 0 0 1 5-5h11" }, { d: "m16 4 4 4-4 4" }],
  insightful: [
    { d: "M9 18h6" },
    { d: "M10 21h4" },
    { d: "M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3Z" },
  ],
  disagree: [{ d: "M6 6l12 12M18 6 6 18" }],
  agree: [{ d: "m4 12 5 5L20 6" }],
  like: [{ d: thumb }],
  dislike: [{ d: thumb, transform: "rotate(180 12 12)" }],
  up: [{ d: "M12 5 4 18h16L12 5Z" }],
  down: [{ d: "M12 19 4 6h16l-8 13Z" }],
  support: [{ d: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" }],
  awesome: [
    { d: "M12 3v4M12 17v4M3 12h4M17 12h4" },
    { d: "m6 6 2.5 2.5M15.5 15.5 18 18M18 6l-2.5 2.5M8.5 15.5 6 18" },
  ],
  lol: [face, ...eyes, { d: "M8 14h8a4 4 0 0 1-8 0Z" }],
  wtf: [face, ...eyes, { d: "m9 16 6-1.5" }],
};

/** A reaction type with no drawing of its own: a dot. */
const reactionFallback: IconDrawing = [{ d: circle(12, 12, 3) }];

/** A reaction URL code as the drawings are keyed: lower case, letters only ("Off-Topic" → offtopic). */
function reactionKey(urlcode: string): string {
  return urlcode.toLowerCase().replace(/[^a-z]/g, "");
}

/** The drawing of a reaction type by URL code (any case); a dot for a type with none. */
export function reactionDrawing(urlcode: string): IconDrawing {
  return reactionDrawings[reactionKey(urlcode)] ?? reactionFallback;
}

/** One drawing per addon Plaza ships, by its key. */
const addonDrawings: Readonly<Record<string, IconDrawing>> = {
  // A medal on its ribbon.
  ranks: [{ d: circle(12, 9, 6) }, { d: "M8.5 13.5 7 22l5-3 5 3-1.5-8.5" }],
  // A speech bubble holding a question mark.
  qna: [
    { d: "M21 12a8.5 8.5 0 0 1-12.3 7.6L3 21l1.4-5.7A8.5 8.5 0 1 1 21 12Z" },
    { d: "M9.8 9.5a2.3 2.3 0 0 1 4.4.8c0 1.5-2.2 2-2.2 3.2" },
    { d: "M12 16.5h.01" },
  ],
  // A bar chart of the votes.
  polls: [{ d: "M4 20h16" }, { d: "M7 16v-5" }, { d: "M12 16V6" }, { d: "M17 16V9" }],
};

/** The drawing of an addon by key, or undefined for a key Plaza has no addon of. */
export function addonDrawing(key: string): IconDrawing | undefined {
  return Object.hasOwn(addonDrawings, key) ? addonDrawings[key] : undefined;
}

/** Where the server answers icons as SVG files. */
export const ICON_PREFIX = "/api/v2/icons/";

/** The site-relative address of a reaction type's icon: `/api/v2/icons/reactions/{urlcode}.svg`. */
export function reactionIconUrl(urlcode: string): string {
  return `${ICON_PREFIX}reactions/${encodeURIComponent(urlcode)}.svg`;
}

/** The site-relative address of an addon's icon: `/api/v2/icons/addons/{key}.svg`. */
export function addonIconUrl(key: string): string {
  return `${ICON_PREFIX}addons/${encodeURIComponent(key)}.svg`;
}

/**
 * A drawing as a standalone SVG file, stroked in `color` (a file opened on its own has no text colour
 * to inherit). Path data and transforms are Plaza's own constants, never user input.
 */
export function iconSvg(drawing: IconDrawing, color: string): string {
  const strokes = drawing
    .map((stroke) => `<path d="${stroke.d}"${stroke.transform ? ` transform="${stroke.transform}"` : ""}/>`)
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" ` +
    `stroke="${color}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${strokes}</svg>`
  );
}
