import type { Theme } from "../../../schemas/entities/theme.schema";
import type { ThemeVariables } from "../../../schemas/entities/theme-variables";
import { allTokens, themeCss, themeTokens, type TokenTree } from "../../../runtime/theme/css-variables";
import { theme as defaults } from "../../../runtime/theme/variables";

/** `base` with `changes` laid over it, group by group. */
function mergeTokens(base: TokenTree, changes: TokenTree): TokenTree {
  const merged: Record<string, string | number | TokenTree> = { ...base };
  for (const [name, value] of Object.entries(changes)) {
    const under = merged[name];
    merged[name] = typeof value === "object" && typeof under === "object" ? mergeTokens(under, value) : value;
  }
  return merged;
}

/**
 * A dark theme's colours under the light scheme too: browsers draw its form controls and scroll bars
 * dark (under `[data-theme=dark]` the dark preset already says so).
 */
const DARK_THEME_SCHEME = ":root:not([data-theme=dark]) {\n  color-scheme: dark;\n}\n";

/**
 * The page's theme CSS with a theme's variables over Plaza's defaults: every token as a custom
 * property on `:root` (the dark preset stays under `[data-theme=dark]`). A stored value the CSS
 * cannot carry (never one that passed the variables schema) leaves the defaults in place.
 */
export function themeVariablesCss(variables: ThemeVariables): string {
  try {
    const css = themeCss({ tokens: mergeTokens(allTokens, themeTokens(variables)) });
    return variables.preset === "dark" ? css + DARK_THEME_SCHEME : css;
  } catch {
    return themeCss();
  }
}

/** A theme's thumbnail colours (Vanilla's PreviewAssets), the defaults filled in. */
export function themePreviewColors(variables: ThemeVariables): Theme["preview"] {
  const primary = variables.colors?.primary ?? defaults.colors.primary;
  const onPrimary = variables.colors?.onPrimary ?? defaults.colors.onPrimary;
  return {
    preset: variables.preset ?? "light",
    globalPrimary: primary,
    globalBg: variables.colors?.bg ?? defaults.colors.bg,
    globalFg: variables.colors?.fg ?? defaults.colors.fg,
    titleBarBg: variables.titleBar?.bg ?? primary,
    titleBarFg: variables.titleBar?.fg ?? onPrimary,
  };
}
