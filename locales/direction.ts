/** The locale key without its region, lower case: `fr_CA` and `fr-ca` are `fr`. */
export function baseLocaleKey(localeKey: string): string {
  return (localeKey.split(/[-_]/)[0] ?? localeKey).toLowerCase();
}

/** Languages written right to left. */
const RIGHT_TO_LEFT = ["ar", "he", "fa", "ur", "yi", "ps", "sd", "ug", "dv"];

/** The writing direction of a locale key. */
export function directionOf(localeKey: string): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.includes(baseLocaleKey(localeKey)) ? "rtl" : "ltr";
}

/** A locale key as an HTML `lang` value: `fr_CA` is `fr-CA`. */
export function languageTag(localeKey: string): string {
  return localeKey.replace(/_/g, "-").replace(/[^\w-]/g, "");
}

/**
 * The root element's attributes for a locale: `lang`, and `dir="rtl"` for a right-to-left one only
 * (left-to-right is the default, so an English page stays as it was).
 */
export function htmlLanguageAttributes(localeKey: string): string {
  const lang = languageTag(localeKey);
  return directionOf(localeKey) === "rtl" ? `lang="${lang}" dir="rtl"` : `lang="${lang}"`;
}
