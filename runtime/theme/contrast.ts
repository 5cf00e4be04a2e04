import type { ThemeVariables } from "../../schemas/entities/theme-variables";
import { contrastRatio } from "./focus-ring";
import { theme } from "./variables";

/** Text must stand out from its background by at least this ratio (WCAG 2 AA, normal text). */
export const TEXT_MIN_CONTRAST = 4.5;

/** Where a theme draws text on a background: the pairs its editor checks. */
export type ContrastPairID =
  | "text"
  | "textOnPanel"
  | "secondary"
  | "secondaryOnPanel"
  | "link"
  | "linkOnPanel"
  | "button"
  | "buttonHover"
  | "error"
  | "titleBar"
  | "banner";

/** One text colour on one background, and their contrast ratio. */
export interface ContrastPair {
  id: ContrastPairID;
  fg: string;
  bg: string;
  ratio: number;
}

/**
 * The text/background pairs a theme's variables draw, over Plaza's defaults, as the page's CSS
 * falls back (a banner without colours is the primary colour with the text on it; primary buttons
 * default to the primary colour).
 */
export function themeContrastPairs(variables: ThemeVariables): ContrastPair[] {
  const colors = { ...theme.colors, ...variables.colors };
  const buttonBg = variables.buttons?.primaryBg ?? colors.primary;
  const buttonFg = variables.buttons?.primaryFg ?? colors.onPrimary;
  const pairs: [ContrastPairID, string, string][] = [
    ["text", colors.fg, colors.bg],
    ["textOnPanel", colors.fg, colors.bgAlt],
    ["secondary", colors.muted, colors.bg],
    ["secondaryOnPanel", colors.muted, colors.bgAlt],
    ["link", colors.primary, colors.bg],
    ["linkOnPanel", colors.primary, colors.bgAlt],
    ["button", buttonFg, buttonBg],
    ["buttonHover", colors.onPrimary, colors.primaryHover],
    ["error", colors.error, colors.errorBg],
    ["titleBar", variables.titleBar?.fg ?? colors.onPrimary, variables.titleBar?.bg ?? colors.primary],
    ["banner", variables.banner?.fg ?? colors.onPrimary, variables.banner?.bg ?? colors.primary],
  ];
  return pairs.map(([id, fg, bg]) => ({ id, fg, bg, ratio: safeRatio(fg, bg) }));
}

/** The ratio, or 1 (no contrast) for a colour the check cannot read. */
function safeRatio(fg: string, bg: string): number {
  try {
    return contrastRatio(fg, bg);
  } catch {
    return 1;
  }
}

/** The pairs below {@link TEXT_MIN_CONTRAST}. */
export function lowContrastPairs(variables: ThemeVariables): ContrastPair[] {
  return themeContrastPairs(variables).filter((pair) => pair.ratio < TEXT_MIN_CONTRAST);
}
