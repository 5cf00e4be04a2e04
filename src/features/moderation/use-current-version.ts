import useSWR from "swr";
import { apiFetcher } from "../../../runtime/data/swr-config";
import type { HistoryRecordType } from "./log-query";
import type { ComparedVersion } from "./revision-diff";

/**
 * The post's current version as written (`GET /{discussions|comments}/{id}/edit`), to compare the
 * newest revision with; undefined while loading, or when the viewer may not read it for editing.
 */
export function useCurrentVersion(
  recordType: HistoryRecordType,
  recordID: number,
  isEnabled = true,
): ComparedVersion | undefined {
  const { data } = useSWR<{ name?: string; body: string; format: string }>(
    isEnabled ? `${recordType}s/${recordID}/edit` : null,
    apiFetcher,
    { shouldRetryOnError: false },
  );
  return data ? { name: data.name ?? null, body: data.body, format: data.format } : undefined;
}
