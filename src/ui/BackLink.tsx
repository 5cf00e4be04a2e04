import { useSyncExternalStore, type MouseEvent } from "react";
import { cx } from "@linaria/core";
import { t } from "../../runtime/i18n/t";
import { sanitizeLink } from "../../runtime/url/safe-link";
import { hasAppHistory } from "./app-history";
import * as styles from "./BackLink.styles";
import { visuallyHidden } from "./visually-hidden.styles";

/** Props of {@link BackLink}. */
export interface BackLinkProps {
  /** Where to go without history or a same-origin referrer; the home page by default. */
  fallbackUrl?: string;
  /** Shows "Back" beside the arrow; otherwise only screen readers hear it. */
  isLabelVisible?: boolean;
  className?: string;
}

/**
 * The page a back link leads to without in-app history: the referrer when it is on this site (and
 * not this very page), otherwise the fallback (shell spec §2).
 */
function backLinkTarget(fallbackUrl: string): string {
  try {
    const referrer = new URL(document.referrer);
    const here = new URL(window.location.href);
    if (referrer.origin === here.origin && referrer.href !== here.href)
      return `${referrer.pathname}${referrer.search}${referrer.hash}`;
  } catch {
    // No referrer, or not a URL: use the fallback.
  }
  return sanitizeLink(fallbackUrl);
}

/** The referrer does not change while a page is open: nothing to subscribe to. */
const unchanging = () => () => undefined;

/**
 * "Back" (shell spec §2): goes back in history when the previous page is in the app, else to the
 * referrer when it is on this site, else to the home page. A real link, so it works without the
 * history and opens in a new tab with a modifier key.
 */
export function BackLink({ fallbackUrl = "/", isLabelVisible = false, className }: BackLinkProps) {
  // The server knows no referrer: hydration starts from the fallback, then the referrer's address.
  const href = useSyncExternalStore(
    unchanging,
    () => backLinkTarget(fallbackUrl),
    () => sanitizeLink(fallbackUrl),
  );
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    const isPlainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!isPlainClick || event.defaultPrevented || !hasAppHistory()) return;
    event.preventDefault();
    window.history.back();
  }
  return (
    <a
      href={href}
      className={cx(styles.backLink, className)}
      title={isLabelVisible ? undefined : t("Back")}
      onClick={handleClick}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M14.5 6 8.5 12l6 6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className={isLabelVisible ? undefined : visuallyHidden}>{t("Back")}</span>
    </a>
  );
}
