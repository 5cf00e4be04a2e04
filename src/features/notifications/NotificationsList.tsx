import type { MouseEvent, ReactNode } from "react";
import type { Notification } from "../../../schemas/entities/notification.schema";
import { t } from "../../../runtime/i18n/t";
import { sanitizeLink } from "../../../runtime/url/safe-link";
import { Button } from "../../ui/Button";
import { DateTime } from "../../ui/DateTime";
import { DropDownItem } from "../../ui/DropDownItem";
import { Loader } from "../../ui/Loader";
import { useDropDownContext } from "../../ui/dropdown-context";
import { errorMessageOf, useToast } from "../../ui/toasts/use-toast";
import { visuallyHidden } from "../../ui/visually-hidden.styles";
import { useNotificationActions } from "./mark-notifications-read";
import { notificationText } from "./notification-text";
import { useNotifications } from "./use-notifications";
import * as styles from "../../ui/menu-list.styles";

/** Where "View All" leads: the member's full notifications page. */
export const ALL_NOTIFICATIONS_URL = "/profile/notifications";

/** Props of {@link NotificationsList}. */
export interface NotificationsListProps {
  /** How many of the newest notifications to show; the hook's default otherwise. */
  limit?: number;
}

/**
 * The newest notifications with Mark All Read and View All, shared by the title bar's Notifications
 * drop-down and the compact account panel (shell spec §2). Inside a DropDown every control is a menu
 * item; elsewhere it is a plain list. Marking read is optimistic; a failure rolls back and shows the
 * error in a toast (content spec §4).
 */
export function NotificationsList({ limit }: NotificationsListProps) {
  const { data, error, isLoading } = useNotifications({ limit });
  const actions = useNotificationActions();
  const toast = useToast();
  const isInMenu = useDropDownContext() !== null;

  function handleMarkAllRead() {
    actions.markAllNotificationsRead().catch((reason: unknown) => toast.error(reason));
  }
  function handleOpen(notification: Notification) {
    if (notification.read) return;
    actions.markNotificationRead(notification.notificationID).catch((reason: unknown) => toast.error(reason));
  }

  const hasItems = data !== undefined && data.length > 0;
  let body: ReactNode;
  if (hasItems) {
    const entries = data.map((notification) => (
      <EntryLink
        key={notification.notificationID}
        isInMenu={isInMenu}
        isListItem={!isInMenu}
        to={notification.url}
        onClick={() => handleOpen(notification)}
      >
        <span className={styles.entryText}>
          <span>{notificationText(notification.body)}</span>
          <DateTime date={notification.dateInserted} mode="relative" className={styles.meta} />
        </span>
        {!notification.read && (
          <span className={styles.unreadDot}>
            <span className={visuallyHidden}>{t("Unread")}</span>
          </span>
        )}
      </EntryLink>
    ));
    body = isInMenu ? entries : <ul className={styles.list}>{entries}</ul>;
  } else if (data) {
    body = <p className={styles.message}>{t("You don't have any notifications yet.")}</p>;
  } else if (error) {
    body = <p className={styles.message}>{errorMessageOf(error)}</p>;
  } else if (isLoading) {
    body = <Loader size="small" />;
  }

  return (
    <>
      {(isInMenu || hasItems) && (
        <div className={styles.header} role={isInMenu ? "presentation" : undefined}>
          {isInMenu && <span className={styles.title}>{t("Notifications")}</span>}
          {hasItems && (
            // Not a DropDownItem: choosing it keeps the flyout open, so the member sees every entry turn read.
            <Button
              buttonType="textPrimary"
              role={isInMenu ? "menuitem" : undefined}
              onClick={handleMarkAllRead}
            >
              {t("Mark All Read")}
            </Button>
          )}
        </div>
      )}
      {body}
      <div className={styles.footer} role={isInMenu ? "presentation" : undefined}>
        <EntryLink isInMenu={isInMenu} to={ALL_NOTIFICATIONS_URL}>
          {t("View All")}
        </EntryLink>
      </div>
    </>
  );
}

interface EntryLinkProps {
  isInMenu: boolean;
  /** Wraps the link in an `<li>` (outside a menu, in a list). */
  isListItem?: boolean;
  to: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}

/** A menu item inside a drop-down (closing it on click), a plain sanitised link elsewhere. */
function EntryLink({ isInMenu, isListItem = false, to, onClick, children }: EntryLinkProps) {
  if (isInMenu)
    return (
      <DropDownItem to={to} onClick={onClick} className={styles.entry}>
        {children}
      </DropDownItem>
    );
  const link = (
    <a href={sanitizeLink(to)} onClick={onClick} className={styles.entry}>
      {children}
    </a>
  );
  return isListItem ? <li>{link}</li> : link;
}
