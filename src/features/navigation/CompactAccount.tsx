import { lazy, Suspense, useState } from "react";
import { t } from "../../../runtime/i18n/t";
import { useSession } from "../../../runtime/data/session-store";
import { UserPhoto } from "../../ui/UserPhoto";
import { visuallyHidden } from "../../ui/visually-hidden.styles";
import { useEntryLinks } from "./use-entry-links";
import * as styles from "./title-bar.styles";

// The panel loads when first opened (ARCHITECTURE.md: modals' bodies are lazy), so guests and
// members who never open it skip the notifications, conversations and users code.
const AccountPanelModal = lazy(() =>
  import("./AccountPanelModal").then((module) => ({ default: module.AccountPanelModal })),
);

/**
 * The compact title bar's account control (shell spec §2 "Title bar"): members get a button opening
 * the account panel (tabs Me, Notifications and Messages) as a side panel from the right; guests get
 * a Sign In icon.
 */
export function CompactAccount() {
  const user = useSession((s) => s.user);
  const links = useEntryLinks();
  const [isOpen, setIsOpen] = useState(false);
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
        {t("Signed in as")} <span data-testid="current-user">{user.name}</span>
      </span>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t("My Account")}
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
      >
        <UserPhoto user={user} size="xsmall" />
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <AccountPanelModal onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
