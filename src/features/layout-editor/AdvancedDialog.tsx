import { useId, useState } from "react";
import { t } from "../../../runtime/i18n/t";
import type { FieldError } from "../../../schemas/entities/error.schema";
import { Button } from "../../ui/Button";
import { Modal } from "../../ui/Modal";
import { ModalFooter } from "../../ui/ModalFooter";
import { ModalHeader } from "../../ui/ModalHeader";
import { validateDocument, type EditorDocument } from "./model";
import * as styles from "./LayoutEditor.styles";

/** Props of {@link AdvancedDialog}. */
export interface AdvancedDialogProps {
  document: EditorDocument;
  onApply: (document: EditorDocument) => void;
  onClose: () => void;
}

/** Reads the text as a document, or answers why it is none. */
export function parseDocument(text: string): { document: EditorDocument } | { errors: FieldError[] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (failure) {
    const message = failure instanceof Error ? failure.message : String(failure);
    return {
      errors: [
        { field: "json", code: "syntax", message: t("This is not valid JSON: {message}", { message }) },
      ],
    };
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    return {
      errors: [
        { field: "layout", code: "type", message: t("The JSON must be an object with a layout list.") },
      ],
    };
  }
  const { layout, titleBar, ...rest } = value as Record<string, unknown>;
  const extra = Object.keys(rest);
  if (extra.length > 0) {
    return {
      errors: extra.map((field) => ({
        field,
        code: "additionalProperties",
        message: t("Unknown key: {field}", { field }),
      })),
    };
  }
  const document = (titleBar === undefined ? { layout } : { layout, titleBar }) as EditorDocument;
  const errors = validateDocument(document);
  return errors.length > 0 ? { errors } : { document };
}

/**
 * The whole document as JSON in a plain text area (a code editor would add a large chunk for a view
 * managers use rarely). Apply validates it with the same rules as the server and applies it as one
 * edit (undo takes it back); an invalid document is never applied: its problems are listed by path.
 */
export function AdvancedDialog({ document, onApply, onClose }: AdvancedDialogProps) {
  const titleID = useId();
  const fieldID = useId();
  const [text, setText] = useState(() => JSON.stringify(document, null, 2));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const apply = () => {
    const parsed = parseDocument(text);
    if ("errors" in parsed) setErrors(parsed.errors);
    else onApply(parsed.document);
  };
  return (
    <Modal size="xl" titleID={titleID} onClose={onClose}>
      <ModalHeader title={t("Advanced")} />
      <div className={styles.advanced}>
        <label htmlFor={fieldID} className={styles.fieldLabel}>
          {t("Layout JSON")}
        </label>
        <textarea
          id={fieldID}
          className={styles.json}
          value={text}
          spellCheck={false}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errors.length > 0 ? `${fieldID}-errors` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setErrors([]);
          }}
        />
        {errors.length > 0 && (
          <div id={`${fieldID}-errors`} role="alert" className={styles.errorBox}>
            <p>{t("Not applied. Fix these problems first:")}</p>
            <ul>
              {errors.map((error, i) => (
                <li key={i}>
                  <code>{[error.path, error.field].filter(Boolean).join(": ")}</code> {error.message}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <ModalFooter>
        <Button buttonType="text" onClick={onClose}>
          {t("Cancel")}
        </Button>
        <Button buttonType="primary" onClick={apply}>
          {t("Apply")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
