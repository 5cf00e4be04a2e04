import useSWR from "swr";
import { apiClient } from "../../../runtime/api/api-client";
import type { ApiError } from "../../../runtime/api/api-error";
import type { Paging } from "../../../runtime/api/paging";

/** One page of a list answer and its paging headers. */
export interface PagedList<T> {
  items: T[];
  paging: Paging | undefined;
}

/** What a list hook gives its page: the page once loaded, or the error that answered instead. */
export interface PagedListState<T> {
  data: PagedList<T> | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  /** Asks for the page again (after a change to its items). */
  reload?: () => Promise<unknown>;
}

async function loadPage<T>([path, query]: readonly [string, Record<string, string | number>]) {
  const response = await apiClient.get<T[]>(path, { query });
  return { items: response.data, paging: response.paging };
}

/**
 * A page of an API list with its paging (content spec §3 paging headers); nothing is asked while
 * `path` is null.
 */
export function usePagedList<T>(
  path: string | null,
  query: Record<string, string | number>,
): PagedListState<T> {
  const { data, error, isLoading, mutate } = useSWR<PagedList<T>, ApiError>(
    path === null ? null : ([path, query] as const),
    loadPage<T>,
  );
  return { data, error, isLoading, reload: () => mutate() };
}
