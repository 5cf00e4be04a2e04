import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import useSWR from "swr";
import { apiClient } from "../../../../runtime/api/api-client";
import { msg, t } from "../../../../runtime/i18n/t";
import { useLeaveGuard } from "../../../../runtime/forms";
import { Button } from "../../../ui/Button";
import { Loader } from "../../../ui/Loader";
import { Tooltip } from "../../../ui/Tooltip";
import { UnsavedChangesDialog } from "../../../ui/forms";
import {
  propertyKey,
  useStoredTranslations,
  useTranslationProperties,
  type TranslationProperty,
} from "./use-translations";
import * as styles from "./TranslationsSection.styles";

/** The record types translated, one at a time (shell spec §5). */
export const translationRecordTypes = [
  { id: "category", label: msg("Categories") },
  { id: "widget", label: msg("Widget titles and descriptions") },
  { id: "navigation", label: msg("Navigation labels") },
] as const;

/** The source language (shell spec "Default translation locale en"): it is not translated into. */
const SOURCE_LOCALE = "en";

interface LocaleOption {
  localeKey: string;
  displayNames: Record<string, string>;
}

/** The locales to translate into, from `GET /locales`. */
function useTargetLocales() {
  const { data } = useSWR(
    "translation-locales",
    async () => (await apiClient.get<LocaleOption[]>("locales")).data,
  );
  return data?.filter((locale) => locale.localeKey !== SOURCE_LOCALE);
}

/** Whether a field differs from its stored value (shell spec §4: "A field is unsaved if…"). */
function isUnsaved(edits: ReadonlyMap<string, string>, stored: ReadonlyMap<string, string>, key: string) {
  const text = edits.get(key);
  return text !== undefined && text !== (stored.get(key) ?? "");
}

function TranslationRow(props: {
  property: TranslationProperty;
  value: string;
  state: "unsaved" | "missing" | "saved";
  onChange: (text: string) => void;
}) {
  const { property, value, state, onChange } = props;
  const sourceID = useId();
  const common = {
    className: styles.input,
    value,
    maxLength: property.propertyValidation.maxLength,
    "aria-labelledby": sourceID,
    "data-state": state,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  const field =
    property.propertyType === "textMultiline" ? (
      <textarea rows={3} {...common} />
    ) : (
      <input type="text" {...common} />
    );
  const tip =
    state === "unsaved" ? t("You have unsaved changes") : state === "missing" ? t("Not translated") : null;
  return (
    <tr>
      <td id={sourceID} lang={SOURCE_LOCALE}>
        {property.sourceText}
      </td>
      <td>{tip ? <Tooltip label={tip}>{field}</Tooltip> : field}</td>
    </tr>
  );
}

function TranslationTable(props: {
  locale: string;
  recordType: string;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { locale, recordType, onDirtyChange } = props;
  const properties = useTranslationProperties(recordType);
  const { stored, loadError, save, isSaving, saveError } = useStoredTranslations(locale, recordType);
  const [edits, setEdits] = useState<Map<string, string>>(new Map());
  const [isSaved, setIsSaved] = useState(false);
  const storedTexts = useMemo(() => stored ?? new Map<string, string>(), [stored]);
  const isDirty = [...edits.keys()].some((key) => isUnsaved(edits, storedTexts, key));
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const error = properties.error ?? loadError;
  if (error) return <p role="alert">{error.message}</p>;
  if (!properties.data || !stored) return <Loader />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(properties.data!, edits).then((ok) => {
      setIsSaved(ok);
      // Saved: the form starts again from the merged stored translations.
      if (ok) setEdits(new Map());
    });
  };
  return (
    <form onSubmit={submit} lang={locale}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t("Source text")}</th>
            <th scope="col">{t("Translation")}</th>
          </tr>
        </thead>
        <tbody>
          {properties.data.map((property) => {
            const key = propertyKey(property);
            const value = edits.get(key) ?? storedTexts.get(key) ?? "";
            const state = isUnsaved(edits, storedTexts, key) ? "unsaved" : value ? "saved" : "missing";
            return (
              <TranslationRow
                key={key}
                property={property}
                value={value}
                state={state}
                onChange={(text) => {
                  setIsSaved(false);
                  setEdits((current) => new Map(current).set(key, text));
                }}
              />
            );
          })}
        </tbody>
      </table>
      {saveError ? <p role="alert">{saveError.message}</p> : null}
      <div className={styles.actions}>
        <Button type="submit" buttonType="dashboardPrimary" isLoading={isSaving} disabled={!isDirty}>
          {t("Save")}
        </Button>
        <span role="status" className={styles.saved}>
          {isSaved ? t("Your changes were saved.") : ""}
        </span>
      </div>
    </form>
  );
}

/**
 * The content translation editor (site.manage; shell spec §4): one locale and one record type at a
 * time, each text's source beside its translation. Switching locale or record type, or leaving,
 * with unsaved edits asks first (shell spec §8).
 */
export default function TranslationsSection() {
  const locales = useTargetLocales();
  const [locale, setLocale] = useState<string | undefined>(undefined);
  const [recordType, setRecordType] = useState<string>(translationRecordTypes[0].id);
  const [isDirty, setIsDirty] = useState(false);
  const [pending, setPending] = useState<(() => void) | null>(null);
  useLeaveGuard(isDirty, (proceed) => setPending(() => proceed));
  const navigationHintID = useId();

  const chosenLocale = locale ?? locales?.[0]?.localeKey;
  const ask = (change: () => void) => (isDirty ? setPending(() => change) : change());

  if (!locales) return <Loader />;
  if (!chosenLocale) return <p>{t("Translations need a second locale.")}</p>;
  return (
    <div>
      <div className={styles.pickers}>
        <label>
          {t("Locale")}
          <select
            value={chosenLocale}
            onChange={(e) => {
              const next = e.target.value;
              ask(() => setLocale(next));
            }}
          >
            {locales.map((option) => (
              <option key={option.localeKey} value={option.localeKey}>
                {option.displayNames[option.localeKey] ?? option.localeKey}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("Content")}
          <select
            value={recordType}
            aria-describedby={recordType === "navigation" ? navigationHintID : undefined}
            onChange={(e) => {
              const next = e.target.value;
              ask(() => setRecordType(next));
            }}
          >
            {translationRecordTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {t(type.label)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {recordType === "navigation" && (
        <p id={navigationHintID} className={styles.saved}>
          {t(
            "The site's navigation and the navigation some layouts set in their own title bar: a label is translated once wherever it shows.",
          )}
        </p>
      )}
      <TranslationTable
        key={`${chosenLocale}:${recordType}`}
        locale={chosenLocale}
        recordType={recordType}
        onDirtyChange={setIsDirty}
      />
      {pending ? (
        <UnsavedChangesDialog
          onCancel={() => setPending(null)}
          onContinue={() => {
            const proceed = pending;
            setPending(null);
            setIsDirty(false);
            proceed();
          }}
        />
      ) : null}
    </div>
  );
}
