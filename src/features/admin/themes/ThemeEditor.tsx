import { useCallback, useId, useMemo, useState } from "react";
import { Link } from "wouter";
import validators from "virtual:form-validator/src/features/admin/themes/theme-form.schemas";
import { ApiError } from "../../../../runtime/api/api-error";
import {
  precompiledFormValidator,
  SchemaForm,
  useLeaveGuard,
  type LocateServerError,
} from "../../../../runtime/forms";
import { t } from "../../../../runtime/i18n/t";
import { lowContrastPairs, themeContrastPairs, type ContrastPair } from "../../../../runtime/theme/contrast";
import type { Theme } from "../../../../schemas/entities/theme.schema";
import type { ThemeVariables } from "../../../../schemas/entities/theme-variables";
import { Button } from "../../../ui/Button";
import { Loader } from "../../../ui/Loader";
import { UnsavedChangesDialog } from "../../../ui/forms";
import * as formStyles from "../../../ui/forms/form-controls.styles";
import { useToast } from "../../../ui/toasts/use-toast";
import { dashboardSectionUrl, THEMES_SECTION_ID, themeRevisionsUrl } from "../dashboard-address";
import { saveThemeVariables, startThemePreview, useTheme } from "./theme-api";
import { themeFormSchema, themeFormUiSchema } from "./theme-form.schemas";
import { leafPaths, themeFormRegistry, ThemeFormValuesProvider, withFieldValue } from "./theme-form-values";
import { ThemePreviewFrame } from "./ThemePreviewFrame";
import { ContrastSummary, LowContrastDialog, ThemeContrast } from "./ThemeContrast";
import * as styles from "./ThemeEditor.styles";

const validator = precompiledFormValidator<ThemeVariables>(themeFormSchema, validators.themeVariables!);
const paths = leafPaths(themeFormSchema);

/**
 * The form's own actions: none (Save is outside it, `form=`). @rjsf starts over from `formData`
 * whenever a prop changes, so nothing that changes while typing may be passed to the form.
 */
const NO_ACTIONS = <></>;

/** `PATCH /themes/{id}` refuses a value at `body.assets.variables.{group}.{name}`: under that field. */
const locateVariableError: LocateServerError = (key) =>
  key
    .replace(/^body\./, "")
    .replace(/^assets\.variables\./, "")
    .split(".");

/** Props of {@link ThemeEditor}. */
export interface ThemeEditorProps {
  themeID: string;
  /** Opens the site once the preview is set (a full page load: the server renders the preview). */
  openSite?: (path: string) => void;
}

function ThemeEditorForm({
  theme,
  onSaved,
  openSite,
}: { theme: Theme; onSaved: (saved: Theme) => void } & Required<Pick<ThemeEditorProps, "openSite">>) {
  const toast = useToast();
  const formID = `theme-form-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const saved = theme.assets.variables.data;
  const [edited, setEdited] = useState<ThemeVariables>(saved);
  const [isDirty, setIsDirty] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [isSaved, setIsSaved] = useState(false);
  const [isPreviewing, setIsPreviewing] = useState(false);
  const [saveError, setSaveError] = useState<ApiError | null>(null);
  const [proceed, setProceed] = useState<(() => void) | null>(null);
  const [unreadable, setUnreadable] = useState<{ variables: ThemeVariables; pairs: ContrastPair[] } | null>(
    null,
  );
  const pairs = useMemo(() => themeContrastPairs(edited), [edited]);
  const contrastID = `${formID}-contrast`;
  useLeaveGuard(isDirty, (go) => setProceed(() => go));
  const onValue = useCallback(
    (fieldID: string, value: unknown) => setEdited((data) => withFieldValue(data, paths, fieldID, value)),
    [],
  );
  const onDirtyChange = useCallback((dirty: boolean) => {
    setIsDirty(dirty);
    if (dirty) setIsSaved(false);
  }, []);

  async function save(variables: ThemeVariables) {
    setIsSaving(true);
    setSaveError(null);
    try {
      const next = await saveThemeVariables(theme.themeID, variables);
      setIsSaved(true);
      onSaved(next);
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) setSaveError(error);
      else toast.error(error);
    } finally {
      setIsSaving(false);
    }
  }

  async function preview() {
    setIsPreviewing(true);
    try {
      const redirect = dashboardSectionUrl(THEMES_SECTION_ID, theme.themeID);
      await startThemePreview({ themeID: theme.themeID, revisionID: theme.revisionID, redirect });
      openSite("/");
    } catch (error) {
      toast.error(error);
      setIsPreviewing(false);
    }
  }

  return (
    <div className={styles.editor}>
      <div className={styles.form}>
        <ContrastSummary pairs={pairs} tableID={contrastID} />
        <ThemeFormValuesProvider value={onValue}>
          <SchemaForm<ThemeVariables>
            schema={themeFormSchema}
            uiSchema={themeFormUiSchema}
            formData={saved}
            validator={validator}
            registry={themeFormRegistry}
            serverError={saveError}
            locateServerError={locateVariableError}
            onDirtyChange={onDirtyChange}
            onSubmit={(variables) => {
              const low = lowContrastPairs(variables);
              if (low.length > 0) setUnreadable({ variables, pairs: low });
              else void save(variables);
            }}
            id={formID}
          >
            {NO_ACTIONS}
          </SchemaForm>
        </ThemeFormValuesProvider>
        <div className={formStyles.actions}>
          <Button type="submit" form={formID} buttonType="dashboardPrimary" isLoading={isSaving}>
            {t("Save")}
          </Button>
          <Button
            buttonType="dashboardStandard"
            disabled={isDirty}
            isLoading={isPreviewing}
            onClick={() => void preview()}
          >
            {t("Preview")}
          </Button>
          <span role="status" className={styles.status}>
            {isSaved
              ? t("Saved as a new revision.")
              : isDirty
                ? t("Save to preview the changes on the site.")
                : ""}
          </span>
        </div>
        <ThemeContrast pairs={pairs} id={contrastID} />
      </div>
      <ThemePreviewFrame variables={edited} />
      {unreadable && (
        <LowContrastDialog
          pairs={unreadable.pairs}
          onCancel={() => setUnreadable(null)}
          onSaveAnyway={() => {
            setUnreadable(null);
            void save(unreadable.variables);
          }}
        />
      )}
      {proceed && (
        <UnsavedChangesDialog
          onCancel={() => setProceed(null)}
          onContinue={() => {
            setProceed(null);
            proceed();
          }}
        />
      )}
    </div>
  );
}

/**
 * A theme's editor (`/dashboard/themes/{themeID}`): its variables in a form generated from their
 * schema, a live preview of a page of the site beside it, Save (a new revision, content spec §4),
 * Preview (the saved theme on the whole site, for this administrator alone) and its revisions.
 * The contrast of each text colour on its background shows as it is edited; saving colours under
 * 4.5:1 asks first.
 * Leaving with unsaved changes asks first (shell spec §8).
 */
export default function ThemeEditor({
  themeID,
  openSite = (path) => window.location.assign(path),
}: ThemeEditorProps) {
  const { theme, error, mutate } = useTheme(themeID);
  const onSaved = useMemo(() => (next: Theme) => void mutate(next, { revalidate: false }), [mutate]);
  if (error) {
    return (
      <p role="alert">
        {t("There was a problem loading the component")}: {error.message}
      </p>
    );
  }
  if (!theme) return <Loader />;
  return (
    <>
      <h3 className={styles.heading}>{t("Edit {name}", { name: theme.name })}</h3>
      <p className={styles.links}>
        <Link href={dashboardSectionUrl(THEMES_SECTION_ID)}>{t("All themes")}</Link>
        <Link href={themeRevisionsUrl(theme.themeID)}>{t("Revisions")}</Link>
      </p>
      <ThemeEditorForm theme={theme} onSaved={onSaved} openSite={openSite} />
    </>
  );
}
