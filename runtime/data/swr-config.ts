import type { SWRConfiguration } from "swr";
import { apiClient } from "../api/api-client";

/** The query cache's stale time: 5 minutes (content spec §9). */
export const STALE_TIME_MS = 5 * 60 * 1000;

/** Loads a GET key (a path under /api/v2/, query included) through the API client. */
export async function apiFetcher<T>(key: string): Promise<T> {
  const response = await apiClient.get<T>(key);
  return response.data;
}

/** swr set-up: stale for 5 minutes, no retries (content spec §9). */
export const swrConfig: SWRConfiguration = {
  fetcher: apiFetcher,
  dedupingInterval: STALE_TIME_MS,
  focusThrottleInterval: STALE_TIME_MS,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
};
