import type { FormEvent, ReactNode } from "react";
import * as styles from "./form.styles";

/** Props of {@link EntryForm}. */
export interface EntryFormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/**
 * The form of an entry page (sign-in, sign-up): submitted through the app, and `method="post"`, so a
 * password never reaches a URL even if the form is submitted before the page hydrated.
 */
export function EntryForm({ label, onSubmit, children }: EntryFormProps) {
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={label} method="post">
      {children}
    </form>
  );
}
