import { apiClient } from "../../../runtime/api/api-client";
import type { HistoryRecordType } from "./log-query";

/** Makes a revision the post's current version (`POST /{type}s/{id}/revisions/{revisionID}/restore`). */
export async function restoreRevision(
  recordType: HistoryRecordType,
  recordID: number,
  revisionID: number,
): Promise<void> {
  await apiClient.post(`${recordType}s/${recordID}/revisions/${revisionID}/restore`);
}
