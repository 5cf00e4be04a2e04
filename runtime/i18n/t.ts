/**
 * Translation of user-visible strings. The English text is the key and the default; the catalog of
 * the site's locale (`ui.localeKey`) arrives with the page's boot payload and is installed with
 * {@link setTranslations} before the first render, on the server and in the browser.
 */
let strings: Record<string, string> = {};

/** Replaces the loaded translations. */
export function setTranslations(next: Record<string, string>): void {
  strings = { ...next };
}

/**
 * The translation of `key` (its English text), or `fallback`, or the key itself. `{name}` placeholders
 * are filled from `values`.
 */
export function t(key: string, values?: Record<string, string | number>, fallback?: string): string {
  const text = strings[key] ?? fallback ?? key;
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/**
 * Marks an interface string written away from its `t()` call (a label table, a constant): answers it
 * as it is, and the catalog test collects it like a `t("…")` literal, so every catalog translates it.
 */
export function msg<const Text extends string>(text: Text): Text {
  return text;
}
