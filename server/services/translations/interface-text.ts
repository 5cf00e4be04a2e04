import { interfaceCatalog } from "./locales";

/**
 * Marks an interface string the server writes into a page or an answer (a built-in layout's title,
 * a breadcrumb): answers it as it is, and the catalog test collects it like the browser's `msg()`,
 * so every catalog translates it. {@link interfaceText} translates it where it is shown.
 */
export function msg<const Text extends string>(text: Text): Text {
  return text;
}

/**
 * An interface string in the site's language (`ui.localeKey`): its catalog's translation, else the
 * English text, `{name}` placeholders filled from `values` (the server's `t()`).
 */
export function interfaceText(
  localeKey: string,
  key: string,
  values?: Record<string, string | number>,
): string {
  const text = interfaceCatalog(localeKey)?.[key] ?? key;
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
