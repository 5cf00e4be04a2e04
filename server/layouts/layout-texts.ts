import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import { readJsonColumn } from "../db/columns";
import {
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
