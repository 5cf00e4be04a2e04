import { apiClient } from "../../../runtime/api/api-client";
import type { Attachment } from "../../../schemas/entities/attachment.schema";

/** The most attachments one `POST /attachments/refresh` takes (the server refuses more). */
export const REFRESH_BATCH = 10;

/**
 * Refreshes attachments from their sources (`POST /attachments/refresh`, content spec §7), in
 * batches the server takes, and answers `current` with the refreshed ones in place. Only IDs of
 * listed attachments are sent (content spec §5: only ids that exist).
 */
export async function refreshAttachments(
  current: readonly Attachment[],
  attachmentIDs: readonly number[],
): Promise<Attachment[]> {
  const refreshed = new Map<number, Attachment>();
  for (let start = 0; start < attachmentIDs.length; start += REFRESH_BATCH) {
    const body = { attachmentIDs: attachmentIDs.slice(start, start + REFRESH_BATCH) };
    const answer = await apiClient.post<Attachment[]>("attachments/refresh", { body });
    for (const attachment of answer.data) refreshed.set(attachment.attachmentID, attachment);
  }
  return current.map((attachment) => refreshed.get(attachment.attachmentID) ?? attachment);
}
