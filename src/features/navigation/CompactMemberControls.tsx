import { lazy, Suspense, useState } from "react";
import { t } from "../../../runtime/i18n/t";
import { configValue, useSession } from "../../../runtime/data/session-store";
import { CountBadge } from "../../ui/CountBadge";
import { UserPhoto } from "../../ui/UserPhoto";
import { accountToggleName, useOpenReports, type AccountPanelTab } from "../users";
import * as menuStyles from "../../ui/menu-list.styles";
import * as styles from "./title-bar.styles";

// The panel loads when first opened (ARCHITECTURE.md: modals' bodies are lazy).
const AccountPanelModal = lazy(() =>
  import("./AccountPanelModal").then((module) => ({ default: module.AccountPanelModal })),
);

/** A count button's name: "Notifications, 2 unread"; the bare label at 0. */
function countedName(tab: "notifications" | "messages", count: number): string {
  if (!(count > 0)) return tab === "notifications" ? t("Notifications") : t("Messages");
  return tab === "notifications"
    ? t("Notifications, {count} unread", { count })
    : t("Messages, {count} unread", { count });
}

/**
 * A member's controls on the compact title bar (shell spec §2): Notifications and Messages (while
 * conversations are on) with their unread counts from the member's counts (99+ above 99, §5), and
 * My Account; each opens the account panel on its tab. Loaded on its own, so guests skip it.
 */
export function CompactMemberControls() {
  const user = useSession((s) => s.user);
  const openReports = useOpenReports();
  const isConversationsEnabled = useSession(
    (s) => configValue<boolean>(s, "context.conversationsEnabled", false) === true,
  );
  const [openTab, setOpenTab] = useState<AccountPanelTab | null>(null);
  const countButton = (tab: "notifications" | "messages", count: number, icon: React.ReactNode) => (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={countedName(tab, count)}
      aria-haspopup="dialog"
      onClick={() => setOpenTab(tab)}
    >
      <span className={menuStyles.toggleIcon} aria-hidden="true">
        {icon}
        <CountBadge count={count} tone="onPrimary" className={menuStyles.toggleBadge} />
      </span>
    </button>
  );
  return (
    <>
      {countButton("notifications", user.countUnreadNotifications, <BellIcon />)}
      {isConversationsEnabled && countButton("messages", user.countUnreadConversations, <EnvelopeIcon />)}
      <button
        type="button"
        className={styles.iconButton}
        aria-label={accountToggleName(openReports)}
        aria-haspopup="dialog"
        onClick={() => setOpenTab("me")}
      >
        <span className={menuStyles.toggleIcon} aria-hidden="true">
          <UserPhoto user={user} size="xsmall" />
          <CountBadge count={openReports ?? 0} tone="onPrimary" className={menuStyles.toggleBadge} />
        </span>
      </button>
      {openTab && (
        <Suspense fallback={null}>
          <AccountPanelModal initialTab={openTab} onClose={() => setOpenTab(null)} />
        </Suspense>
      )}
    </>
  );
}

function BellIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" focusable="false">
      <path
        d="M12 3a6 6 0 0 0-6 6v3.6L4.3 15.5A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.5L18 12.6V9a6 6 0 0 0-6-6zm-2.5 15.5a2.5 2.5 0 0 0 5 0z"
        fill="currentColor"
      />
    </svg>
  );
}

function EnvelopeIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" focusable="false">
      <path
        d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm.6 2 7.4 5.6L19.4 7H4.6zM19 9.3l-6.4 4.8a1 1 0 0 1-1.2 0L5 9.3V17h14z"
        fill="currentColor"
      />
    </svg>
  );
}
