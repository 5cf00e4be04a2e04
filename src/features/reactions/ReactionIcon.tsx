import type { ReactElement } from "react";

// Line drawings on a 24 × 24 grid, one per reaction icon of content spec §3, drawn in the text
// colour (so pressed, muted and dark-theme states need no icon variants). Fonts are not relied on:
// emoji and symbol glyphs are missing from many systems.
const face = <circle cx="12" cy="12" r="9" />;
const eyes = (
  <>
    <path d="M9 10h.01" />
    <path d="M15 10h.01" />
  </>
);
const thumb = "M7 11v9H4v-9h3Zm0 0 4-8c1.5 0 2.5 1 2.5 2.5V9h5a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 17.3 20H7";
const drawings: Record<string, ReactElement> = {
  promote: <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z" />,
  offtopic: (
    <>
      <path d="M4 18v-5a5 5 0 0 1 5-5h11" />
      <path d="m16 4 4 4-4 4" />
    </>
  ),
  insightful: (
    <>
      <path d="M9 18h6" />
      <path d="M10 21h4" />
      <path d="M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3Z" />
    </>
  ),
  disagree: <path d="M6 6l12 12M18 6 6 18" />,
  agree: <path d="m4 12 5 5L20 6" />,
  like: <path d={thumb} />,
  dislike: <path d={thumb} transform="rotate(180 12 12)" />,
  up: <path d="M12 5 4 18h16L12 5Z" />,
  down: <path d="M12 19 4 6h16l-8 13Z" />,
  support: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />,
  awesome: (
    <>
      <path d="M12 3v4M12 17v4M3 12h4M17 12h4" />
      <path d="m6 6 2.5 2.5M15.5 15.5 18 18M18 6l-2.5 2.5M8.5 15.5 6 18" />
    </>
  ),
  lol: (
    <>
      {face}
      {eyes}
      <path d="M8 14h8a4 4 0 0 1-8 0Z" />
    </>
  ),
  wtf: (
    <>
      {face}
      {eyes}
      <path d="m9 16 6-1.5" />
    </>
  ),
};

/** The icon of a reaction type by URL code (decorative: the control carries the reaction's name). */
export function ReactionIcon({ urlcode, className }: { urlcode: string; className?: string }) {
  const drawing = drawings[urlcode.toLowerCase().replace(/[^a-z]/g, "")] ?? <circle cx="12" cy="12" r="3" />;
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {drawing}
    </svg>
  );
}
