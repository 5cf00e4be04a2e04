import { stringifyQuery } from "../url/query-string";
import useSWR from "swr";
import type { HydratedLayoutResponse } from "../../schemas/layout/node.schema";
import { apiClient } from "../api/api-client";
import type { ApiError } from "../api/api-error";
import type { LayoutQuery } from "../url/match-route";

/** The swr key of a layout query (`layouts/lookup-hydrate?...`, params as `params[name]`). */
export function layoutKey(query: LayoutQuery): string {
  const search = stringifyQuery({
    layoutViewType: query.layoutViewType,
    recordType: query.recordType,
    recordID: query.recordID,
    params: query.params,
  });
  return `layouts/lookup-hydrate?${search}`;
}

/** Loads a hydrated layout. */
export async function fetchLayout(key: string, signal?: AbortSignal): Promise<HydratedLayoutResponse> {
  return (await apiClient.get<HydratedLayoutResponse>(key, { signal })).data;
}

/**
 * The hydrated layout of a page. The layout the server inlined for the first page is used as is,
 * so the first render needs no `lookup-hydrate` request. While the next page's layout loads, `data`
 * is still the previous page's (with `isLoading`), so the page can stay until the next is ready.
 * NOTE: coming back to the inlined page (page 2, then Previous) shows the inlined layout at once:
 * swr's `keepPreviousData` would otherwise prefer the previous page over a fallback, and nothing is
 * requested for the inlined page, so page 2 stayed under page 1's address.
 */
export function useLayout(
  query: LayoutQuery | null,
  initial?: { key: string; layout: HydratedLayoutResponse } | null,
) {
  const key = query ? layoutKey(query) : null;
  const fallbackData = initial && key === initial.key ? initial.layout : undefined;
  return useSWR<HydratedLayoutResponse, ApiError>(key, (k: string) => fetchLayout(k), {
    fallbackData,
    revalidateOnMount: fallbackData === undefined,
    revalidateIfStale: false,
    keepPreviousData: fallbackData === undefined,
  });
}
