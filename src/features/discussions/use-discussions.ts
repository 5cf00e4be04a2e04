import useSWR from "swr";
import { stringifyQuery } from "../../../runtime/url/query-string";
import type { Discussion } from "../../../schemas/entities/discussion.schema";
import type { PagingInfo } from "../../../schemas/entities/paging.schema";
import { discussionWidgetExpand } from "../../../schemas/widgets/defaults";
import type { DiscussionsApiParams } from "../../../schemas/widgets/discussions-widget.schema";
import { apiClient } from "../../../runtime/api/api-client";

/** One page of a discussion list and where it sits. */
export interface DiscussionPage {
  discussions: Discussion[];
  paging: PagingInfo;
}

/**
 * The swr key of a page of discussions: the API path with its query (runtime/data/swr-config), the
 * same expansions the server preloads with, so every page looks alike.
 */
export function discussionsKey(query: DiscussionsApiParams): string {
  const search = stringifyQuery({ ...query, expand: discussionWidgetExpand });
  return `discussions?${search}`;
}

/** Loads a page through the API client; the paging comes from the response headers. */
export async function fetchDiscussionPage(key: string): Promise<DiscussionPage> {
  const response = await apiClient.get<Discussion[]>(key);
  const fallbackLimit = Math.max(1, response.data.length);
  return { discussions: response.data, paging: response.paging ?? { currentPage: 1, limit: fallbackLimit } };
}

/**
 * A page of discussions. NOTE: the cache entry under the key holds a {@link DiscussionPage}, not the
 * bare array. With `initial` (a page the server preloaded for this query) nothing is requested on
 * mount; any other page is fetched.
 */
export function useDiscussions(query: DiscussionsApiParams, initial?: DiscussionPage) {
  return useSWR<DiscussionPage>(
    discussionsKey(query),
    fetchDiscussionPage,
    // Another page keeps the last one on screen while it loads, so the list does not flash empty.
    initial
      ? { fallbackData: initial, revalidateOnMount: false, revalidateIfStale: false }
      : { keepPreviousData: true },
  );
}
