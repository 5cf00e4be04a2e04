import { useId, useState } from "react";
import { useLocation } from "wouter";
import { ApiError } from "../../../../runtime/api/api-error";
import { t } from "../../../../runtime/i18n/t";
import { FormDialog } from "../../../ui/FormDialog";
import { TextField } from "../../../ui/TextField";
import { FRAGMENT_CSS_MAX_BYTES, FRAGMENT_JS_MAX_BYTES } from "../../../../schemas/api/fragment.schema";
import { formatFileSize } from "../../../../runtime/format/file-size";
import { createFragment } from "./fragment-api";
import { CUSTOM_FRAGMENT_TYPE, fragmentTypeOptions } from "./fragment-types";
import { fragmentUrl } from "./fragment-urls";
import * as styles from "./FragmentsSection.styles";

/** The server's limits on a fragment's module and stylesheet. */
const JS_MAX_BYTES = FRAGMENT_JS_MAX_BYTES;
const CSS_MAX_BYTES = FRAGMENT_CSS_MAX_BYTES;

type Field = "name" | "fragmentType" | "js" | "css" | "commitMessage";

/** Field errors of a failed upload, by field; the rest of the message under the form. */
function errorsOf(error: unknown): { fields: Partial<Record<Field, string[]>>; message: string } {
  if (!(error instanceof ApiError)) return { fields: {}, message: t("Something has gone wrong.") };
  const fields: Partial<Record<Field, string[]>> = {};
  for (const [field, list] of Object.entries(error.errors)) {
    const key = (["name", "fragmentType", "js", "css", "commitMessage"] as const).find((f) => field === f);
    if (key) fields[key] = list.map((item) => item.message);
  }
  return { fields, message: [error.message, error.description].filter(Boolean).join(" ") };
}

/**
 * Uploads a fragment built elsewhere (`npm run fragment:build`): a name, what it replaces, its ES module
 * and an optional stylesheet. It is committed with the message given, so it is active at once.
 */
export function UploadFragmentDialog({ onClose }: { onClose(): void }) {
  const [, navigate] = useLocation();
  // A new widget type needs its name, icon and props schema: the editor asks for them.
  const options = fragmentTypeOptions().filter((option) => option.value !== CUSTOM_FRAGMENT_TYPE);
  const [name, setName] = useState("");
  const [fragmentType, setFragmentType] = useState(options[0]?.value ?? "");
  const [js, setJs] = useState<File | null>(null);
  const [css, setCss] = useState<File | null>(null);
  const [commitMessage, setCommitMessage] = useState(t("Uploaded bundle"));
  const [fields, setFields] = useState<Partial<Record<Field, string[]>>>({});
  const [message, setMessage] = useState("");
  const typeID = useId();
  const jsID = useId();
  const cssID = useId();
  const jsHintID = useId();
  const cssHintID = useId();

  async function submit(): Promise<boolean> {
    const found: Partial<Record<Field, string[]>> = {};
    if (!name.trim()) found.name = [t("Name must not be empty.")];
    if (!js) found.js = [t("Choose the fragment's module (.js).")];
    else if (js.size > JS_MAX_BYTES) found.js = [t("The module must be at most 512 KB.")];
    if (css && css.size > CSS_MAX_BYTES) found.css = [t("The stylesheet must be at most 256 KB.")];
    if (!commitMessage.trim()) found.commitMessage = [t("A commit message is required.")];
    setFields(found);
    setMessage("");
    if (Object.keys(found).length > 0 || !js) return false;
    try {
      const created = await createFragment({
        name: name.trim(),
        fragmentType,
        js: await js.text(),
        css: css ? await css.text() : "",
        commitMessage: commitMessage.trim(),
      });
      navigate(fragmentUrl(created.fragmentUUID));
      return true;
    } catch (error) {
      const shown = errorsOf(error);
      setFields(shown.fields);
      setMessage(shown.message);
      return false;
    }
  }

  return (
    <FormDialog
      look="dashboard"
      title={t("Upload a built bundle")}
      submitLabel={t("Upload")}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={t("Name")}
        value={name}
        errors={fields.name}
        maxLength={100}
        onChange={(event) => setName(event.target.value)}
      />
      <div className={styles.field}>
        <label htmlFor={typeID}>{t("What it replaces")}</label>
        <select id={typeID} value={fragmentType} onChange={(event) => setFragmentType(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {fields.fragmentType && <span className={styles.error}>{fields.fragmentType.join(" ")}</span>}
      </div>
      <div className={styles.field}>
        <label htmlFor={jsID}>{t("Module (.js)")}</label>
        <input
          id={jsID}
          type="file"
          accept=".js,.mjs,text/javascript"
          aria-describedby={jsHintID}
          aria-invalid={fields.js ? true : undefined}
          onChange={(event) => setJs(event.target.files?.[0] ?? null)}
        />
        <span id={jsHintID} className={styles.muted}>
          {fields.js
            ? fields.js.join(" ")
            : t("An ES module whose default export is a React component; at most {size}.", {
                size: formatFileSize(JS_MAX_BYTES),
              })}
        </span>
      </div>
      <div className={styles.field}>
        <label htmlFor={cssID}>{t("Stylesheet (.css, optional)")}</label>
        <input
          id={cssID}
          type="file"
          accept=".css,text/css"
          aria-describedby={cssHintID}
          aria-invalid={fields.css ? true : undefined}
          onChange={(event) => setCss(event.target.files?.[0] ?? null)}
        />
        <span id={cssHintID} className={styles.muted}>
          {fields.css ? fields.css.join(" ") : t("At most {size}.", { size: formatFileSize(CSS_MAX_BYTES) })}
        </span>
      </div>
      <TextField
        label={t("Commit message")}
        value={commitMessage}
        errors={fields.commitMessage}
        maxLength={500}
        hint={t("Uploading commits the bundle: it becomes the active version at once.")}
        onChange={(event) => setCommitMessage(event.target.value)}
      />
      {message && (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      )}
    </FormDialog>
  );
}
