import useSWR from "swr";
import { useCallback } from "react";
import type {
  NotificationPreferences,
  NotificationPreferencesPatch,
} from "../../../schemas/entities/notification-preferences.schema";
import { apiClient } from "../../../runtime/api/api-client";
import type { ApiError } from "../../../runtime/api/api-error";
import { apiFetcher } from "../../../runtime/data/swr-config";

/** The swr key of a member's notification preferences: the API path (runtime/data/swr-config). */
export function notificationPreferencesKey(userID: number): string {
  return `notification-preferences/${userID}`;
}

/** A member's preferences, loading or failed, and how to save changes to them. */
export interface NotificationPreferencesState {
  data: NotificationPreferences | undefined;
  error: ApiError | undefined;
  /** Saves the switches of `patch`; resolves with every kind as stored, rejects with the ApiError. */
  save: (patch: NotificationPreferencesPatch) => Promise<NotificationPreferences>;
}

/**
 * The signed-in member's notification preferences (`GET/PATCH /notification-preferences/{id}`);
 * nothing is asked for a guest (userID 0).
 */
export function useNotificationPreferences(userID: number): NotificationPreferencesState {
  const key = userID > 0 ? notificationPreferencesKey(userID) : null;
  const { data, error, mutate } = useSWR<NotificationPreferences, ApiError>(key, apiFetcher);
  const save = useCallback(
    async (patch: NotificationPreferencesPatch) => {
      const response = await apiClient.patch<NotificationPreferences>(notificationPreferencesKey(userID), {
        body: patch,
      });
      await mutate(response.data, { revalidate: false });
      return response.data;
    },
    [mutate, userID],
  );
  return { data, error, save };
}
