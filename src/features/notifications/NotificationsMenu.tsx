import { t } from "../../../runtime/i18n/t";
import { useSession } from "../../../runtime/data/session-store";
import { countBadgeText } from "../../ui/CountBadge";
import { CountedIcon } from "../../ui/CountedIcon";
import { DropDown } from "../../ui/DropDown";
import { NotificationsList } from "./NotificationsList";

/**
 * The title bar's Notifications drop-down (shell spec §2): a bell with the unread count (99+ above 99,
 * §5) opening the newest notifications, at least 350 wide (DECISIONS.md). Guests have no notifications,
 * so it renders nothing for them.
 */
export function NotificationsMenu() {
  const isSignedIn = useSession((s) => s.user.userID > 0);
  const countUnread = useSession((s) => s.user.countUnreadNotifications);
  if (!isSignedIn) return null;
  return (
    <DropDown
      buttonLabel={[t("Notifications"), countBadgeText(countUnread)].filter(Boolean).join(" ")}
      buttonType="iconMenubar"
      width="account"
      align="end"
      buttonContents={<CountedIcon label={t("Notifications")} icon={<BellIcon />} count={countUnread} />}
    >
      <NotificationsList />
    </DropDown>
  );
}

function BellIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 3a6 6 0 0 0-6 6v3.6L4.3 15.5A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.5L18 12.6V9a6 6 0 0 0-6-6zm-2.5 15.5a2.5 2.5 0 0 0 5 0z"
        fill="currentColor"
      />
    </svg>
  );
}
