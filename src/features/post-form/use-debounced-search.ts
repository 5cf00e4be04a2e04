import { useEffect, useState } from "react";
import type { LoadStatus } from "../../../runtime/data/load-status";

/** What {@link useDebouncedSearch} answers: the latest results and how the latest search went. */
export interface DebouncedSearch<T> {
  results: T[];
  status: LoadStatus;
  error: unknown;
}

/**
 * Runs `search` for `query` once it has stayed unchanged for `delayMs` (content spec §9: tag search
 * 100 ms), aborting a search still under way when the query changes. An empty query answers nothing
 * without a request (content spec §5: autocomplete returns nothing for an empty query), unless
 * `searchesEmpty`: a list that offers its whole (short) set before anything is typed. `search`
 * must be stable (a module function), or every render searches again.
 */
export function useDebouncedSearch<T>(
  query: string,
  search: (query: string, signal: AbortSignal) => Promise<T[]>,
  delayMs: number,
  searchesEmpty = false,
): DebouncedSearch<T> {
  const [state, setState] = useState<DebouncedSearch<T>>({ results: [], status: "pending", error: null });
  const text = query.trim();
  const isSearching = text !== "" || searchesEmpty;

  useEffect(() => {
    if (!isSearching) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, status: "loading" }));
      search(text, controller.signal).then(
        // A search overtaken by newer text never shows, even when it answers regardless of the abort.
        (results) => {
          if (!controller.signal.aborted) setState({ results, status: "success", error: null });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ results: [], status: "error", error });
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, isSearching, delayMs, search]);

  return isSearching ? state : NO_SEARCH;
}

const NO_SEARCH: DebouncedSearch<never> = { results: [], status: "pending", error: null };
