import { baseLocaleKey } from "./direction";

/** The interface languages Plaza ships a catalog for (English is the keys themselves). */
export const interfaceLocales = [
  { key: "en", displayNames: { en: "English", fr: "Anglais", ar: "الإنجليزية" } },
  { key: "fr", displayNames: { en: "French", fr: "Français", ar: "الفرنسية" } },
  { key: "ar", displayNames: { en: "Arabic", fr: "Arabe", ar: "العربية" } },
] as const;

/** One shipped interface language. */
export type InterfaceLocale = (typeof interfaceLocales)[number];

/** The shipped language of a locale key (`fr_CA` is French), or undefined without a catalog. */
export function interfaceLocaleOf(localeKey: string): InterfaceLocale | undefined {
  const base = baseLocaleKey(localeKey);
  return interfaceLocales.find((locale) => locale.key === base);
}
