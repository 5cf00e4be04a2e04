import type { ThemeVariables } from "../../../schemas/entities/theme-variables";
import { darkPreset } from "../../../runtime/theme/css-variables";
import { theme } from "../../../runtime/theme/variables";

/** A theme Plaza ships: it cannot be deleted, but its variables can be revised like any other. */
export interface BuiltinTheme {
  themeID: string;
  name: string;
  variables: ThemeVariables;
}

/** The theme a site has until another is applied (content spec §3: `ui.themeKey` defaults to keystone). */
export const DEFAULT_THEME_ID = "keystone";

/**
 * The built-in themes: Plaza's light theme, its dark preset (shell spec §9: the dark preset lightens
 * the primary colour) and Harbour, a warm light theme. Migration 0025 stores them as revision one;
 * migration 0045 gives Harbour its darker primary colour (links on its panels were 4.27:1).
 */
export const builtinThemes: readonly BuiltinTheme[] = [
  {
    themeID: DEFAULT_THEME_ID,
    name: "Keystone",
    variables: { preset: "light", colors: { ...theme.colors } },
  },
  {
    themeID: "keystone-dark",
    name: "Keystone Dark",
    variables: { preset: "dark", colors: { ...theme.colors, ...darkPreset.colors } },
  },
  {
    themeID: "harbour",
    name: "Harbour",
    variables: {
      preset: "light",
      colors: {
        primary: "#a64b24",
        primaryHover: "#8c3d1b",
        onPrimary: "#ffffff",
        fg: "#2b2118",
        muted: "#6b5a4b",
        bg: "#fffaf3",
        bgAlt: "#f6ecdf",
        border: "#e0cfbb",
        error: "#b3261e",
        errorBg: "#fdecea",
      },
      sizes: { radius: 10 },
      banner: { bg: "#f6ecdf", fg: "#2b2118" },
    },
  },
];

/** Whether a theme id is one of Plaza's own. */
export function isBuiltinTheme(themeID: string): boolean {
  return builtinThemes.some((builtin) => builtin.themeID === themeID);
}
