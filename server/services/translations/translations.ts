import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { nowISO } from "../../db/columns";
import type { FieldError } from "../../../schemas/entities/error.schema";
import { interfaceLocaleOf } from "../../../locales";

/** The resource Plaza's own content is translated under (`/translations/plaza`). */
export const CONTENT_RESOURCE = "plaza";

/** The translatable properties of each record type with their maximum length (shell spec §5). */
export const translatableProperties: Record<string, Record<string, number>> = {
  category: { name: 200, description: 1000 },
  widget: { title: 200, description: 1000 },
  navigation: { name: 300 },
};

/** A stored translation (shell spec §3 "Translation record"). */
export interface TranslationRecord {
  translationPropertyKey: string;
  recordType: string;
  recordID?: number;
  recordKey?: string;
  propertyName: string;
  locale: string;
  translation: string;
}

/** A translation as a write names it: its record by ID or key, and (for saves) the text. */
export interface TranslationInput {
  recordType: string;
  recordID?: number;
  recordKey?: string;
  propertyName: string;
  locale: string;
  translation?: string;
}

/** `recordType.recordIDorKey.propertyName`. */
export function translationPropertyKey(recordType: string, recordKey: string, propertyName: string): string {
  return `${recordType}.${recordKey}.${propertyName}`;
}

/** The record's ID or key as stored. */
function keyOf(input: Pick<TranslationInput, "recordID" | "recordKey">): string {
  return input.recordID !== undefined ? String(input.recordID) : (input.recordKey ?? "");
}

/**
 * The field errors of a list of writes: an unknown record type, property or locale, a record named
 * by neither ID nor key, and (when `withText`) a translation longer than its property allows.
 */
export function translationInputErrors(inputs: readonly TranslationInput[], withText: boolean): FieldError[] {
  const errors: FieldError[] = [];
  inputs.forEach((input, index) => {
    const at = (name: string) => `${index}.${name}`;
    const limits = translatableProperties[input.recordType];
    if (!limits) {
      errors.push({
        field: at("recordType"),
        code: "unknownRecordType",
        message: "This record type has no translations.",
      });
      return;
    }
    const maxLength = limits[input.propertyName];
    if (maxLength === undefined) {
      errors.push({
        field: at("propertyName"),
        code: "unknownProperty",
        message: "This property has no translations.",
      });
    }
    if ((input.recordID === undefined) === (input.recordKey === undefined)) {
      errors.push({
        field: at("recordID"),
        code: "missingRecord",
        message: "Name the record by recordID or recordKey.",
      });
    }
    if (!interfaceLocaleOf(input.locale)) {
      errors.push({ field: at("locale"), code: "unknownLocale", message: "This locale is not enabled." });
    }
    if (withText && maxLength !== undefined && (input.translation ?? "").length > maxLength) {
      errors.push({
        field: at("translation"),
        code: "maxLength",
        message: `The translation must be at most ${maxLength} characters.`,
      });
    }
    if (withText && !(input.translation ?? "").trim()) {
      errors.push({ field: at("translation"), code: "required", message: "A translation is required." });
    }
  });
  return errors;
}

/** Filters of {@link listTranslations}. */
export interface TranslationQuery {
  locale?: string;
  recordType?: string;
  recordIDs?: number[];
  recordKeys?: string[];
}

/** The stored translations of a resource, by locale, record type and records when given. */
export async function listTranslations(
  db: Kysely<Database>,
  resource: string,
  query: TranslationQuery,
): Promise<TranslationRecord[]> {
  let select = db.selectFrom("translations").selectAll().where("resource", "=", resource);
  if (query.locale)
    select = select.where("locale", "=", interfaceLocaleOf(query.locale)?.key ?? query.locale);
  if (query.recordType) select = select.where("recordType", "=", query.recordType);
  const keys = [...(query.recordIDs ?? []).map(String), ...(query.recordKeys ?? [])];
  if (keys.length) select = select.where("recordKey", "in", keys);
  const rows = await select.orderBy("recordType").orderBy("recordKey").orderBy("propertyName").execute();
  return rows.map((row) => {
    const isID = /^[1-9]\d{0,9}$/.test(row.recordKey);
    return {
      translationPropertyKey: translationPropertyKey(row.recordType, row.recordKey, row.propertyName),
      recordType: row.recordType,
      ...(isID ? { recordID: Number(row.recordKey) } : { recordKey: row.recordKey }),
      propertyName: row.propertyName,
      locale: row.locale,
      translation: row.translation,
    };
  });
}

/** Merges translations into what is stored: new ones are added, existing ones replaced. */
export async function saveTranslations(
  db: Kysely<Database>,
  resource: string,
  inputs: readonly TranslationInput[],
): Promise<void> {
  if (!inputs.length) return;
  const dateUpdated = nowISO();
  const rows = inputs.map((input) => ({
    resource,
    recordType: input.recordType,
    recordKey: keyOf(input),
    propertyName: input.propertyName,
    locale: interfaceLocaleOf(input.locale)?.key ?? input.locale,
    translation: input.translation ?? "",
    dateUpdated,
  }));
  // One row per key, the last given winning: PostgreSQL refuses to update a row twice in one insert.
  const values = [
    ...new Map(
      rows.map((row) => [
        translationPropertyKey(row.recordType, row.recordKey, row.propertyName) + row.locale,
        row,
      ]),
    ).values(),
  ];
  await db
    .insertInto("translations")
    .values(values)
    .onConflict((oc) =>
      oc.columns(["resource", "locale", "recordType", "recordKey", "propertyName"]).doUpdateSet((eb) => ({
        translation: eb.ref("excluded.translation"),
        dateUpdated: eb.ref("excluded.dateUpdated"),
      })),
    )
    .execute();
}

/** Removes the named translations; ones not stored are ignored. */
export async function removeTranslations(
  db: Kysely<Database>,
  resource: string,
  inputs: readonly TranslationInput[],
): Promise<void> {
  if (!inputs.length) return;
  await db
    .deleteFrom("translations")
    .where("resource", "=", resource)
    .where((eb) =>
      eb.or(
        inputs.map((input) =>
          eb.and([
            eb("locale", "=", interfaceLocaleOf(input.locale)?.key ?? input.locale),
            eb("recordType", "=", input.recordType),
            eb("recordKey", "=", keyOf(input)),
            eb("propertyName", "=", input.propertyName),
          ]),
        ),
      ),
    )
    .execute();
}
