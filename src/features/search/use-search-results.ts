import useSWR from "swr";
import { apiClient } from "../../../runtime/api/api-client";
import type { ApiError } from "../../../runtime/api/api-error";
import type { Paging } from "../../../runtime/api/paging";
import { stringifyQuery } from "../../../runtime/url/query-string";
import { searchApiQuery, type SearchState } from "./search-params";
import type { SearchResult } from "./search-types";

/** One page of results and its paging headers. */
export interface SearchResultPage {
  results: SearchResult[];
  paging: Paging | undefined;
}

/** The results, loading, or the error the API answered instead. */
export interface SearchResultsState {
  data: SearchResultPage | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
}

type ResultsKey = readonly ["search:results", string];

async function loadResults([, queryString]: ResultsKey): Promise<SearchResultPage> {
  const response = await apiClient.get<SearchResult[]>(`search?${queryString}`);
  return { results: response.data, paging: response.paging };
}

/** True when a search has something to look for: text or a filter. */
export function isSearchable(state: SearchState): boolean {
  return (
    state.query.trim() !== "" ||
    state.categoryID !== null ||
    state.discussionID !== null ||
    state.insertUserIDs.length > 0 ||
    state.tags.length > 0 ||
    state.startDate !== "" ||
    state.endDate !== "" ||
    state.domain === "category" ||
    state.domain === "user"
  );
}

/** A page of `GET /search` results for the search (content spec §7); nothing while there is nothing to find. */
export function useSearchResults(state: SearchState): SearchResultsState {
  const key: ResultsKey | null = isSearchable(state)
    ? ["search:results", stringifyQuery(searchApiQuery(state))]
    : null;
  const { data, error, isLoading } = useSWR<SearchResultPage, ApiError>(key, loadResults, {
    keepPreviousData: true,
  });
  return { data, error, isLoading };
}
