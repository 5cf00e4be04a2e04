export {
  NOTIFICATIONS_LIMIT,
  notificationsKey,
  useNotifications,
  type UseNotificationsOptions,
} from "./use-notifications";
export {
  markAllNotificationsRead,
  markNotificationRead,
  useNotificationActions,
  type NotificationActions,
  type NotificationCacheScope,
} from "./mark-notifications-read";
export {
  USER_COUNTS_THROTTLE_MS,
  checkUserCounts,
  userCountsStore,
  useUserCounts,
  type UserCountsState,
} from "./use-user-counts";
export { NotificationsMenu } from "./NotificationsMenu";
export { ALL_NOTIFICATIONS_URL, NotificationsList, type NotificationsListProps } from "./NotificationsList";
export { notificationText } from "./notification-text";
export {
  notificationsPageKey,
  useNotificationsPage,
  type NotificationsPageData,
  type NotificationsPageState,
} from "./use-notifications-page";
export {
  MarkAllNotificationsReadButton,
  NotificationsPageList,
  type NotificationsPageListProps,
} from "./NotificationsPageList";
export {
  notificationPreferencesKey,
  useNotificationPreferences,
  type NotificationPreferencesState,
} from "./use-notification-preferences";
export {
  NOTIFICATION_KIND_TEXTS,
  NotificationPreferencesForm,
  PREFERENCES_SAVED_TEXT,
  type NotificationPreferencesFormProps,
} from "./NotificationPreferencesForm";
export { unsubscribeLinkKey, useUnsubscribeLink, type UnsubscribeLinkState } from "./use-unsubscribe-link";
