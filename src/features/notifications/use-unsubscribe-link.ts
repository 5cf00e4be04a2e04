import useSWR from "swr";
import { useCallback } from "react";
import type { UnsubscribeLink } from "../../../schemas/entities/notification-preferences.schema";
import { apiClient } from "../../../runtime/api/api-client";
import type { ApiError } from "../../../runtime/api/api-error";
import { apiFetcher } from "../../../runtime/data/swr-config";

/** The API path of a mailed unsubscribe token: GET reads what it stops, POST stops it. */
export function unsubscribeLinkKey(token: string): string {
  return `notification-preferences/unsubscribe/${encodeURIComponent(token)}`;
}

/** What a mailed unsubscribe link stops, loading or failed, and the call that stops it. */
export interface UnsubscribeLinkState {
  data: UnsubscribeLink | undefined;
  error: ApiError | undefined;
  /** Switches that kind's mail off; rejects with the ApiError. */
  unsubscribe: () => Promise<void>;
}

/**
 * The unsubscribe page's data: reading the link changes nothing (mail scanners open links), only
 * {@link UnsubscribeLinkState.unsubscribe} does. Works signed in or not: the token is the authority.
 */
export function useUnsubscribeLink(token: string): UnsubscribeLinkState {
  const key = token ? unsubscribeLinkKey(token) : null;
  const { data, error, mutate } = useSWR<UnsubscribeLink, ApiError>(key, apiFetcher);
  const unsubscribe = useCallback(async () => {
    await apiClient.post(unsubscribeLinkKey(token));
    await mutate((current) => (current ? { ...current, email: false } : current), { revalidate: false });
  }, [mutate, token]);
  return { data, error, unsubscribe };
}
