import { useState } from "react";
import { useSearch } from "wouter";
import { t } from "../../../runtime/i18n/t";
import { ApiError } from "../../../runtime/api/api-error";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { readTarget } from "../../../runtime/url/target";
import { Button } from "../../ui/Button";
import { signOut } from "../../features/session";
import * as styles from "../shell/shell.styles";

/**
 * /entry/signout asks before signing out, so a link from elsewhere cannot end a member's session;
 * afterwards it loads Target (same-origin only).
 */
export function SignOutPage() {
  const target = readTarget(useSearch());
  const user = useSession((s) => s.user);
  const siteName = useSession((s) => configValue(s, "ui.siteName", "Plaza"));
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (user.userID === 0) {
    return (
      <section className={styles.panel}>
        <h1>{t("Sign Out")}</h1>
        <p>{t("You are signed out.")}</p>
        <p>
          <a href="/">{t("Back to Home")}</a>
        </p>
      </section>
    );
  }
  async function handleSignOut() {
    setPending(true);
    try {
      await signOut();
      window.location.assign(target);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : String(caught));
      setPending(false);
    }
  }
  return (
    <section className={styles.panel}>
      <h1>{t("Sign Out")}</h1>
      <p>{t("Sign out of {site}?", { site: siteName })}</p>
      {error && <p role="alert">{error}</p>}
      <Button buttonType="primary" isLoading={isPending} onClick={handleSignOut}>
        {t("Sign Out")}
      </Button>
    </section>
  );
}
