import { useSearch } from "wouter";
import { t } from "../../../runtime/i18n/t";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { readTarget } from "../../../runtime/url/target";
import { SignInForm } from "../../features/session";
import * as styles from "../shell/shell.styles";

/**
 * /entry/signin. After signing in the page loads Target (same-origin only) in full, so the server
 * sends the member's boot payload with their permissions.
 */
export function SignInPage() {
  const search = useSearch();
  const target = readTarget(search);
  const canRegister = useSession((s) => configValue(s, "registration.method", "basic") === "basic");
  const registrationUrl = useSession((s) => configValue(s, "registrationUrl", "/entry/register"));
  const registerHref =
    target === "/" ? registrationUrl : `${registrationUrl}?Target=${encodeURIComponent(target)}`;
  return (
    <section className={styles.panel}>
      <h1>{t("Sign In")}</h1>
      <SignInForm
        onSignedIn={() => window.location.assign(target)}
        registerLink={canRegister ? <a href={registerHref}>{t("Create an Account")}</a> : undefined}
      />
      <p>
        <a href="/entry/passwordrequest">{t("Forgot your password?")}</a>
      </p>
    </section>
  );
}
