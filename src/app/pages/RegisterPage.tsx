import { useState } from "react";
import { useSearch } from "wouter";
import { t } from "../../../runtime/i18n/t";
import { ApiError } from "../../../runtime/api/api-error";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { readTarget } from "../../../runtime/url/target";
import type { RegisterAnswer } from "../../../schemas/api/session.schema";
import { Button } from "../../ui/Button";
import { confirmRegistration, RegisterForm } from "../../features/session";
import * as styles from "../shell/shell.styles";

/**
 * /entry/register: sign-up when registration is open. Signing up only mails a link (the server
 * answers alike whether the address is new or has an account); the link comes back here with
 * `?confirm=`, and confirming makes the account and signs the member in. An invitation's link
 * brings `?invitationCode=`, which an invitation-only site needs and the sign-up carries.
 */
export function RegisterPage() {
  const search = useSearch();
  const target = readTarget(search);
  const params = new URLSearchParams(search);
  const token = params.get("confirm");
  const invitationCode = params.get("invitationCode") ?? undefined;
  const method = useSession((s) => configValue<string>(s, "registration.method", "basic"));
  const [answer, setAnswer] = useState<RegisterAnswer | null>(null);
  if (method === "closed" || (method === "invitation" && !token && !invitationCode)) {
    return (
      <section className={styles.panel}>
        <h1>{t("Register")}</h1>
        <p>
          {method === "closed"
            ? t("This community is not accepting new members.")
            : t("This community is open by invitation only. Ask a member to invite you.")}
        </p>
      </section>
    );
  }
  if (token) return <ConfirmRegistration token={token} target={target} />;
  if (answer) {
    return (
      <section className={styles.panel}>
        <h1>{t("Check Your Email")}</h1>
        <p role="status">{answer.message}</p>
        <p>{answer.description}</p>
        <p className={styles.muted}>
          {t("Nothing arrived? Look in your spam folder, or register again in a few minutes.")}
        </p>
      </section>
    );
  }
  return (
    <section className={styles.panel}>
      <h1>{t("Register")}</h1>
      {invitationCode && <p className={styles.muted}>{t("You were invited: sign up below.")}</p>}
      <RegisterForm onRegistered={setAnswer} invitationCode={invitationCode} target={target} />
    </section>
  );
}

type ConfirmStatus = "idle" | "loading" | "error";

/**
 * The mailed link's page. It asks for a click rather than confirming on load: mail scanners open
 * links by themselves, and a link followed from another site must not sign anyone in unasked.
 */
function ConfirmRegistration({ token, target }: { token: string; target: string }) {
  const [status, setStatus] = useState<ConfirmStatus>("idle");
  const [error, setError] = useState<ApiError | null>(null);
  async function handleConfirm() {
    setStatus("loading");
    try {
      await confirmRegistration(token);
      // A full load, so the boot payload carries the new member's permissions.
      window.location.assign(target);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : new ApiError({ status: 0, message: String(caught) }));
      setStatus("error");
    }
  }
  return (
    <section className={styles.panel}>
      <h1>{t("Finish Signing Up")}</h1>
      <p>{t("Confirm your email address to create your account and sign in.")}</p>
      {status === "error" && error && (
        <div role="alert">
          <p>{error.message}</p>
          {error.description && <p>{error.description}</p>}
        </div>
      )}
      <Button buttonType="primary" isLoading={status === "loading"} onClick={handleConfirm}>
        {t("Confirm and Sign In")}
      </Button>
    </section>
  );
}
