import { useId, type InputHTMLAttributes, type Ref } from "react";
import * as styles from "./TextField.styles";

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  /** Errors of this field, shown under it and linked to the input. */
  errors?: string[];
  /** What the field needs, shown under it before anything is typed (e.g. a password's rules). */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with its field errors. */
export function TextField({ label, errors = [], hint, ...rest }: TextFieldProps) {
  const id = useId();
  const errorID = `${id}-error`;
  const hintID = `${id}-hint`;
  const describedBy = [hint ? hintID : "", errors.length ? errorID : ""].filter(Boolean).join(" ");
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy || undefined}
        {...rest}
      />
      {hint && (
        <div id={hintID} className={styles.hint}>
          {hint}
        </div>
      )}
      {errors.length > 0 && (
        <div id={errorID} className={styles.error}>
          {errors.join(" ")}
        </div>
      )}
    </div>
  );
}
