import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import { readJsonColumn } from "../db/columns";
import {
  listTranslationProperties,
  navigationLabels,
  navigationTextKey,
  translationProperty,
  widgetProperties,
  widgetTextKey,
  type TranslationProperty,
} from "../services/translations/translations-content";
import { defaultLayouts } from "./defaults";
import { isDefinitionNode, isPlainObject, MAX_PROPS_DEPTH } from "./definition-nodes";

/** The titles and descriptions of the widgets in `value` (a definition), each once. */
function collectWidgetTexts(value: unknown, into: Map<string, string>, depth = 0): void {
  if (depth > MAX_PROPS_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value) collectWidgetTexts(item, into, depth + 1);
    return;
  }
  if (!isPlainObject(value)) return;
  if (isDefinitionNode(value)) {
    for (const name of widgetProperties) {
      const text = value[name];
      if (typeof text === "string" && text.trim()) into.set(`${widgetTextKey(text)}.${name}`, text);
    }
  }
  for (const item of Object.values(value)) collectWidgetTexts(item, into, depth + 1);
}

/** Every widget text to translate: the titles and descriptions in the built-in and stored layouts. */
export async function listWidgetTranslationProperties(db: Kysely<Database>): Promise<TranslationProperty[]> {
  const texts = new Map<string, string>();
  for (const layout of Object.values(defaultLayouts)) collectWidgetTexts(layout.layout, texts);
  const rows = await db.selectFrom("layouts").select("definition").execute();
  for (const row of rows) collectWidgetTexts(readJsonColumn(row.definition), texts);
  return [...texts].map(([key, text]) => {
    const [recordKey, propertyName] = key.split(".") as [string, string];
    return translationProperty("widget", { recordKey }, propertyName, text);
  });
}

/** The navigation labels a title bar definition node sets of its own (`navigation`), each once. */
function titleBarLabels(titleBar: unknown): string[] {
  return isPlainObject(titleBar) ? navigationLabels(titleBar.navigation) : [];
}

/**
 * Every navigation label to translate: the site-wide navigation's (`navigation.items`), then those
 * of the title bars that layouts set of their own, each label once: the same label shares one
 * translation wherever it shows (server/layouts/hydrators/title-bar.ts translates both).
 */
export async function listNavigationTranslationProperties(
  db: Kysely<Database>,
): Promise<TranslationProperty[]> {
  const site = await listTranslationProperties(db, "navigation");
  const seen = new Set(site.map((property) => property.sourceText));
  const labels: string[] = [];
  const take = (label: string) => {
    if (seen.has(label)) return;
    seen.add(label);
    labels.push(label);
  };
  for (const layout of Object.values(defaultLayouts)) titleBarLabels(layout.titleBar).forEach(take);
  const rows = await db.selectFrom("layouts").select("titleBar").orderBy("layoutID").execute();
  for (const row of rows) titleBarLabels(readJsonColumn(row.titleBar)).forEach(take);
  return [
    ...site,
    ...labels.map((label) =>
      translationProperty("navigation", { recordKey: navigationTextKey(label) }, "name", label),
    ),
  ];
}
