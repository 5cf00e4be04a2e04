import { lazy, Suspense } from "react";
import { t } from "../../../runtime/i18n/t";
import { useSession } from "../../../runtime/data/session-store";
import { visuallyHidden } from "../../ui/visually-hidden.styles";
import { useEntryLinks } from "./use-entry-links";
import * as styles from "./title-bar.styles";

// A member's controls load on their own (with the account panel behind them), so guests skip them.
const CompactMemberControls = lazy(() =>
  import("./CompactMemberControls").then((module) => ({ default: module.CompactMemberControls })),
);

/**
 * The compact title bar's account controls (shell spec §2 "Title bar"): members get Notifications
 * and Messages with their unread counts, and My Account, each opening the account panel (tabs Me,
 * Notifications and Messages) as a side panel from the right; guests get a Sign In icon.
 */
export function CompactAccount() {
  const user = useSession((s) => s.user);
  const links = useEntryLinks();
  if (user.userID === 0) {
    const label = t("Sign In");
    return (
      <a className={styles.iconLink} href={links.signIn} aria-label={label} title={label}>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 20a8 8 0 0 1 16 0" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </a>
    );
  }
  return (
    <>
      <span className={visuallyHidden}>
        {t("Signed in as")} <bdi data-testid="current-user">{user.name}</bdi>
      </span>
      <Suspense fallback={<span className={styles.compactMenusPlaceholder} />}>
        <CompactMemberControls />
      </Suspense>
    </>
  );
}
