/** The `ui.colorScheme` setting: a fixed preset, or the visitor's system preference. */
export type ColorSchemeSetting = "light" | "dark" | "system";

/** The preset a page uses. */
export type ColorScheme = "light" | "dark";

const DARK_QUERY = "(prefers-color-scheme: dark)";

/** The preset for a setting: "system" follows prefers-color-scheme; anything unknown is light. */
export function resolveColorScheme(setting: unknown, prefersDark: boolean): ColorScheme {
  if (setting === "dark") return "dark";
  if (setting === "system") return prefersDark ? "dark" : "light";
  return "light";
}

/**
 * Switches the page between the light theme and the dark preset (css-variables.ts puts the preset
 * under `[data-theme=dark]`; shell spec §9 "the dark preset lightens" the primary colour). The spec
 * names no rule for choosing it, so the site decides with `ui.colorScheme`, and "system" follows
 * prefers-color-scheme, live. Returns a function that stops following the system setting.
 */
export function applyColorScheme(setting: unknown, win: Window = window): () => void {
  const root = win.document.documentElement;
  const media = typeof win.matchMedia === "function" ? win.matchMedia(DARK_QUERY) : null;
  const apply = () => {
    root.dataset.theme = resolveColorScheme(setting, media?.matches ?? false);
  };
  apply();
  if (setting !== "system" || !media) return () => undefined;
  media.addEventListener("change", apply);
  return () => media.removeEventListener("change", apply);
}
