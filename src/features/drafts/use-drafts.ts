import useSWR, { useSWRConfig } from "swr";
import { useCallback } from "react";
import { apiClient } from "../../../runtime/api/api-client";
import type { ApiError } from "../../../runtime/api/api-error";
import type { Paging } from "../../../runtime/api/paging";
import type { Draft, DraftStatus } from "../../../schemas/entities/draft.schema";
import { parentRefKey, type DraftParentRef } from "./draft-presentation";

/** How many drafts the page lists at once. */
export const DRAFTS_PAGE_LIMIT = 30;

/** The first element of every drafts-page swr key, so a refresh finds all of them. */
const DRAFT_LIST_KEY = "drafts-page:list";
const DRAFT_PARENTS_KEY = "drafts-page:parents";

/** One page of the member's drafts and its paging headers. */
export interface DraftPage {
  drafts: Draft[];
  paging: Paging | undefined;
}

/** The draft list, loading, or the error the API answered instead. */
export interface DraftListState {
  data: DraftPage | undefined;
  error: ApiError | undefined;
}

type ListKey = readonly [typeof DRAFT_LIST_KEY, DraftStatus | null, number];

async function loadDrafts([, status, page]: ListKey): Promise<DraftPage> {
  const query: Record<string, string | number> = { page, limit: DRAFTS_PAGE_LIMIT };
  if (status) query.draftStatus = status;
  const response = await apiClient.get<Draft[]>("drafts", { query });
  return { drafts: response.data, paging: response.paging };
}

/**
 * A page of the signed-in member's drafts (`GET /drafts`, content spec §7), of one status or all;
 * nothing is asked while `isEnabled` is false (a guest has no drafts).
 */
export function useDrafts(status: DraftStatus | null, page: number, isEnabled: boolean): DraftListState {
  const key: ListKey | null = isEnabled ? [DRAFT_LIST_KEY, status, page] : null;
  const { data, error } = useSWR<DraftPage, ApiError>(key, loadDrafts, { keepPreviousData: true });
  return { data, error };
}

/** Fetches every cached page of the draft list again (content spec §7: after delete, schedule, cancel). */
export function useRefreshDrafts(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate((key) => Array.isArray(key) && key[0] === DRAFT_LIST_KEY);
  }, [mutate]);
}

async function discussionNameOf(ref: DraftParentRef): Promise<string | null> {
  let discussionID = ref.id;
  if (ref.type === "comment") {
    const comment = await apiClient.get<{ discussionID: number }>(`comments/${ref.id}`);
    discussionID = comment.data.discussionID;
  }
  const discussion = await apiClient.get<{ name: string }>(`discussions/${discussionID}`);
  return discussion.data.name;
}

async function loadParentNames([, keys]: readonly [string, string]): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  await Promise.all(
    keys.split(",").map(async (key) => {
      const [type, id] = key.split(":");
      try {
        const name = await discussionNameOf({
          type: type === "comment" ? "comment" : "discussion",
          id: Number(id),
        });
        if (name) names[key] = name;
      } catch {
        // A deleted or hidden discussion keeps the generic title.
      }
    }),
  );
  return names;
}

/**
 * The names of the discussions comment drafts belong to, by {@link parentRefKey} (a request per
 * discussion, two for a reply: its comment, then the discussion).
 */
export function useParentNames(refs: readonly DraftParentRef[]): Record<string, string> {
  const keys = [...new Set(refs.map(parentRefKey))].sort().join(",");
  const { data } = useSWR(keys ? ([DRAFT_PARENTS_KEY, keys] as const) : null, loadParentNames);
  return data ?? {};
}
