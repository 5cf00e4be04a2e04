import { cx } from "@linaria/core";
import type { Notification } from "../../../schemas/entities/notification.schema";
import { t } from "../../../runtime/i18n/t";
import { sanitizeLink } from "../../../runtime/url/safe-link";
import { Button } from "../../ui/Button";
import { DateTime } from "../../ui/DateTime";
import { Tag } from "../../ui/Tag";
import { useToast } from "../../ui/toasts/use-toast";
import { useNotificationActions } from "./mark-notifications-read";
import { notificationText } from "./notification-text";
import * as styles from "./notifications-page.styles";

/** Props of {@link NotificationsPageList}. */
export interface NotificationsPageListProps {
  notifications: readonly Notification[];
}

/**
 * The entries of the notifications page, newest first: each links to its record, says "Unread" in
 * words until read, and is marked read when opened (content spec §4, §7). A failed mark shows the
 * server's error in a toast and puts the entry back.
 */
export function NotificationsPageList({ notifications }: NotificationsPageListProps) {
  const actions = useNotificationActions();
  const toast = useToast();
  function handleOpen(notification: Notification) {
    if (notification.read) return;
    actions.markNotificationRead(notification.notificationID).catch((reason: unknown) => toast.error(reason));
  }
  return (
    <ul className={styles.list}>
      {notifications.map((notification) => (
        <li key={notification.notificationID} className={styles.entry}>
          <a
            href={sanitizeLink(notification.url)}
            className={styles.link}
            onClick={() => handleOpen(notification)}
          >
            <span className={styles.text}>
              <span className={cx(!notification.read && styles.unreadText)}>
                {notificationText(notification.body)}
              </span>
              <DateTime date={notification.dateInserted} mode="relative" className={styles.meta} />
            </span>
            {!notification.read && (
              <Tag preset="primary" className={styles.unreadBadge}>
                {t("Unread")}
              </Tag>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Mark All Read (content spec §4): every notification read and the unread count 0 at once, in the
 * title bar's menu too; a failure rolls back and shows the error in a toast.
 */
export function MarkAllNotificationsReadButton() {
  const actions = useNotificationActions();
  const toast = useToast();
  return (
    <Button
      buttonType="standard"
      onClick={() => {
        actions.markAllNotificationsRead().catch((reason: unknown) => toast.error(reason));
      }}
    >
      {t("Mark All Read")}
    </Button>
  );
}
