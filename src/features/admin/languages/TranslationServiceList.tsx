import { useId, useState } from "react";
import { t } from "../../../../runtime/i18n/t";
import type { ModuleImporter } from "../../../../runtime/forms";
import { Button } from "../../../ui/Button";
import { CredentialsForm } from "./CredentialsForm";
import type { Credentials, ListedTranslationService } from "./use-languages";
import * as styles from "./LanguagesSection.styles";

interface ServiceItemProps {
  service: ListedTranslationService;
  isOpen: boolean;
  onOpen(): void;
  onClose(): void;
  onSave(credentials: Credentials): Promise<void>;
  loadModule?: ModuleImporter;
}

function ServiceItem({ service, isOpen, onOpen, onClose, onSave, loadModule }: ServiceItemProps) {
  const headingID = useId();
  const formID = useId();
  return (
    <li className={styles.service} aria-labelledby={headingID}>
      <div className={styles.serviceHeader}>
        <h4 id={headingID}>{service.name}</h4>
        <span className={styles.state} data-configured={service.isConfigured}>
          {service.isConfigured ? t("Configured") : t("Not configured")}
        </span>
        <Button
          type="button"
          buttonType="dashboardStandard"
          aria-expanded={isOpen}
          aria-controls={isOpen ? formID : undefined}
          onClick={isOpen ? onClose : onOpen}
        >
          {t("Configure {name}", { name: service.name })}
        </Button>
      </div>
      {isOpen && (
        <div id={formID}>
          <CredentialsForm service={service} onSave={onSave} onClose={onClose} loadModule={loadModule} />
        </div>
      )}
    </li>
  );
}

/** Props of {@link TranslationServiceList}. */
export interface TranslationServiceListProps {
  services: readonly ListedTranslationService[];
  onSave(type: string, credentials: Credentials): Promise<void>;
  loadModule?: ModuleImporter;
}

/**
 * The machine translation services, each with whether it is configured and its credentials form,
 * one open at a time. After a save the form closes and the outcome is told below the list.
 */
export function TranslationServiceList({ services, onSave, loadModule }: TranslationServiceListProps) {
  const headingID = useId();
  const [openType, setOpenType] = useState<string | null>(null);
  const [status, setStatus] = useState("");

  async function save(service: ListedTranslationService, credentials: Credentials) {
    await onSave(service.type, credentials);
    setOpenType(null);
    setStatus(t("The credentials of {name} were saved.", { name: service.name }));
  }

  return (
    <section aria-labelledby={headingID}>
      <h3 id={headingID}>{t("Translation services")}</h3>
      <p className={styles.hint}>
        {t("Credentials are kept on the server: only whether a service is configured is shown.")}
      </p>
      <ul className={styles.list} aria-labelledby={headingID}>
        {services.map((service) => (
          <ServiceItem
            key={service.type}
            service={service}
            isOpen={openType === service.type}
            onOpen={() => {
              setStatus("");
              setOpenType(service.type);
            }}
            onClose={() => setOpenType(null)}
            onSave={(credentials) => save(service, credentials)}
            loadModule={loadModule}
          />
        ))}
      </ul>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </section>
  );
}
