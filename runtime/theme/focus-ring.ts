/**
 * The focus ring's colours (WCAG 2.2 "Focus Appearance": at least 3:1 against what it is drawn on).
 * One for the page and panels, one for the title bar, which is drawn in the primary colour: the
 * page's ring (the primary colour too) would vanish there.
 */

/** A focus ring must stand out from its background by at least this contrast ratio. */
export const FOCUS_RING_MIN_CONTRAST = 3;

/** The colours a ring is chosen from and drawn on. */
export interface FocusRingInput {
  primary: string;
  onPrimary: string;
  fg: string;
  bg: string;
  bgAlt: string;
  /** The title bar's own colours when the theme sets them; else primary and onPrimary. */
  titleBarBg?: string;
  titleBarFg?: string;
}

/** The rings: `page` on the page and panels, `bar` on the title bar. */
export interface FocusRingColors {
  page: string;
  bar: string;
}

/** The red, green and blue channels (0 to 255) of `#rgb`, `#rrggbb` or `#rrggbbaa` (alpha ignored). */
function channels(hex: string): [number, number, number] {
  const digits = hex.replace(/^#/, "");
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits.slice(0, 6);
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a #rgb or #rrggbb colour: "${hex}"`);
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
}

/** The relative luminance of a colour (WCAG 2). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21 (WCAG 2). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** The first candidate with enough contrast against every background; else the one with the most. */
function firstVisible(candidates: readonly string[], backgrounds: readonly string[]): string {
  const worst = (colour: string) => Math.min(...backgrounds.map((bg) => contrastRatio(colour, bg)));
  return (
    candidates.find((colour) => worst(colour) >= FOCUS_RING_MIN_CONTRAST) ??
    [...candidates].sort((a, b) => worst(b) - worst(a))[0] ??
    "#000000"
  );
}

/**
 * The focus ring colours of a theme: on the page the primary colour where it stands out from both
 * page backgrounds, else the text colour; on the title bar the bar's text colour where it stands
 * out from the bar, else black or white.
 */
export function focusRingColors(input: FocusRingInput): FocusRingColors {
  const barBg = input.titleBarBg ?? input.primary;
  return {
    page: firstVisible([input.primary, input.fg, "#000000", "#ffffff"], [input.bg, input.bgAlt]),
    bar: firstVisible([input.titleBarFg ?? input.onPrimary, "#ffffff", "#000000"], [barBg]),
  };
}
