import { useSearch } from "wouter";
import { t } from "../../../runtime/i18n/t";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { isValidUrl } from "../../../runtime/url/safe-link";
import { sendTick } from "../../features/tracking";
import * as styles from "../shell/shell.styles";

/**
 * /home/leaving?target=: the interstitial before an external link (shell spec §2). Only http(s)
 * targets get a Continue link; following it records an externalNavigation tick (§7).
 */
export function LeavingPage() {
  const target = new URLSearchParams(useSearch()).get("target") ?? "";
  const siteName = useSession((s) => configValue(s, "ui.siteName", "Plaza"));
  const isValid = isValidUrl(target);
  return (
    <section className={styles.panel}>
      <h1>{t("Leaving {site}", { site: siteName })}</h1>
      {isValid ? (
        <>
          <p>{t("You are about to leave {site} for:", { site: siteName })}</p>
          <p>
            <code>{target}</code>
          </p>
          <p>
            <a
              href={target}
              rel="noopener noreferrer nofollow"
              onClick={() =>
                void sendTick({
                  type: "externalNavigation",
                  url: window.location.href,
                  destinationUrl: target,
                })
              }
            >
              {t("Continue")}
            </a>{" "}
            · <a href="/">{t("Back to Home")}</a>
          </p>
        </>
      ) : (
        <p>
          {t("That link is not valid.")} <a href="/">{t("Back to Home")}</a>
        </p>
      )}
    </section>
  );
}
