import { useState } from "react";
import { useSearch } from "wouter";
import { t } from "../../../runtime/i18n/t";
import { ApiError } from "../../../runtime/api/api-error";
import { configValue, useSession, useSessionStore } from "../../../runtime/data/session-store";
import { siteConfigKeys } from "../../../schemas/config/site-config";
import { Button } from "../../ui/Button";
// By its module, not the feature's index.ts, which would bring the user card and account menus along.
import {
  confirmEmail,
  EMAIL_CONFIRM_REQUEST_URL,
  requestConfirmationEmail,
} from "../../features/users/email-confirmation";
import * as styles from "../shell/shell.styles";

type RequestStatus = "idle" | "loading" | "sent" | "error";

const errorText = (caught: unknown) =>
  caught instanceof ApiError
    ? [caught.message, caught.description].filter(Boolean).join(" ")
    : t("Something has gone wrong.");

/**
 * /entry/emailconfirmrequest, where the notice's Resend link goes (shell spec §2, §8): a signed-in
 * member asks for a new confirmation message. The mailed link comes back here with `?confirm=`, and
 * a click confirms the address (not the page load: mail scanners open links by themselves).
 */
export function EmailConfirmRequestPage() {
  const user = useSession((s) => s.user);
  const signInUrl = useSession((s) => configValue(s, "signInUrl", siteConfigKeys.signInUrl.default));
  const token = new URLSearchParams(useSearch()).get("confirm");
  const [status, setStatus] = useState<RequestStatus>("idle");
  const [error, setError] = useState("");

  if (user.userID === 0) {
    const back = token
      ? `${EMAIL_CONFIRM_REQUEST_URL}?confirm=${encodeURIComponent(token)}`
      : EMAIL_CONFIRM_REQUEST_URL;
    return (
      <section className={styles.panel}>
        <h1>{t("Confirm Your Email")}</h1>
        <p>
          {token
            ? t("Sign in to confirm your email address.")
            : t("Sign in to ask for a new confirmation email.")}
        </p>
        {/* withTarget leaves Target off under /entry; coming back here after signing in is the point. */}
        <p>
          <a href={`${signInUrl}${signInUrl.includes("?") ? "&" : "?"}Target=${encodeURIComponent(back)}`}>
            {t("Sign In")}
          </a>
        </p>
      </section>
    );
  }
  if (user.emailConfirmed) {
    return (
      <section className={styles.panel}>
        <h1>{t("Confirm Your Email")}</h1>
        <p role="status">
          {token ? t("Your email address is confirmed.") : t("Your email address is already confirmed.")}
        </p>
        <p>
          <a href="/">{t("Back to Home")}</a>
        </p>
      </section>
    );
  }
  if (token) return <ConfirmEmail token={token} />;
  async function handleRequest() {
    setStatus("loading");
    try {
      await requestConfirmationEmail();
      setStatus("sent");
    } catch (caught) {
      setError(errorText(caught));
      setStatus("error");
    }
  }
  return (
    <section className={styles.panel}>
      <h1>{t("Confirm Your Email")}</h1>
      <p>{t("Your email address is not confirmed.")}</p>
      {status === "sent" ? (
        <p role="status">
          {t(
            "We sent you a message with a link. Open it within 24 hours while signed in to confirm your address.",
          )}
        </p>
      ) : (
        <>
          <p>{t("We will send a message with a confirmation link to your email address.")}</p>
          {status === "error" && <p role="alert">{error}</p>}
          <Button buttonType="primary" isLoading={status === "loading"} onClick={handleRequest}>
            {t("Send confirmation email")}
          </Button>
        </>
      )}
    </section>
  );
}

/** The mailed link's step: one click confirms, and the session learns the address is confirmed. */
function ConfirmEmail({ token }: { token: string }) {
  const store = useSessionStore();
  const [status, setStatus] = useState<RequestStatus>("idle");
  const [error, setError] = useState("");
  async function handleConfirm() {
    setStatus("loading");
    try {
      const me = await confirmEmail(token);
      store.update((state) => {
        state.user.emailConfirmed = me.emailConfirmed;
      });
    } catch (caught) {
      setError(errorText(caught));
      setStatus("error");
    }
  }
  return (
    <section className={styles.panel}>
      <h1>{t("Confirm Your Email")}</h1>
      <p>{t("Confirm that this email address is yours.")}</p>
      {status === "error" && <p role="alert">{error}</p>}
      <Button buttonType="primary" isLoading={status === "loading"} onClick={handleConfirm}>
        {t("Confirm My Email")}
      </Button>
    </section>
  );
}
