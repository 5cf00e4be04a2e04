import { t } from "../../../../runtime/i18n/t";
import type { ModuleImporter } from "../../../../runtime/forms";
import { Loader } from "../../../ui/Loader";
import type { DashboardSectionProps } from "../sections";
import { LocaleServiceList } from "./LocaleServiceList";
import { TranslationServiceList } from "./TranslationServiceList";
import { useLocales, useTranslationServices } from "./use-languages";
import * as styles from "./LanguagesSection.styles";

/** Props of {@link LanguagesSection}. */
export interface LanguagesSectionProps extends DashboardSectionProps {
  /** How the credentials forms' validator modules are loaded (the browser's `import()` by default). */
  loadModule?: ModuleImporter;
}

/**
 * The dashboard's languages (site.manage; content spec §3 "Locale", "Translation service", §7): the
 * machine translation service of each locale, and each service's credentials, stored with a form
 * generated from its schema. Credentials never come back to the browser: a service only reads
 * "Configured", and its form always starts empty.
 */
export default function LanguagesSection({ loadModule }: LanguagesSectionProps) {
  const { locales, error: localesError, setTranslationService } = useLocales();
  const { services, error: servicesError, storeCredentials } = useTranslationServices();
  const error = localesError ?? servicesError;
  if (error)
    return (
      <p role="alert">
        {t("There was a problem loading the component")}: {error.message}
      </p>
    );
  if (!locales || !services) return <Loader />;
  return (
    <div className={styles.layout}>
      <LocaleServiceList locales={locales} services={services} onSave={setTranslationService} />
      <TranslationServiceList services={services} onSave={storeCredentials} loadModule={loadModule} />
    </div>
  );
}
