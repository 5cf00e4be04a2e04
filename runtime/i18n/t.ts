/**
 * Translation of user-visible strings. The English text is the key and the default; a locale's
 * strings are added with {@link setTranslations} (translations arrive with a later issue).
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
