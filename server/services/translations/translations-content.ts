import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { stampedReads } from "../../db/stamped-cache";
import { readSiteConfig } from "../config";
import { CONTENT_RESOURCE, translatableProperties, translationPropertyKey } from "./translations";
import { interfaceLocaleOf } from "../../../locales";

/** A translatable text (shell spec §3 "Translation property"). */
export interface TranslationProperty {
  recordType: string;
  recordID?: number;
  recordKey?: string;
  propertyName: string;
  sourceText: string;
  propertyType: "text" | "textMultiline";
  propertyValidation: { maxLength: number };
}

/** The widget texts that are translated: a widget's title and description. */
export const widgetProperties = ["title", "description"] as const;

/** A widget text's record key: the same text in every layout shares one translation. */
export function widgetTextKey(sourceText: string): string {
  return `w${createHash("sha1").update(sourceText).digest("hex").slice(0, 16)}`;
}

/** A site navigation label's record key: the same label anywhere in the navigation shares one translation. */
export function navigationTextKey(sourceText: string): string {
  return `n${createHash("sha1").update(sourceText.trim()).digest("hex").slice(0, 16)}`;
}

/** Every label of a navigation (items and their children's), each once, in order. */
export function navigationLabels(items: unknown): string[] {
  const labels = new Set<string>();
  const walk = (list: unknown, depth: number) => {
    if (!Array.isArray(list) || depth > 3) return;
    for (const item of list as Array<{ name?: unknown; children?: unknown }>) {
      if (typeof item?.name === "string" && item.name.trim()) labels.add(item.name.trim());
      walk(item?.children, depth + 1);
    }
  };
  walk(items, 0);
  return [...labels];
}

/** A translatable text of a record, with the length its translation may have. */
export function translationProperty(
  recordType: string,
  record: { recordID: number } | { recordKey: string },
  propertyName: string,
  sourceText: string,
): TranslationProperty {
  return {
    recordType,
    ...record,
    propertyName,
    sourceText,
    propertyType: propertyName === "description" ? "textMultiline" : "text",
    propertyValidation: { maxLength: translatableProperties[recordType]![propertyName]! },
  };
}

/**
 * The translatable texts of a record type: every category's name and description; every label of
 * the site navigation (`navigation.items`). Widget texts live in layouts and are listed by
 * `server/layouts/layout-texts.ts`.
 */
export async function listTranslationProperties(
  db: Kysely<Database>,
  recordType: string,
): Promise<TranslationProperty[]> {
  if (recordType === "category") {
    const rows = await db
      .selectFrom("categories")
      .select(["categoryID", "name", "description"])
      .orderBy("categoryID")
      .execute();
    return rows.flatMap((row) => [
      translationProperty("category", { recordID: row.categoryID }, "name", row.name),
      ...(row.description
        ? [translationProperty("category", { recordID: row.categoryID }, "description", row.description)]
        : []),
    ]);
  }
  if (recordType === "navigation") {
    const config = await readSiteConfig(db);
    return navigationLabels(config["navigation.items"]).map((label) =>
      translationProperty("navigation", { recordKey: navigationTextKey(label) }, "name", label),
    );
  }
  return [];
}

/** Looks up a translated text of the site's locale: undefined when there is none. */
export interface ContentTranslator {
  locale: string;
  text(recordType: string, recordKey: string | number, propertyName: string): string | undefined;
}

const noTranslations = (locale: string): ContentTranslator => ({ locale, text: () => undefined });

/** The site translators by database, kept while the database is unchanged. */
const translators = stampedReads<ContentTranslator>(4);

/**
 * The content translations of the site's language (`ui.localeKey`): read in one query for the whole
 * site and kept until the next write, so presenting a page's categories and widgets asks nothing per
 * record. English (the source language) has none.
 */
export async function contentTranslator(db: Kysely<Database>): Promise<ContentTranslator> {
  return translators(db, "site", () => loadTranslator(db));
}

async function loadTranslator(db: Kysely<Database>): Promise<ContentTranslator> {
  const config = await readSiteConfig(db);
  const locale = interfaceLocaleOf(config["ui.localeKey"])?.key ?? config["ui.localeKey"];
  if (locale === "en") return noTranslations(locale);
  const rows = await db
    .selectFrom("translations")
    .select(["recordType", "recordKey", "propertyName", "translation"])
    .where("resource", "=", CONTENT_RESOURCE)
    .where("locale", "=", locale)
    .execute();
  if (!rows.length) return noTranslations(locale);
  const texts = new Map(
    rows.map((row) => [
      translationPropertyKey(row.recordType, row.recordKey, row.propertyName),
      row.translation,
    ]),
  );
  return {
    locale,
    text: (recordType, recordKey, propertyName) =>
      texts.get(translationPropertyKey(recordType, String(recordKey), propertyName)),
  };
}

/** A category's name and description in the site's language, falling back to the source text. */
export function translateCategory<T extends { categoryID: number; name: string; description?: string }>(
  t: ContentTranslator,
  category: T,
): T {
  const name = t.text("category", category.categoryID, "name");
  const description = category.description
    ? t.text("category", category.categoryID, "description")
    : undefined;
  if (name === undefined && description === undefined) return category;
  return {
    ...category,
    ...(name !== undefined ? { name } : {}),
    ...(description !== undefined ? { description } : {}),
  };
}

/**
 * A widget's props with its title and description in the site's language, when translated: by the
 * translation editor, else (a built-in layout's texts) by the interface `catalog`.
 */
export function translateWidgetProps(
  t: ContentTranslator,
  props: Record<string, unknown>,
  catalog?: Readonly<Record<string, string>>,
): Record<string, unknown> {
  let out = props;
  for (const name of widgetProperties) {
    const text = props[name];
    if (typeof text !== "string" || !text.trim()) continue;
    const translated =
      t.text("widget", widgetTextKey(text), name) ??
      (catalog && Object.hasOwn(catalog, text) ? catalog[text] : undefined);
    if (translated !== undefined) out = { ...out, [name]: translated };
  }
  return out;
}
