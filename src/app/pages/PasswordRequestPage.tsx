import { useState } from "react";
import { t } from "../../../runtime/i18n/t";
import type { PasswordRequestAnswer } from "../../../schemas/api/account.schema";
import { PasswordRequestForm } from "../../features/session";
import { useDocumentTitle } from "./ModerationPage";
import * as styles from "../shell/shell.styles";

/**
 * /entry/passwordrequest, the sign-in page's "Forgot your password?": asks for an email address or
 * username and mails a reset link. The answer is neutral: it never tells whether the account exists.
 */
export function PasswordRequestPage() {
  const [answer, setAnswer] = useState<PasswordRequestAnswer | null>(null);
  const heading = answer ? t("Check Your Email") : t("Reset Your Password");
  useDocumentTitle(heading);
  if (answer) {
    return (
      <section className={styles.panel}>
        <h1>{heading}</h1>
        <p role="status">{answer.message}</p>
        <p>{answer.description}</p>
        <p className={styles.muted}>
          {t("Nothing arrived? Look in your spam folder, or ask again in a few minutes.")}
        </p>
        <p>
          <a href="/entry/signin">{t("Back to Sign In")}</a>
        </p>
      </section>
    );
  }
  return (
    <section className={styles.panel}>
      <h1>{heading}</h1>
      <p>
        {t("Enter your email address or username, and we will mail you a link to choose a new password.")}
      </p>
      <PasswordRequestForm onRequested={setAnswer} />
    </section>
  );
}
