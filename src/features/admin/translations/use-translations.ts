import useSWR from "swr";
import { useCallback, useState } from "react";
import { apiClient } from "../../../../runtime/api/api-client";
import { ApiError } from "../../../../runtime/api/api-error";

/** The resource Plaza's own content is translated under. */
export const TRANSLATION_RESOURCE = "plaza";

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

/** `recordType.recordIDorKey.propertyName` of a property. */
export function propertyKey(
  property: Pick<TranslationProperty, "recordType" | "recordID" | "recordKey" | "propertyName">,
) {
  return `${property.recordType}.${property.recordID ?? property.recordKey}.${property.propertyName}`;
}

/** The translations of one record type by property key. */
function storedTexts(records: readonly TranslationRecord[], recordType: string): Map<string, string> {
  return new Map(
    records.filter((r) => r.recordType === recordType).map((r) => [r.translationPropertyKey, r.translation]),
  );
}

const get = async <T>(path: string, query: Record<string, unknown>) =>
  (await apiClient.get<T>(path, { query })).data;

/** The texts of a record type (`GET /translations/plaza/properties`). */
export function useTranslationProperties(recordType: string) {
  return useSWR<TranslationProperty[], ApiError>(["translation-properties", recordType], () =>
    get<TranslationProperty[]>(`translations/${TRANSLATION_RESOURCE}/properties`, { recordType }),
  );
}

/**
 * The stored translations of a locale and record type (`GET /translations/plaza`), by property key,
 * and saving edits: changed texts are merged (`PATCH`), emptied ones that had a translation removed
 * (`PATCH …/remove`; shell spec §4 "Translation editor").
 */
export function useStoredTranslations(locale: string, recordType: string) {
  const { data, error, mutate } = useSWR<Map<string, string>, ApiError>(
    ["translations", locale, recordType],
    async () => {
      const records = await get<TranslationRecord[]>(`translations/${TRANSLATION_RESOURCE}`, {
        locale,
        recordType,
      });
      return storedTexts(records, recordType);
    },
  );
  const [isSaving, setIsSaving] = useState(false);
  const [saveError, setSaveError] = useState<ApiError | null>(null);

  const save = useCallback(
    async (
      properties: readonly TranslationProperty[],
      edits: ReadonlyMap<string, string>,
    ): Promise<boolean> => {
      const stored = data ?? new Map<string, string>();
      const record = (p: TranslationProperty) => ({
        recordType: p.recordType,
        ...(p.recordID !== undefined ? { recordID: p.recordID } : { recordKey: p.recordKey }),
        propertyName: p.propertyName,
        locale,
      });
      const merged = [];
      const removed = [];
      for (const p of properties) {
        const key = propertyKey(p);
        const text = edits.get(key);
        if (text === undefined || text === (stored.get(key) ?? "")) continue;
        if (text.trim()) merged.push({ translationPropertyKey: key, ...record(p), translation: text });
        else if (stored.has(key)) removed.push(record(p));
      }
      setIsSaving(true);
      setSaveError(null);
      try {
        const base = `translations/${TRANSLATION_RESOURCE}`;
        // Each write answers the locale's stored translations: the last answer is what is stored now.
        let records: TranslationRecord[] | undefined;
        if (merged.length)
          records = (await apiClient.patch<TranslationRecord[]>(base, { body: merged })).data;
        if (removed.length)
          records = (await apiClient.patch<TranslationRecord[]>(`${base}/remove`, { body: removed })).data;
        if (records) await mutate(storedTexts(records, recordType), { revalidate: false });
        return true;
      } catch (caught) {
        setSaveError(caught instanceof ApiError ? caught : new ApiError({ status: 0, cause: caught }));
        return false;
      } finally {
        setIsSaving(false);
      }
    },
    [data, locale, recordType, mutate],
  );
  return { stored: data, loadError: error, save, isSaving, saveError };
}
