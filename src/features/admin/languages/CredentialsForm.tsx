import { useEffect, useMemo, useState } from "react";
import type { UiSchema, ValidatorType } from "@rjsf/utils";
import { importModule, servedFormValidator, type ModuleImporter } from "../../../../runtime/forms";
import { ApiError } from "../../../../runtime/api/api-error";
import { t } from "../../../../runtime/i18n/t";
import { Button } from "../../../ui/Button";
import { GeneratedForm, keepFieldFocus } from "../../../ui/forms";
import * as formStyles from "../../../ui/forms/form-controls.styles";
import { Loader } from "../../../ui/Loader";
import { errorMessageOf } from "../../../ui/toasts/error-message";
import type { Credentials, ListedTranslationService } from "./use-languages";
import * as styles from "./LanguagesSection.styles";

/** The stored credentials are never sent back: the form always starts empty. */
const EMPTY: Credentials = {};

/** Secrets (`writeOnly` in the schema) as password fields; the form's own buttons below it. */
function uiSchemaOf(schema: ListedTranslationService["configSchema"]): UiSchema<Credentials> {
  const uiSchema: UiSchema<Credentials> = { "ui:submitButtonOptions": { norender: true } };
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (typeof property === "object" && property.writeOnly) uiSchema[name] = { "ui:widget": "password" };
  }
  return uiSchema;
}

/** Props of {@link CredentialsForm}. */
export interface CredentialsFormProps {
  service: ListedTranslationService;
  onSave(credentials: Credentials): Promise<void>;
  onClose(): void;
  /** How the validator module is loaded (the browser's `import()` by default). */
  loadModule?: ModuleImporter;
}

/**
 * A translation service's credentials form, generated from its schema and validated in the browser by
 * the module the server compiled from it. Saving replaces the stored credentials; field errors of the
 * server show under their fields.
 */
export function CredentialsForm({
  service,
  onSave,
  onClose,
  loadModule = importModule,
}: CredentialsFormProps) {
  const { configSchema: schema } = service;
  const uiSchema = useMemo(() => uiSchemaOf(schema), [schema]);
  const [validator, setValidator] = useState<ValidatorType<Credentials> | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<ApiError | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    let live = true;
    servedFormValidator<Credentials>(schema, loadModule).then(
      (loaded) => live && setValidator(() => loaded),
      (failure: unknown) => live && setLoadError(errorMessageOf(failure)),
    );
    return () => {
      live = false;
    };
  }, [schema, loadModule]);

  async function submit(credentials: Credentials) {
    setIsSaving(true);
    setSaveError(null);
    try {
      await onSave(credentials);
    } catch (failure) {
      setSaveError(
        failure instanceof ApiError ? failure : new ApiError({ status: 0, message: errorMessageOf(failure) }),
      );
      setIsSaving(false);
    }
  }

  if (loadError) return <p role="alert">{loadError}</p>;
  if (!validator) return <Loader size="small" />;
  return (
    <div className={styles.form}>
      <p className={styles.hint}>{t("Stored credentials are never shown. Saving replaces them.")}</p>
      <GeneratedForm<Credentials>
        schema={schema}
        uiSchema={uiSchema}
        formData={EMPTY}
        validator={validator}
        serverError={saveError}
        onSubmit={(credentials) => void submit(credentials)}
      >
        <div className={formStyles.actions}>
          <Button
            type="submit"
            buttonType="dashboardPrimary"
            isLoading={isSaving}
            onMouseDown={keepFieldFocus}
          >
            {t("Save")}
          </Button>
          <Button type="button" buttonType="dashboardStandard" onMouseDown={keepFieldFocus} onClick={onClose}>
            {t("Cancel")}
          </Button>
        </div>
      </GeneratedForm>
    </div>
  );
}
