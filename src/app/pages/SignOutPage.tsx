import { useState } from "react";
import { useSearch } from "wouter";
import { t } from "../../../runtime/i18n/t";
import { ApiError } from "../../../runtime/api/api-error";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { readTarget } from "../../../runtime/url/target";
import { Button } from "../../ui/Button";
import { signOut } from "../../features/session";
import { forgetLocalDrafts, useLocalDrafts } from "../../features/drafts/drafts-page";
import * as styles from "../shell/shell.styles";

/** This browser's storage, or null where it may not be used. */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * /entry/signout asks before signing out, so a link from elsewhere cannot end a member's session;
 * afterwards it loads Target (same-origin only). Signing out removes the drafts kept in this
 * browser, so whoever signs in next on a shared browser does not see them; the page says so when
 * some were never saved to the server.
 */
export function SignOutPage() {
  const target = readTarget(useSearch());
  const user = useSession((s) => s.user);
  const siteName = useSession((s) => configValue(s, "ui.siteName", "Plaza"));
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // None in the server's copy of this page, which knows nothing of this browser.
  const deviceOnlyDrafts = useLocalDrafts().length;

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
      const storage = browserStorage();
      if (storage) forgetLocalDrafts(storage);
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
      {deviceOnlyDrafts > 0 && (
        <p>
          {deviceOnlyDrafts === 1
            ? t(
                "One draft was never saved to the server: it is kept only in this browser, and signing out removes it.",
              )
            : t(
                "{count} drafts were never saved to the server: they are kept only in this browser, and signing out removes them.",
                { count: deviceOnlyDrafts },
              )}{" "}
          <a href="/drafts">{t("Drafts")}</a>
        </p>
      )}
      {error && <p role="alert">{error}</p>}
      <Button buttonType="primary" isLoading={isPending} onClick={handleSignOut}>
        {t("Sign Out")}
      </Button>
    </section>
  );
}
