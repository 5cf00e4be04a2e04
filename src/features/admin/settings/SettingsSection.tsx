import { useMemo, useState } from "react";
import type { ErrorTransformer } from "@rjsf/utils";
import { Link } from "wouter";
import validators from "virtual:form-validator/src/features/admin/settings/settings-form-schemas";
import { precompiledFormValidator, type LocateServerError } from "../../../../runtime/forms";
import { t } from "../../../../runtime/i18n/t";
import { SAFE_LINK_OR_EMPTY_PATTERN } from "../../../../schemas/entities/safe-link";
import { sessionStore } from "../../../../runtime/data/session-store";
import { Button } from "../../../ui/Button";
import { Loader } from "../../../ui/Loader";
import { GeneratedForm } from "../../../ui/forms";
import { uploadFile } from "../../media";
import * as formStyles from "../../../ui/forms/form-controls.styles";
import { dashboardSectionUrl } from "../dashboard-address";
import type { DashboardSectionProps } from "../sections";
import { settingsFormSchemas, settingsUiSchemas } from "./settings-form-schemas";
import { canonicalSettingKey, fieldName, settingsGroups, type SettingsGroup } from "./settings-groups";
import { formDataOf, useSiteSettings, type SettingsFormData } from "./use-site-settings";
import * as styles from "./SettingsSection.styles";

/** Images of the settings (the logos) are uploaded to the media storage; the field gets its address. */
const formServices = { uploadImage: async (file: File) => (await uploadFile(file)).url };

/** The dashboard section's id: `/dashboard/settings/{group}`. */
export const SETTINGS_SECTION_ID = "settings";

/**
 * Where a `PATCH /config` field error belongs: `body.{key}` or `body.{key}.{field}` (the key may be
 * an alias and holds dots itself), under that setting's field, or its own field of an object setting.
 */
const locateConfigError: LocateServerError = (joined) => {
  const segments = joined.replace(/^body\./, "").split(".");
  for (let n = segments.length; n > 0; n--) {
    const key = canonicalSettingKey(segments.slice(0, n).join("."));
    if (key) return [fieldName(key), ...segments.slice(n)];
  }
  return undefined;
};

/** An address refused by the safe-link rule (content spec §5) says how an address starts, not the pattern. */
const explainSafeLinkErrors: ErrorTransformer<SettingsFormData> = (errors) =>
  errors.map((error) =>
    error.name === "pattern" && error.params?.pattern === SAFE_LINK_OR_EMPTY_PATTERN
      ? { ...error, message: t("Use an address that starts with https://, http:// or /.") }
      : error,
  );

/** Public settings also change what this page's own shell shows (e.g. the site name). */
function updateSessionConfig(changed: Record<string, unknown>) {
  sessionStore.update((state) => {
    for (const [key, value] of Object.entries(changed)) if (key in state.config) state.config[key] = value;
  });
}

function SettingsForm({ group, config }: { group: SettingsGroup; config: Record<string, unknown> }) {
  const { save, isSaving, saveError } = useSiteSettings();
  const schema = settingsFormSchemas[group.id]!;
  const validator = precompiledFormValidator<SettingsFormData>(schema, validators[group.id]!);
  const saved = useMemo(() => formDataOf(group, config), [group, config]);
  const [isSaved, setIsSaved] = useState(false);
  return (
    <section className={styles.form} aria-labelledby="settings-group-heading">
      <h3 id="settings-group-heading">{t(group.label)}</h3>
      <GeneratedForm<SettingsFormData>
        schema={schema}
        uiSchema={settingsUiSchemas[group.id]}
        formData={saved}
        validator={validator}
        transformErrors={explainSafeLinkErrors}
        serverError={saveError}
        locateServerError={locateConfigError}
        services={formServices}
        onDirtyChange={(dirty) => dirty && setIsSaved(false)}
        onSubmit={(edited) =>
          void save(group, saved, edited).then((ok) => {
            setIsSaved(ok);
            if (ok)
              updateSessionConfig(
                Object.fromEntries(group.fields.map((f) => [f.key, edited[fieldName(f.key)]])),
              );
          })
        }
      >
        <div className={formStyles.actions}>
          <Button type="submit" buttonType="dashboardPrimary" isLoading={isSaving}>
            {t("Save")}
          </Button>
          <span role="status" className={styles.saved}>
            {isSaved ? t("Your changes were saved.") : ""}
          </span>
        </div>
      </GeneratedForm>
    </section>
  );
}

/**
 * The dashboard's site settings (settings.manage or site.manage): one page per group of config keys,
 * `/dashboard/settings/{group}` (the first at `/dashboard/settings`), each a generated form that saves
 * only the keys it changed and shows the server's field errors under their fields.
 */
export default function SettingsSection({ page }: DashboardSectionProps) {
  const { config, loadError } = useSiteSettings();
  const group = page === undefined ? settingsGroups[0] : settingsGroups.find((g) => g.id === page);
  return (
    <div className={styles.layout}>
      <nav aria-label={t("Settings pages")}>
        <ul className={styles.pages}>
          {settingsGroups.map((g) => (
            <li key={g.id}>
              <Link
                href={dashboardSectionUrl(SETTINGS_SECTION_ID, g.id)}
                aria-current={g === group ? "page" : undefined}
              >
                {t(g.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {!group ? (
        <p role="alert">{t("The page you were looking for could not be found.")}</p>
      ) : loadError ? (
        <p role="alert">
          {t("There was a problem loading the component")}: {loadError.message}
        </p>
      ) : !config ? (
        <Loader />
      ) : (
        <SettingsForm key={group.id} group={group} config={config} />
      )}
    </div>
  );
}
