import { reactionDrawing } from "../../../runtime/icons/line-icons";

// Line drawings on a 24 × 24 grid, one per reaction icon of content spec §3 (runtime/icons/), drawn
// in the text colour (so pressed, muted and dark-theme states need no icon variants). Fonts are not
// relied on: emoji and symbol glyphs are missing from many systems.

/** The icon of a reaction type by URL code (decorative: the control carries the reaction's name). */
export function ReactionIcon({ urlcode, className }: { urlcode: string; className?: string }) {
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
      {reactionDrawing(urlcode).map((stroke, index) => (
        <path key={index} d={stroke.d} transform={stroke.transform} />
      ))}
    </svg>
  );
}
