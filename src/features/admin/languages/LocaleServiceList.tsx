import { useId, useState } from "react";
import { t } from "../../../../runtime/i18n/t";
import type { Locale } from "../../../../schemas/entities/locale.schema";
import { Button } from "../../../ui/Button";
import * as fieldStyles from "../../../ui/TextField.styles";
import { errorMessageOf } from "../../../ui/toasts/error-message";
import type { ListedTranslationService } from "./use-languages";
import * as styles from "./LanguagesSection.styles";

/** The locale's name in its own language. */
const nameOf = (locale: Locale) => locale.displayNames[locale.localeKey] ?? locale.localeKey;

interface LocaleRowProps {
  locale: Locale;
  services: readonly ListedTranslationService[];
  onSave(translationService: string | null): Promise<void>;
}

function LocaleRow({ locale, services, onSave }: LocaleRowProps) {
  const selectID = useId();
  const labelID = useId();
  const saved = locale.translationService ?? "";
  const [choice, setChoice] = useState(saved);
  const [isSaving, setIsSaving] = useState(false);
  // A configured service, or the one the locale has (credentials are never removed, but stay safe).
  const offered = services.filter((service) => service.isConfigured || service.type === saved);
  return (
    <li className={styles.row}>
      <label id={labelID} htmlFor={selectID} lang={locale.localeKey}>
        {nameOf(locale)}
      </label>
      <select
        id={selectID}
        className={fieldStyles.input}
        value={choice}
        disabled={isSaving}
        onChange={(event) => setChoice(event.target.value)}
      >
        <option value="">{t("None")}</option>
        {offered.map((service) => (
          <option key={service.type} value={service.type}>
            {service.name}
          </option>
        ))}
      </select>
      <Button
        type="button"
        buttonType="dashboardStandard"
        aria-describedby={labelID}
        isLoading={isSaving}
        disabled={choice === saved}
        onClick={() => {
          setIsSaving(true);
          void onSave(choice || null).finally(() => setIsSaving(false));
        }}
      >
        {t("Save")}
      </Button>
    </li>
  );
}

/** Props of {@link LocaleServiceList}. */
export interface LocaleServiceListProps {
  locales: readonly Locale[];
  services: readonly ListedTranslationService[];
  onSave(locale: Locale, translationService: string | null): Promise<void>;
}

/**
 * Each locale with the machine translation service it uses: none, or a configured service
 * (`PATCH /locales/{id}`); whether the save worked is told below the list.
 */
export function LocaleServiceList({ locales, services, onSave }: LocaleServiceListProps) {
  const headingID = useId();
  const [status, setStatus] = useState<{ text: string; outcome: "saved" | "failed" } | null>(null);
  const hasConfigured = services.some((service) => service.isConfigured);

  async function save(locale: Locale, translationService: string | null) {
    setStatus(null);
    try {
      await onSave(locale, translationService);
      setStatus({
        text: t("The translation service of {locale} was saved.", { locale: nameOf(locale) }),
        outcome: "saved",
      });
    } catch (failure) {
      setStatus({
        text: t("The translation service of {locale} could not be saved: {message}", {
          locale: nameOf(locale),
          message: errorMessageOf(failure),
        }),
        outcome: "failed",
      });
    }
  }

  return (
    <section aria-labelledby={headingID}>
      <h3 id={headingID}>{t("Machine translation")}</h3>
      <p className={styles.hint}>
        {hasConfigured
          ? t("Choose the service that translates content into each language.")
          : t("Configure a translation service below to choose it for a language.")}
      </p>
      <ul className={styles.list} aria-labelledby={headingID}>
        {locales.map((locale) => (
          <LocaleRow
            key={locale.localeKey}
            locale={locale}
            services={services}
            onSave={(translationService) => save(locale, translationService)}
          />
        ))}
      </ul>
      <p role="status" className={styles.status} data-outcome={status?.outcome}>
        {status?.text}
      </p>
    </section>
  );
}
