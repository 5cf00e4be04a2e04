import type { MouseEvent } from "react";
import { useSearch } from "wouter";
import { t } from "../../../runtime/i18n/t";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { isValidUrl } from "../../../runtime/url/safe-link";
import { sendTick } from "../../features/tracking";
import { DIRECT_LINK_ATTRIBUTE } from "../shell/link-navigation";
import * as styles from "../shell/shell.styles";

/**
 * The longest Continue waits for the externalNavigation tick before leaving anyway: the tick must not
 * be cut off by the navigation, and a slow server must not hold the visitor (failures are only logged, §7).
 */
export const LEAVE_TICK_WAIT_MS = 1000;

/**
 * /home/leaving?target=: the interstitial before an external link (shell spec §2). Only http(s)
 * targets get a Continue link; following it records an externalNavigation tick with the destination (§7).
 */
export function LeavingPage() {
  const target = new URLSearchParams(useSearch()).get("target") ?? "";
  const siteName = useSession((s) => configValue(s, "ui.siteName", "Plaza"));
  const isValid = isValidUrl(target);

  function handleContinue(event: MouseEvent<HTMLAnchorElement>) {
    const tick = sendTick({ type: "externalNavigation", url: window.location.href, destinationUrl: target });
    const isPlainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    // A modified click opens another tab and this page stays, so the tick completes on its own.
    if (!isPlainClick) return;
    // Leaving at once would cancel the tick's request: wait for it, but never long.
    event.preventDefault();
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, LEAVE_TICK_WAIT_MS));
    void Promise.race([tick, timeout]).then(() => window.location.assign(target));
  }

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
              {...{ [DIRECT_LINK_ATTRIBUTE]: "" }}
              onClick={handleContinue}
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
