import { apiClient } from "../../../runtime/api/api-client";
import type { SearchSuggestion } from "./search-types";

/** Shell spec §9: the autocomplete waits this long after the last keystroke. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 100;
/** Shell and content spec §9: search suggestions page size 20, shared by the search sources. */
export const AUTOCOMPLETE_TOTAL_LIMIT = 20;
/** The sources asked: this community only. */
export const SEARCH_SOURCES = ["community"] as const;

/** Places (categories) first, each group in the answer's order (content spec §3, shell spec §2). */
export function placesFirst(suggestions: readonly SearchSuggestion[]): SearchSuggestion[] {
  const isPlace = (suggestion: SearchSuggestion) => suggestion.type === "category";
  return [...suggestions.filter(isPlace), ...suggestions.filter((s) => !isPlace(s))];
}

/**
 * The suggestions for typed text (`GET /search/autocomplete`); an empty text asks nothing and has
 * none (content spec §5).
 */
export async function fetchSuggestions(query: string, signal?: AbortSignal): Promise<SearchSuggestion[]> {
  const trimmed = query.trim();
  if (trimmed === "") return [];
  const limit = Math.floor(AUTOCOMPLETE_TOTAL_LIMIT / SEARCH_SOURCES.length);
  const { data } = await apiClient.get<SearchSuggestion[]>("search/autocomplete", {
    query: { query: trimmed, limit },
    signal,
  });
  return placesFirst(data);
}
