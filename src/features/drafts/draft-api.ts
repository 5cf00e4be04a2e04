import { apiClient } from "../../../runtime/api/api-client";
import type { DraftApi } from "./draft-autosave";
import type { ServerDraft } from "./draft-types";

/** The drafts calls of content spec §7 through the app's API client. */
export const draftApi: DraftApi = {
  get: async (draftID) => (await apiClient.get<ServerDraft>(`drafts/${draftID}/edit`)).data,
  create: async (draft) => (await apiClient.post<ServerDraft>("drafts", { body: draft })).data,
  update: async (draftID, draft) =>
    (await apiClient.patch<ServerDraft>(`drafts/${draftID}`, { body: draft })).data,
  remove: async (draftID) => void (await apiClient.delete(`drafts/${draftID}`)),
};

/**
 * The member's saved comment draft on a discussion, for a draft link opened where this browser keeps
 * no local copy (another device); null when there is none or the list cannot be read.
 */
export async function findCommentDraft(discussionID: number): Promise<ServerDraft | null> {
  const { data } = await apiClient.get<ServerDraft[]>("drafts", {
    query: { recordType: "comment", parentRecordID: discussionID, limit: 30 },
  });
  return (
    data.find(
      (draft) =>
        draft.recordType === "comment" &&
        draft.parentRecordID === discussionID &&
        (draft.draftStatus === undefined || draft.draftStatus === "draft"),
    ) ?? null
  );
}
