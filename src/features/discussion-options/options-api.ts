import { apiClient } from "../../../runtime/api/api-client";
import type { DiscussionPatchBody, DiscussionType } from "../../../schemas/api/discussion-writes.schema";
import type { Collection } from "../../../schemas/entities/collection.schema";

/** Where an announcement is pinned (content spec §3 draft meta; "none" is not announced). */
export type PinLocation = "none" | "category" | "recent";

/** The moderation fields of `PATCH /discussions/{id}`, with Change Author's `insertUserID`. */
export type DiscussionModerationPatch = Pick<
  DiscussionPatchBody,
  "closed" | "sink" | "resolved" | "pinned" | "pinLocation" | "categoryID"
> & { insertUserID?: number };

/** Changes a discussion's flags, place or author (`PATCH /discussions/{id}`). */
export async function patchDiscussion(discussionID: number, body: DiscussionModerationPatch): Promise<void> {
  await apiClient.patch(`discussions/${discussionID}`, { body });
}

/**
 * The patch that announces a discussion at a pin location: "none" stops announcing it (the server
 * keeps pinLocation none with pinned false).
 */
export function announceBody(pinLocation: PinLocation): DiscussionModerationPatch {
  return pinLocation === "none" ? { pinned: false } : { pinned: true, pinLocation };
}

/**
 * A discussion's pin location for the announce form. A legacy `announce` value converts as content
 * spec §3 says: 0 is none, 1 is category, any other value recent.
 */
export function pinLocationOf(discussion: {
  pinned: boolean;
  pinLocation: string | null;
  announce?: unknown;
}): PinLocation {
  if (discussion.announce !== undefined && discussion.announce !== null) {
    const value = Number(discussion.announce);
    return value === 0 ? "none" : value === 1 ? "category" : "recent";
  }
  if (!discussion.pinned) return "none";
  return discussion.pinLocation === "recent" ? "recent" : "category";
}

/** Sets the post type (`PUT /discussions/{id}/type`). */
export async function putDiscussionType(discussionID: number, type: DiscussionType): Promise<void> {
  await apiClient.put(`discussions/${discussionID}/type`, { body: { type } });
}

/** Dismisses an announcement for the viewer, or cancels that; answers the new state. */
export async function putDismissed(discussionID: number, dismissed: boolean): Promise<boolean> {
  const { data } = await apiClient.put<{ dismissed: boolean }>(`discussions/${discussionID}/dismiss`, {
    body: { dismissed },
  });
  return data.dismissed;
}

/** Bumps a discussion to the top of recent (`PATCH /discussions/{id}/bump`, no body). */
export async function bumpDiscussion(discussionID: number): Promise<void> {
  await apiClient.patch(`discussions/${discussionID}/bump`);
}

/** Deletes a discussion (`DELETE /discussions/{id}`). */
export async function deleteDiscussion(discussionID: number): Promise<void> {
  await apiClient.delete(`discussions/${discussionID}`);
}

/** Deletes a comment (`DELETE /comments/{id}`); one with replies stays as a tombstone. */
export async function deleteComment(commentID: number): Promise<void> {
  await apiClient.delete(`comments/${commentID}`);
}

/** Reports a discussion or comment to the moderators (`POST /{discussions|comments}/{id}/reports`). */
export async function postReport(
  recordType: "discussion" | "comment",
  recordID: number,
  body: { reason: string; noteBody?: string },
): Promise<void> {
  await apiClient.post(`${recordType}s/${recordID}/reports`, { body });
}

/** A discussion record as collections hold it. */
const recordOf = (discussionID: number) => ({ recordID: discussionID, recordType: "discussion" as const });

/** The collections holding a discussion (`GET /collections/by-resource`). */
export async function collectionsOf(discussionID: number): Promise<Collection[]> {
  const { data } = await apiClient.get<Collection[]>("collections/by-resource", {
    query: recordOf(discussionID),
  });
  return data;
}

/** Every collection, for the picker (`GET /collections`, the largest page). */
export async function listCollections(): Promise<Collection[]> {
  return (await apiClient.get<Collection[]>("collections", { query: { limit: 100 } })).data;
}

/**
 * Makes exactly these collections hold the discussion (content spec §7): first clears it with an
 * empty list, then sets the chosen ones.
 */
export async function setCollectionsOf(discussionID: number, collectionIDs: number[]): Promise<void> {
  const record = recordOf(discussionID);
  await apiClient.put("collections/by-resource", { body: { record, collectionIDs: [] } });
  if (collectionIDs.length > 0) {
    await apiClient.put("collections/by-resource", { body: { record, collectionIDs } });
  }
}

/** Creates a collection holding the discussion (`POST /collections`); answers the new collection. */
export async function createCollection(name: string, discussionID: number): Promise<Collection> {
  const { data } = await apiClient.post<Collection>("collections", {
    body: { name, records: [recordOf(discussionID)] },
  });
  return data;
}

/** A user the Change Author lookup offers. */
export interface UserOption {
  userID: number;
  name: string;
}

/** Users whose name starts with `query` (`GET /users/by-names/`, content spec §7). */
export async function searchUsers(query: string, signal?: AbortSignal): Promise<UserOption[]> {
  const { data } = await apiClient.get<UserOption[]>("users/by-names", {
    query: { name: `${query}*`, order: "mention", limit: 50 },
    signal,
  });
  return data;
}

/** What `POST /discussions/split` answers. */
export interface SplitResult {
  discussionID: number;
  url: string;
  name: string;
  successIDs: number[];
  failedIDs: number[];
  exceptionsByID: Record<string, { message: string; status?: number }>;
}

/** Per-comment outcome fields, at the top level or under `progress` (the long-runner shape). */
type SplitOutcome = Partial<Pick<SplitResult, "successIDs" | "failedIDs" | "exceptionsByID">>;

/**
 * Moves comments into a new discussion (`POST /discussions/split`). The per-comment outcome is read
 * from the answer's top level or from its long-runner `progress`, whichever the server sends.
 */
export async function splitDiscussion(body: {
  discussionID: number;
  commentIDs: number[];
  name: string;
  categoryID: number;
}): Promise<SplitResult> {
  const { data } = await apiClient.post<
    Pick<SplitResult, "discussionID" | "url" | "name"> & SplitOutcome & { progress?: SplitOutcome }
  >("discussions/split", { body });
  const outcome = data.progress ?? data;
  return {
    discussionID: data.discussionID,
    url: data.url,
    name: data.name,
    successIDs: outcome.successIDs ?? data.successIDs ?? [],
    failedIDs: outcome.failedIDs ?? data.failedIDs ?? [],
    exceptionsByID: outcome.exceptionsByID ?? data.exceptionsByID ?? {},
  };
}
