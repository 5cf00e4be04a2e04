import type { ThemeVariables } from "../../schemas/entities/theme-variables";
import { theme } from "./variables";
import { focusRingColors, type FocusRingColors } from "./focus-ring";

/** Theme tokens: numbers (px unless the name says otherwise), strings, or nested groups. */
export interface TokenTree {
  readonly [name: string]: string | number | TokenTree;
}

export { THEME_STYLE_ID } from "./theme-style-id";

/** Every custom property starts with this, so ours never clash with a fragment's or a theme's. */
export const CSS_VARIABLE_PREFIX = "--plaza";

/**
 * Shell spec §9 values that variables.ts does not hold yet. TODO: move them into variables.ts;
 * on a clash variables.ts wins, so moving them changes no output.
 */
const shellExtras = {
  giantInputHeight: 82,
  zIndex: { titleBar: 1050 },
} as const satisfies TokenTree;

/** Groups named in the plural in variables.ts read in the singular as properties: `--plaza-color-primary`. */
const singularGroups: Record<string, string> = {
  colors: "color",
  fontSizes: "font-size",
  fontWeights: "font-weight",
  breakpoints: "breakpoint",
  buttonSizes: "button-size",
};

/**
 * Mixes a `#rrggbb` colour with white by `amount` (0 to 1): how the dark preset lightens the
 * primary colour (shell spec §9: "the dark preset lightens it").
 */
export function lightenColor(hex: string, amount: number): string {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`lightenColor needs a #rrggbb colour, got "${hex}"`);
  const channels = match[1].match(/../g)!.map((pair) => parseInt(pair, 16));
  return `#${channels
    .map((c) => Math.round(c + (255 - c) * amount))
    .map((c) => c.toString(16).padStart(2, "0"))
    .join("")}`;
}

const darkColors = {
  primary: lightenColor(theme.colors.primary, 0.35),
  primaryHover: lightenColor(theme.colors.primary, 0.5),
  onPrimary: "#0d1117",
  fg: "#e6edf3",
  muted: "#9198a1",
  bg: "#161b22",
  bgAlt: "#0d1117",
  border: "#3d444d",
  error: "#f2b8b5",
  errorBg: "#3b1d1b",
} as const;

/**
 * The dark preset: a lightened primary on dark backgrounds (shell spec §9). Only colours change
 * (and the focus rings drawn in them); every other token is shared with the light theme.
 */
export const darkPreset = {
  colors: darkColors,
  focusRing: { ...focusRingColors({ ...theme.colors, ...darkColors }) },
} as const satisfies {
  colors: Partial<Record<keyof typeof theme.colors, string>>;
  focusRing: FocusRingColors;
};

function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
}

/** The CSS value of a token: a unit by the property's name, px by default. */
function cssValue(property: string, value: string | number): string {
  if (typeof value === "string") {
    // A value that could end the declaration would break (or inject into) the whole stylesheet.
    if (/[;{}<>\n]/.test(value)) throw new Error(`Theme token ${property} has an unsafe value: ${value}`);
    return value;
  }
  if (/-(z-index|font-weight|opacity|line-height|ratio)(-|$)/.test(property)) return String(value);
  if (property.endsWith("-seconds")) return `${value}s`;
  if (property.endsWith("-ms")) return `${value}ms`;
  return `${value}px`;
}

/**
 * Flattens tokens into custom properties: `colors.primary` → `--plaza-color-primary`,
 * `gutter.full` → `--plaza-gutter-full: 40px`, `fontWeights.bold` → `--plaza-font-weight-bold: 700`.
 */
export function themeCustomProperties(tokens: TokenTree, path: string[] = []): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const [name, value] of Object.entries(tokens)) {
    const segment = path.length === 0 ? (singularGroups[name] ?? kebab(name)) : kebab(name);
    const next = [...path, segment];
    if (typeof value === "object") Object.assign(properties, themeCustomProperties(value, next));
    else {
      const property = `${CSS_VARIABLE_PREFIX}-${next.join("-")}`;
      properties[property] = cssValue(property, value);
    }
  }
  return properties;
}

/** A token group without the values a theme left out. */
function defined(group: Record<string, string | number | undefined>): TokenTree {
  return Object.fromEntries(Object.entries(group).filter(([, value]) => value !== undefined)) as TokenTree;
}

/**
 * The design tokens a theme's variables change (variables.ts names): colours, font
 * family and sizes, shapes, and the title bar, banner and button groups, which become
 * `--plaza-title-bar-*`, `--plaza-banner-*` and `--plaza-button-*`.
 */
export function themeTokens(variables: ThemeVariables): TokenTree {
  const tokens: Record<string, string | number | TokenTree> = {};
  if (variables.colors) tokens.colors = defined(variables.colors);
  if (variables.fonts?.family) tokens.fontFamily = variables.fonts.family;
  if (variables.fonts?.sizes) tokens.fontSizes = defined(variables.fonts.sizes);
  const { radius, borderWidth, controlHeight } = variables.sizes ?? {};
  Object.assign(tokens, defined({ radius, borderWidth, controlHeight }));
  if (variables.titleBar?.height !== undefined) tokens.titleBarHeight = variables.titleBar.height;
  const titleBar = defined({ bg: variables.titleBar?.bg, fg: variables.titleBar?.fg });
  if (Object.keys(titleBar).length) tokens.titleBar = titleBar;
  if (variables.banner) tokens.banner = defined(variables.banner);
  if (variables.buttons) tokens.button = defined(variables.buttons);
  // The focus rings follow the colours they are drawn on (focus-ring.ts).
  if (variables.colors || titleBar.bg !== undefined || titleBar.fg !== undefined) {
    tokens.focusRing = { ...focusRingOf(variables) };
  }
  return tokens;
}

/** The focus rings of a theme's colours, over Plaza's defaults. */
export function focusRingOf(variables: ThemeVariables): FocusRingColors {
  return focusRingColors({
    ...theme.colors,
    ...variables.colors,
    titleBarBg: variables.titleBar?.bg,
    titleBarFg: variables.titleBar?.fg,
  });
}

const defaultFocusRing = focusRingColors(theme.colors);

/** The tokens the CSS is built from: variables.ts, plus the spec values it does not hold yet. */
export const allTokens: TokenTree = { ...shellExtras, ...theme, focusRing: { ...defaultFocusRing } };

function block(selector: string, declarations: Record<string, string>): string {
  const lines = Object.entries(declarations).map(([property, value]) => `  ${property}: ${value};`);
  return `${selector} {\n${lines.join("\n")}\n}\n`;
}

/** Options of {@link themeCss}. */
export interface ThemeCssOptions {
  tokens?: TokenTree;
  dark?: TokenTree;
}

/**
 * The theme as CSS text: every token as a custom property on `:root`, and the dark preset's
 * overrides on `[data-theme=dark]`. Built from variables.ts alone, so styles and CSS variables
 * cannot drift apart.
 */
export function themeCss({ tokens = allTokens, dark = darkPreset }: ThemeCssOptions = {}): string {
  return (
    block(":root", { "color-scheme": "light", ...themeCustomProperties(tokens) }) +
    block("[data-theme=dark]", { "color-scheme": "dark", ...themeCustomProperties(dark) })
  );
}

/**
 * The colours for style files: each one the `var()` of its custom property, with the light value as
 * the fallback for a page whose theme CSS is not installed yet. Styles that read these follow the
 * dark preset (and a site theme overriding the properties); literal `theme.colors` values would not.
 */
export const colors = /* @__PURE__ */ Object.fromEntries(
  Object.entries(theme.colors).map(([name, value]) => [
    name,
    `var(${CSS_VARIABLE_PREFIX}-color-${kebab(name)}, ${value})`,
  ]),
) as { readonly [Name in keyof typeof theme.colors]: string };

/** The focus ring on the page and in panels (`--plaza-focus-ring-page`). */
export const pageFocusRing = `var(${CSS_VARIABLE_PREFIX}-focus-ring-page, ${defaultFocusRing.page})`;
/** The focus ring on the title bar (`--plaza-focus-ring-bar`). */
export const barFocusRing = `var(${CSS_VARIABLE_PREFIX}-focus-ring-bar, ${defaultFocusRing.bar})`;
/**
 * The colour every focus outline is drawn in: the page's ring, unless a surface says which ring
 * stands out on it by setting {@link FOCUS_RING_PROPERTY} (the title bar does; panels set it back).
 */
export const FOCUS_RING_PROPERTY = `${CSS_VARIABLE_PREFIX}-focus-ring`;
export const focusRing = `var(${FOCUS_RING_PROPERTY}, ${pageFocusRing})`;
