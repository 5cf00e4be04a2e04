import useSWR from "swr";
import type { Notification } from "../../../schemas/entities/notification.schema";
import { useSession } from "../../../runtime/data/session-store";
import { apiFetcher } from "../../../runtime/data/swr-config";

/** How many notifications a list asks for by default (Vanilla's `GET /notifications` default). */
export const NOTIFICATIONS_LIMIT = 30;

/** The swr key of the newest notifications: the API path with its query (runtime/data/swr-config). */
export function notificationsKey(limit = NOTIFICATIONS_LIMIT): string {
  return `notifications?limit=${limit}`;
}

/** Options of {@link useNotifications}. */
export interface UseNotificationsOptions {
  /** How many of the newest notifications to load. */
  limit?: number;
}

/**
 * The signed-in user's newest notifications (content spec §7 `GET /notifications`). Guests have
 * none, so nothing is requested for them.
 */
export function useNotifications({ limit = NOTIFICATIONS_LIMIT }: UseNotificationsOptions = {}) {
  const isSignedIn = useSession((state) => state.user.userID > 0);
  return useSWR<Notification[]>(isSignedIn ? notificationsKey(limit) : null, apiFetcher);
}
