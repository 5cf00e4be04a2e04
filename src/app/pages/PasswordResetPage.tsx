import { useState } from "react";
import { useParams } from "wouter";
import { t } from "../../../runtime/i18n/t";
import { PasswordResetForm } from "../../features/session";
import { useDocumentTitle } from "./ModerationPage";
import * as styles from "../shell/shell.styles";

/**
 * /entry/passwordreset/{userID}/{token}, the page of a mailed reset link: the new password twice.
 * A link that cannot work (malformed) says so and offers a new one; after saving, the member signs
 * in with the new password.
 */
export function PasswordResetPage() {
  const params = useParams<{ userID: string; token: string }>();
  const userID = Number(params.userID);
  const token = params.token ?? "";
  const [isDone, setDone] = useState(false);
  const heading = isDone ? t("Password Changed") : t("Choose a New Password");
  useDocumentTitle(heading);
  if (isDone) {
    return (
      <section className={styles.panel}>
        <h1>{heading}</h1>
        <p role="status">
          {t("Your password was changed, and every device signed in to your account was signed out.")}
        </p>
        <p>
          <a href="/entry/signin">{t("Sign in with your new password")}</a>
        </p>
      </section>
    );
  }
  if (!Number.isSafeInteger(userID) || userID < 1 || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) {
    return (
      <section className={styles.panel}>
        <h1>{heading}</h1>
        <p role="alert">
          {t("This password reset link is not complete. Copy the whole link from the email.")}
        </p>
        <p>
          <a href="/entry/passwordrequest">{t("Ask for a new link")}</a>
        </p>
      </section>
    );
  }
  return (
    <section className={styles.panel}>
      <h1>{heading}</h1>
      <PasswordResetForm userID={userID} token={token} onReset={() => setDone(true)} />
      <p>
        <a href="/entry/passwordrequest">{t("Ask for a new link")}</a>
      </p>
    </section>
  );
}
