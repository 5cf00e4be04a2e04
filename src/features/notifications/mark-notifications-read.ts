import { useMemo } from "react";
import { useSWRConfig, type Cache, type ScopedMutator } from "swr";
import type { Notification } from "../../../schemas/entities/notification.schema";
import { apiClient } from "../../../runtime/api/api-client";
import { sessionStore, type SessionState } from "../../../runtime/data/session-store";

/** The swr cache a mark-read call updates, and its mutate (from `useSWRConfig()`). */
export interface NotificationCacheScope {
  cache: Cache;
  mutate: ScopedMutator;
}

/** Cache keys holding notifications: lists (`notifications?...`) and single ones (`notifications/{id}`). */
function isNotificationKey(key: string): boolean {
  return key === "notifications" || key.startsWith("notifications?") || /^notifications\/\d+$/.test(key);
}

function isNotification(value: unknown): value is Notification {
  return typeof value === "object" && value !== null && "notificationID" in value && "read" in value;
}

/** A page of the notifications page (use-notifications-page.ts): its list and its paging. */
function isNotificationPage(value: unknown): value is { notifications: unknown[] } {
  return (
    typeof value === "object" &&
    value !== null &&
    "notifications" in value &&
    Array.isArray(value.notifications)
  );
}

/** The cached items of a key: a list, a page's list, or one notification. */
function itemsOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  return isNotificationPage(data) ? data.notifications : [data];
}

/** `data` (a list, a page or one notification) with the matching notifications read. */
function withRead(data: unknown, matches: (notification: Notification) => boolean): unknown {
  const mark = (item: unknown) => (isNotification(item) && matches(item) ? { ...item, read: true } : item);
  if (Array.isArray(data)) return data.map(mark);
  if (isNotificationPage(data)) return { ...data, notifications: data.notifications.map(mark) };
  return mark(data);
}

function isCachedUnread(scope: NotificationCacheScope, notificationID: number): boolean {
  return [...scope.cache.keys()]
    .filter(isNotificationKey)
    .some((key) =>
      itemsOf(scope.cache.get(key)?.data).some(
        (item) => isNotification(item) && item.notificationID === notificationID && !item.read,
      ),
    );
}

/**
 * Applies a read change to every cached notification and to the session's unread count at once,
 * then sends it. On failure both are restored and the error is rethrown for the caller to show
 * (ARCHITECTURE "Optimistic writes roll back"); either way the cached lists are revalidated
 * afterwards (DECISIONS swr: mutate after every write).
 */
async function writeOptimistically<T>(
  scope: NotificationCacheScope,
  change: (notification: Notification) => boolean,
  changeCount: (user: SessionState["user"]) => void,
  send: () => Promise<T>,
): Promise<T> {
  const keys = [...scope.cache.keys()].filter(isNotificationKey);
  const previous = new Map<string, unknown>(keys.map((key) => [key, scope.cache.get(key)?.data]));
  const { userID, countUnreadNotifications } = sessionStore.getState().user;
  const cached = [...previous].filter(([, data]) => data !== undefined);
  await Promise.all(
    cached.map(([key, data]) => scope.mutate(key, withRead(data, change), { revalidate: false })),
  );
  sessionStore.update((state) => changeCount(state.user));
  try {
    return await send();
  } catch (error) {
    await Promise.all(cached.map(([key, data]) => scope.mutate(key, data, { revalidate: false })));
    sessionStore.update((state) => {
      if (state.user.userID === userID) state.user.countUnreadNotifications = countUnreadNotifications;
    });
    throw error;
  } finally {
    // A failed revalidation keeps the data shown; swr records the error on the key.
    void Promise.all(keys.map((key) => scope.mutate(key))).catch(() => undefined);
  }
}

/** Marks one notification read (`PATCH /notifications/{id}`), optimistically; rejects with the ApiError. */
export async function markNotificationRead(
  scope: NotificationCacheScope,
  notificationID: number,
): Promise<Notification> {
  // The count drops only when the cache showed it unread: otherwise there is nothing to take away.
  const wasUnread = isCachedUnread(scope, notificationID);
  return writeOptimistically(
    scope,
    (notification) => notification.notificationID === notificationID,
    (user) => {
      if (wasUnread) user.countUnreadNotifications = Math.max(0, user.countUnreadNotifications - 1);
    },
    async () =>
      (await apiClient.patch<Notification>(`notifications/${notificationID}`, { body: { read: true } })).data,
  );
}

/**
 * Marks every notification read (`PATCH /notifications`): every cached notification becomes read and
 * the current user's unread count 0 at once (content spec §4); rejects with the ApiError.
 */
export async function markAllNotificationsRead(scope: NotificationCacheScope): Promise<void> {
  await writeOptimistically(
    scope,
    () => true,
    (user) => {
      user.countUnreadNotifications = 0;
    },
    () => apiClient.patch("notifications", { body: { read: true } }),
  );
}

/** The mark-read actions bound to the swr cache of the calling component. */
export interface NotificationActions {
  markNotificationRead: (notificationID: number) => Promise<Notification>;
  markAllNotificationsRead: () => Promise<void>;
}

/** {@link markNotificationRead} and {@link markAllNotificationsRead} on this component's swr cache. */
export function useNotificationActions(): NotificationActions {
  const { cache, mutate } = useSWRConfig();
  return useMemo(() => {
    const scope = { cache, mutate };
    return {
      markNotificationRead: (notificationID: number) => markNotificationRead(scope, notificationID),
      markAllNotificationsRead: () => markAllNotificationsRead(scope),
    };
  }, [cache, mutate]);
}
