import { Suspense, useId, useMemo, useState } from "react";
import { useLocation } from "wouter";
import { ApiError } from "../../../../runtime/api/api-error";
import { t } from "../../../../runtime/i18n/t";
import { Button } from "../../../ui/Button";
import { TextField } from "../../../ui/TextField";
import { useToast } from "../../../ui/toasts/use-toast";
import { STARTER_CUSTOM_SCHEMA } from "../../../../fragments/templates/index";
import { bundleFragment, FragmentCodeEditor, type BundleError } from "../../fragment-editor";
import { Loader } from "../../../ui/Loader";
import { CommitDialog } from "./CommitDialog";
import { checkCustomWidget, type CustomWidgetFields } from "./custom-widget-fields";
import {
  commitRevision,
  createFragment,
  saveFragment,
  type FragmentDetailsRecord,
  type FragmentWrite,
} from "./fragment-api";
import { CUSTOM_FRAGMENT_TYPE, widgetOfFragmentType } from "./fragment-types";
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

/** A problem for people: "line 3, column 5: message". */
function problemText(problem: BundleError): string {
  return problem.line === undefined
    ? problem.message
    : t("Line {line}, column {column}: {message}", {
        line: problem.line,
        column: problem.column ?? 1,
        message: problem.message,
      });
}

/** The props schema the fragment's code is checked against: its widget's, or a new type's own. */
function propsSchemaOf(fragmentType: string, schemaText: string): object {
  if (fragmentType === CUSTOM_FRAGMENT_TYPE) {
    try {
      const parsed: unknown = JSON.parse(schemaText);
      if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) return parsed;
    } catch {
      // Checked and reported on save; meanwhile the code is checked against the starter schema.
    }
    return STARTER_CUSTOM_SCHEMA;
  }
  return widgetOfFragmentType(fragmentType)?.schema ?? { type: "object", properties: {} };
}

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
  const [problems, setProblems] = useState<BundleError[]>([]);
  const propsSchema = useMemo(
    () => propsSchemaOf(fragmentType, edit.widget.schemaText),
    [fragmentType, edit.widget.schemaText],
  );
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
    const bundled = await bundleFragment({ tsx: edit.tsx });
    if (bundled.ok) js = bundled.js;
    else
      found.code = t("The code does not compile: {reason}", {
        reason: bundled.errors.map(problemText).join(" "),
      });
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
      <Suspense fallback={<Loader />}>
        <FragmentCodeEditor
          value={{ tsx: edit.tsx, css: edit.css }}
          onChange={(value) => setEdit((before) => ({ ...before, tsx: value.tsx, css: value.css }))}
          propsSchema={propsSchema}
          onProblems={setProblems}
        />
      </Suspense>
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
            {problems.length > 0 &&
              ` ${t("Problems in the code: {count}. Check them before committing.", { count: problems.length })}`}
          </span>
        </p>
      )}
      {isCommitOpen && (
        <CommitDialog onCommit={(message) => save(message)} onClose={() => setIsCommitOpen(false)} />
      )}
    </form>
  );
}
