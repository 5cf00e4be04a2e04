import { useEffect, useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import { t, msg } from "../../../runtime/i18n/t";
import { DiscussionPager } from "../../features/discussions";
// Straight from the modules, not the feature's index: the title bar and banner import that index, and
// the page's modules must stay in the page's own lazily loaded chunk.
import { SearchForm } from "../../features/search/SearchForm";
import { SearchDomainTabs, SearchFilters } from "../../features/search/SearchFilters";
import { SearchResults } from "../../features/search/SearchResults";
import { parseSearchParams, searchPageUrl, type SearchState } from "../../features/search/search-params";
import { useSearchResults } from "../../features/search/use-search-results";
import { useSearchSettings } from "../../features/search/use-search-settings";
import * as searchStyles from "../../features/search/search-page.styles";
import { Loader } from "../../ui/Loader";
import { useDocumentTitle } from "./ModerationPage";
import * as styles from "../shell/shell.styles";

/** What the page says when a search finds nothing. */
export const SEARCH_EMPTY_TEXT = msg("No results found.");

/**
 * `/search` (content spec §2 search page): the search box, the domains (all content, discussions,
 * members, categories), the filters of the domain, the results with their highlighted excerpts and a
 * pager. Everything lives in the URL, so the back button and shared links give the same search. A
 * parameter that cannot be read is logged and left at its default; the page still opens.
 */
export function SearchPage() {
  const settings = useSearchSettings();
  const [, navigate] = useLocation();
  const search = useSearch();
  const parsed = useMemo(() => parseSearchParams(search, settings), [search, settings]);
  const state = parsed.state;
  const invalid = parsed.invalid.join(",");
  useEffect(() => {
    if (invalid) console.error("Error parsing search params", invalid.split(","));
  }, [invalid]);
  const list = useSearchResults(state);
  const heading = t("Search");
  useDocumentTitle(state.query ? `${state.query} - ${heading}` : heading);
  const urlOf = (next: SearchState) => searchPageUrl(next, settings);
  const results = list.data?.results;

  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="search-heading">
      <h1 id="search-heading">{heading}</h1>
      {/* Clearing the box searches again (shell spec §2): the filters' listing, without the text. */}
      <SearchForm
        className={searchStyles.searchBox}
        initialTerm={state.query}
        searchOnClear
        onSearch={(term) => navigate(urlOf({ ...state, query: term.trim(), page: 1 }))}
      />
      <SearchDomainTabs state={state} urlOf={urlOf} />
      <div className={searchStyles.layout}>
        <div className={searchStyles.results} aria-busy={list.isLoading}>
          {list.error ? (
            <p role="alert" className={searchStyles.error}>
              {list.error.message}
            </p>
          ) : !results ? (
            list.isLoading && <Loader />
          ) : (
            <>
              {results.length === 0 ? (
                <p className={styles.muted}>{t(SEARCH_EMPTY_TEXT)}</p>
              ) : (
                <SearchResults results={results} />
              )}
              {list.data?.paging && (
                <DiscussionPager paging={list.data.paging} hrefFor={(page) => urlOf({ ...state, page })} />
              )}
            </>
          )}
        </div>
        <SearchFilters key={search} state={state} onApply={(next) => navigate(urlOf(next))} />
      </div>
    </section>
  );
}
