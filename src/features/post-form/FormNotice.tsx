import type { ReactNode } from "react";
import * as styles from "./post-form.styles";

/** Props of {@link FormNotice}. */
export interface FormNoticeProps {
  title: string;
  description: string;
  action?: ReactNode;
}

/** What shows instead of the form: the sign-in prompt, Permission Problem, Not Found (content spec §2). */
export function FormNotice({ title, description, action }: FormNoticeProps) {
  return (
    <section className={styles.panel} aria-label={title}>
      <h1 className={styles.heading}>{title}</h1>
      <p>{description}</p>
      {action ? <p>{action}</p> : null}
    </section>
  );
}
