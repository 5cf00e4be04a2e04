import { useId, useState } from "react";
import { useLocation } from "wouter";
import { ApiError } from "../../../../runtime/api/api-error";
import { t } from "../../../../runtime/i18n/t";
import { Button } from "../../../ui/Button";
import { TextField } from "../../../ui/TextField";
import { useToast } from "../../../ui/toasts/use-toast";
import { bundleFragment } from "./bundle-fragment";
import { CodePanes } from "./CodePanes";
import { CommitDialog } from "./CommitDialog";
import { checkCustomWidget, type CustomWidgetFields } from "./custom-widget-fields";
import {
  commitRevision,
  createFragment,
  saveFragment,
  type FragmentDetailsRecord,
  type FragmentWrite,
} from "./fragment-api";
import { CUSTOM_FRAGMENT_TYPE } from "./fragment-types";
import { fragmentUrl } from "./fragment-urls";
import * as styles from "./FragmentsSection.styles";

/** What the editor holds: the fragment's name, code and, for a new widget type, its declaration. */
export interface EditedFragment {
  name: string;
  tsx: string;
  css: string;
  widget: CustomWidgetFields;
}

/** Props of {@link FragmentEditor}. */
export interface FragmentEditorProps {
  fragmentType: string;
  /** The saved fragment; undefined for a new one (`/dashboard/fragments/new`). */
  fragment?: FragmentDetailsRecord;
  /** Where the editor starts: the saved fragment's code or the starter template. */
  initial: EditedFragment;
  canSave: boolean;
  /** Told of each save or commit, with the server's answer. */
  onSaved(fragment: FragmentDetailsRecord): void;
}

const sameEdit = (a: EditedFragment, b: EditedFragment) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A fragment's name, code and (for a new widget type) its name, icon and props schema, with Save draft
 * (bundled in the browser; pages never load a draft) and Commit… (the draft becomes the active version).
 */
export function FragmentEditor({ fragmentType, fragment, initial, canSave, onSaved }: FragmentEditorProps) {
  const toast = useToast();
  const [, navigate] = useLocation();
  const [saved, setSaved] = useState(initial);
  const [edit, setEdit] = useState(initial);
  const [errors, setErrors] = useState<
    Partial<Record<"name" | "widgetName" | "icon" | "schemaText" | "code", string>>
  >({});
  const [isSaving, setIsSaving] = useState(false);
  const [isCommitOpen, setIsCommitOpen] = useState(false);
  const schemaID = useId();
  const isCustom = fragmentType === CUSTOM_FRAGMENT_TYPE;
  const isDirty = !fragment || !sameEdit(edit, saved);
  const hasDraft = fragment?.status === "draft";

  /** The body of a save, or null (errors shown) when a field is wrong or the code does not compile. */
  async function bodyOf(): Promise<FragmentWrite | null> {
    const found: typeof errors = {};
    if (!edit.name.trim()) found.name = t("Name must not be empty.");
    const widget = isCustom ? checkCustomWidget(edit.widget) : null;
    if (widget?.errors) {
      const { name, icon, schemaText } = widget.errors;
      Object.assign(found, { widgetName: name, icon, schemaText });
      for (const key of Object.keys(found) as Array<keyof typeof found>) if (!found[key]) delete found[key];
    }
    let js = "";
    try {
      js = await bundleFragment(edit.tsx);
    } catch (error) {
      found.code = t("The code does not compile: {reason}", { reason: (error as Error).message });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    return {
      name: edit.name.trim(),
      js,
      jsRaw: edit.tsx,
      css: edit.css,
      ...(widget?.declaration ? { customWidget: widget.declaration } : {}),
    };
  }

  /** Saves the draft (or creates the fragment); with a message, commits it. Resolves true when done. */
  async function save(commitMessage?: string): Promise<boolean> {
    setIsSaving(true);
    try {
      const body = await bodyOf();
      if (!body) return false;
      let result: FragmentDetailsRecord;
      if (!fragment) {
        result = await createFragment({
          ...body,
          name: body.name ?? "",
          js: body.js ?? "",
          fragmentType,
          ...(commitMessage ? { commitMessage } : {}),
        });
      } else if (isDirty) {
        result = await saveFragment(fragment.fragmentUUID, {
          ...body,
          ...(commitMessage ? { commitMessage } : {}),
        });
      } else if (commitMessage) {
        result = await commitRevision(fragment.fragmentUUID, fragment.fragmentRevisionUUID, commitMessage);
      } else {
        return true;
      }
      setSaved(edit);
      onSaved(result);
      toast.add({
        body: commitMessage ? t("Committed: the fragment's new version is active.") : t("Draft saved."),
        autoDismiss: true,
      });
      if (!fragment) navigate(fragmentUrl(result.fragmentUUID), { replace: true });
      return true;
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        const messages = Object.values(error.errors)
          .flat()
          .map((item) => item.message);
        setErrors({ code: [error.message, ...messages].join(" ") });
      } else {
        toast.error(error);
      }
      return false;
    } finally {
      setIsSaving(false);
    }
  }

  const setWidget = (field: keyof CustomWidgetFields, value: string) =>
    setEdit((before) => ({ ...before, widget: { ...before.widget, [field]: value } }));

  return (
    <form
      aria-label={t("Code")}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        label={t("Name")}
        value={edit.name}
        maxLength={100}
        errors={errors.name ? [errors.name] : []}
        onChange={(event) => setEdit({ ...edit, name: event.target.value })}
      />
      {isCustom && (
        <fieldset>
          <legend>{t("Widget type")}</legend>
          <TextField
            label={t("Widget name")}
            value={edit.widget.name}
            maxLength={100}
            hint={t("How the layout editor lists the widget.")}
            errors={errors.widgetName ? [errors.widgetName] : []}
            onChange={(event) => setWidget("name", event.target.value)}
          />
          <TextField
            label={t("Icon")}
            value={edit.widget.icon}
            maxLength={16}
            hint={t("One emoji or a short symbol.")}
            errors={errors.icon ? [errors.icon] : []}
            onChange={(event) => setWidget("icon", event.target.value)}
          />
          <div className={styles.field}>
            <label htmlFor={schemaID}>{t("Props schema (JSON Schema)")}</label>
            <textarea
              id={schemaID}
              className={styles.code}
              spellCheck={false}
              value={edit.widget.schemaText}
              aria-invalid={errors.schemaText ? true : undefined}
              aria-describedby={errors.schemaText ? `${schemaID}-error` : undefined}
              onChange={(event) => setWidget("schemaText", event.target.value)}
            />
            {errors.schemaText && (
              <span id={`${schemaID}-error`} className={styles.error}>
                {errors.schemaText}
              </span>
            )}
          </div>
        </fieldset>
      )}
      <CodePanes
        tsx={edit.tsx}
        css={edit.css}
        onTsxChange={(tsx) => setEdit((before) => ({ ...before, tsx }))}
        onCssChange={(css) => setEdit((before) => ({ ...before, css }))}
      />
      {errors.code && (
        <p role="alert" className={styles.error}>
          {errors.code}
        </p>
      )}
      {canSave && (
        <p className={styles.actions}>
          <Button type="submit" buttonType="dashboardPrimary" isLoading={isSaving} disabled={!isDirty}>
            {t("Save draft")}
          </Button>
          <Button
            buttonType="dashboardStandard"
            disabled={isSaving || (!isDirty && !hasDraft)}
            onClick={() => setIsCommitOpen(true)}
          >
            {t("Commit…")}
          </Button>
          <span className={styles.muted} role="status">
            {isDirty
              ? t("Unsaved changes.")
              : hasDraft
                ? t("Draft saved, not committed.")
                : t("No changes since the active version.")}
          </span>
        </p>
      )}
      {isCommitOpen && (
        <CommitDialog onCommit={(message) => save(message)} onClose={() => setIsCommitOpen(false)} />
      )}
    </form>
  );
}
