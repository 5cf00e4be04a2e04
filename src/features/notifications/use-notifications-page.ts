import useSWR from "swr";
import type { Notification } from "../../../schemas/entities/notification.schema";
import { apiClient } from "../../../runtime/api/api-client";
import type { ApiError } from "../../../runtime/api/api-error";
import type { Paging } from "../../../runtime/api/paging";
import { NOTIFICATIONS_LIMIT } from "./use-notifications";

/** One page of the notifications page and its paging headers. */
export interface NotificationsPageData {
  notifications: Notification[];
  paging: Paging | undefined;
}

/** The notifications page's list, loading, or the error the API answered instead. */
export interface NotificationsPageState {
  data: NotificationsPageData | undefined;
  error: ApiError | undefined;
}

/**
 * The swr key of one page: a notifications key (mark-notifications-read.ts finds it, marks its
 * entries read at once and revalidates it after every mark).
 */
export function notificationsPageKey(page: number): string {
  return `notifications?limit=${NOTIFICATIONS_LIMIT}&page=${page}`;
}

async function loadPage(key: string): Promise<NotificationsPageData> {
  const response = await apiClient.get<Notification[]>(key);
  return { notifications: response.data, paging: response.paging };
}

/**
 * A page of the signed-in member's notifications, newest first (`GET /notifications`, content spec
 * §7); nothing is asked while `isEnabled` is false (a guest has none).
 */
export function useNotificationsPage(page: number, isEnabled: boolean): NotificationsPageState {
  const { data, error } = useSWR<NotificationsPageData, ApiError>(
    isEnabled ? notificationsPageKey(page) : null,
    loadPage,
    { keepPreviousData: true },
  );
  return { data, error };
}
