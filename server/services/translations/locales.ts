import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import type { Locale } from "../../../schemas/entities/locale.schema";
import { interfaceLocaleOf, interfaceLocales, type InterfaceLocale } from "../../../locales";
import fr from "../../../locales/fr.json";
import ar from "../../../locales/ar.json";

/** The shipped catalogs by locale key; English has none (its strings are the keys). */
const catalogs: Record<string, Record<string, string>> = { fr, ar };

/** The interface strings of a locale key (`fr_CA` reads French); undefined for English or an unknown one. */
export function interfaceCatalog(localeKey: string): Record<string, string> | undefined {
  const locale = interfaceLocaleOf(localeKey);
  return locale ? catalogs[locale.key] : undefined;
}

/** Where a locale's machine translation service is kept: a config row outside the site config keys. */
const serviceKey = (localeKey: string) => `locales.${localeKey}.translationService`;

/** The enabled locales, each with its machine translation service. */
export async function listLocales(db: Kysely<Database>): Promise<Locale[]> {
  const rows = await db
    .selectFrom("config")
    .select(["key", "value"])
    .where("key", "like", "locales.%.translationService")
    .execute();
  const services = new Map(rows.map((row) => [row.key, JSON.parse(row.value) as string | null]));
  return interfaceLocales.map((locale) =>
    presentLocale(locale, services.get(serviceKey(locale.key)) ?? null),
  );
}

function presentLocale(locale: InterfaceLocale, translationService: string | null): Locale {
  return {
    localeID: locale.key,
    localeKey: locale.key,
    regionalKey: locale.key,
    displayNames: { ...locale.displayNames },
    translationService,
  };
}

/** One locale by its id or key (`fr_CA` finds French), or undefined. */
export async function findLocale(db: Kysely<Database>, id: string): Promise<Locale | undefined> {
  const locale = interfaceLocaleOf(id);
  if (!locale) return undefined;
  return (await listLocales(db)).find((l) => l.localeKey === locale.key);
}

/** Sets (or with null clears) a locale's machine translation service. */
export async function setLocaleTranslationService(
  db: Kysely<Database>,
  localeKey: string,
  translationService: string | null,
): Promise<void> {
  const value = JSON.stringify(translationService);
  await db
    .insertInto("config")
    .values({ key: serviceKey(localeKey), value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}
