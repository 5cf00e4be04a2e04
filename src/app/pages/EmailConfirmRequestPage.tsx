import { useState } from "react";
import { t } from "../../../runtime/i18n/t";
import { ApiError } from "../../../runtime/api/api-error";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { siteConfigKeys } from "../../../schemas/config/site-config";
import { Button } from "../../ui/Button";
// By its module, not the feature's index.ts, which would bring the user card and account menus along.
import { EMAIL_CONFIRM_REQUEST_URL, requestConfirmationEmail } from "../../features/users/email-confirmation";
import * as styles from "../shell/shell.styles";

type RequestStatus = "idle" | "loading" | "sent" | "error";

/**
 * /entry/emailconfirmrequest, where the notice's Resend link goes (shell spec §2, §8): a signed-in
 * member asks for a new confirmation message. The server accepts the request (202) but has no mail
 * transport yet, so the page says the request was recorded rather than that a message was sent.
 */
export function EmailConfirmRequestPage() {
  const user = useSession((s) => s.user);
  const signInUrl = useSession((s) => configValue(s, "signInUrl", siteConfigKeys.signInUrl.default));
  const [status, setStatus] = useState<RequestStatus>("idle");
  const [error, setError] = useState("");

  if (user.userID === 0) {
    return (
      <section className={styles.panel}>
        <h1>{t("Confirm Your Email")}</h1>
        <p>{t("Sign in to ask for a new confirmation email.")}</p>
        {/* withTarget leaves Target off under /entry; coming back here after signing in is the point. */}
        <p>
          <a
            href={`${signInUrl}${signInUrl.includes("?") ? "&" : "?"}Target=${encodeURIComponent(EMAIL_CONFIRM_REQUEST_URL)}`}
          >
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
        <p>{t("Your email address is already confirmed.")}</p>
        <p>
          <a href="/">{t("Back to Home")}</a>
        </p>
      </section>
    );
  }
  async function handleRequest() {
    setStatus("loading");
    try {
      await requestConfirmationEmail();
      setStatus("sent");
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t("Something has gone wrong."));
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
            "Your request was recorded. This community cannot send email yet, so no message is on its way: please contact the site's staff to confirm your address.",
          )}
        </p>
      ) : (
        <>
          <p>
            {t(
              "Ask for a new confirmation email. Note: this community has no mail service set up yet, so the request is only recorded.",
            )}
          </p>
          {status === "error" && <p role="alert">{error}</p>}
          <Button buttonType="primary" isLoading={status === "loading"} onClick={handleRequest}>
            {t("Send confirmation email")}
          </Button>
        </>
      )}
    </section>
  );
}
