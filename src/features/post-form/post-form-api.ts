import { apiClient } from "../../../runtime/api/api-client";
import type {
  DiscussionPatchBody,
  DiscussionPostBody,
  DiscussionType,
} from "../../../schemas/api/discussion-writes.schema";

/** A category the form can post in; `permissionCategoryID` when the search answer carries it. */
export interface CategoryOption {
  categoryID: number;
  name: string;
  permissionCategoryID?: number;
}

/** A tag the form can add. */
export interface TagOption {
  tagID: number;
  name: string;
}

/** `GET /discussions/{id}/edit`: what the edit form starts from (the body raw, in its format). */
export interface DiscussionEdit {
  discussionID: number;
  name: string;
  body: string;
  format: string;
  categoryID: number;
  type: DiscussionType;
  tagIDs: number[];
}

/** A new discussion as the form sends it: type, format and tags may be left to the server's defaults. */
export type NewDiscussion = Omit<DiscussionPostBody, "type" | "format" | "tagIDs"> &
  Partial<Pick<DiscussionPostBody, "type" | "format" | "tagIDs">>;

/** The largest page `GET /categories/search` answers. */
export const CATEGORY_SEARCH_LIMIT = 50;

/**
 * Categories the member may start discussions in whose name matches `query`, all of them for an
 * empty query (`GET /categories/search?filterDiscussionsAdd=true`).
 */
export async function searchCategories(query: string, signal?: AbortSignal): Promise<CategoryOption[]> {
  const { data } = await apiClient.get<CategoryOption[]>("categories/search", {
    query: { query, limit: CATEGORY_SEARCH_LIMIT, filterDiscussionsAdd: true },
    signal,
  });
  return data;
}

/** Tags whose name starts with `query` (`GET /tags`). */
export async function searchTags(query: string, signal?: AbortSignal): Promise<TagOption[]> {
  const { data } = await apiClient.get<TagOption[]>("tags", { query: { query }, signal });
  return data;
}

/** The swr key of a discussion's edit data. */
export function discussionEditKey(discussionID: number): string {
  return `discussions/${discussionID}/edit`;
}

/** Starts a discussion; answers the new record's ID and URL. */
export async function createDiscussion(body: NewDiscussion): Promise<{ discussionID: number; url: string }> {
  return (await apiClient.post<{ discussionID: number; url: string }>("discussions", { body })).data;
}

/** Asks a question (Q&A addon, `POST /discussions/question`); answers the new record's ID and URL. */
export async function createQuestion(
  body: Omit<NewDiscussion, "type">,
): Promise<{ discussionID: number; url: string }> {
  return (await apiClient.post<{ discussionID: number; url: string }>("discussions/question", { body })).data;
}

/** Changes a discussion; answers its ID and URL. */
export async function updateDiscussion(
  discussionID: number,
  body: DiscussionPatchBody,
): Promise<{ discussionID: number; url: string }> {
  return (
    await apiClient.patch<{ discussionID: number; url: string }>(`discussions/${discussionID}`, { body })
  ).data;
}

/** Replaces a discussion's tags (`PUT /discussions/{id}/tags`). */
export async function putDiscussionTags(discussionID: number, tagIDs: number[]): Promise<void> {
  await apiClient.put(`discussions/${discussionID}/tags`, { body: { tagIDs } });
}
