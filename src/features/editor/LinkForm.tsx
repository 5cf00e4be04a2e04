import { useId, useState, type KeyboardEvent } from "react";
import { t } from "../../../runtime/i18n/t";
import { Button } from "../../ui/Button";
import { linkFromInput } from "./links";
import * as styles from "./RichEditor.styles";

/** Props of {@link LinkForm}. */
export interface LinkFormProps {
  /** The link being edited, empty for a new one. */
  initialUrl: string;
  /** The selected text, or the text of the link being edited. */
  initialText: string;
  /** `text` as typed (trimmed), empty to keep the selection or show the address itself. */
  onApply(url: string, text: string): void;
  onRemove?(): void;
  onCancel(): void;
}

/**
 * The Text and URL fields of the Link button: the text is the selection's (or the link's), and
 * what is typed there becomes the link's text. Not a <form>: the editor sits inside the post's
 * form, and forms cannot nest. Only safe links are accepted (content spec §5, runtime/url/safe-link);
 * "example.com" gets https://.
 */
export function LinkForm({ initialUrl, initialText, onApply, onRemove, onCancel }: LinkFormProps) {
  const id = useId();
  const textID = `${id}-text`;
  const [value, setValue] = useState(initialUrl);
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    const url = linkFromInput(value);
    if (url) onApply(url, text.trim());
    else setError(t("Please enter a valid link."));
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter") {
      // Enter applies the link; it must not submit the surrounding post form.
      event.preventDefault();
      apply();
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <div role="group" aria-label={t("Link")} className={styles.linkForm}>
      <label htmlFor={textID} className={styles.linkLabel}>
        {t("Text")}
      </label>
      <input
        id={textID}
        type="text"
        className={styles.linkInput}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      <label htmlFor={id} className={styles.linkLabel}>
        {t("URL")}
      </label>
      <input
        id={id}
        type="text"
        inputMode="url"
        className={styles.linkInput}
        value={value}
        placeholder="https://"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        onKeyDown={handleKeyDown}
        // The form opens on a button press, to type the link right away.
        autoFocus
      />
      <Button type="button" buttonType="primary" onClick={apply}>
        {t("Apply")}
      </Button>
      {onRemove && (
        <Button type="button" buttonType="text" onClick={onRemove}>
          {t("Remove Link")}
        </Button>
      )}
      <Button type="button" buttonType="text" onClick={onCancel}>
        {t("Cancel")}
      </Button>
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
