import { useEffect, useId, useMemo, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { t, msg } from "../../../runtime/i18n/t";
import { DiscussionPager } from "../../features/discussions";
// Straight from the modules, not the feature's index: the title bar and banner import that index, and
// the page's modules must stay in the page's own lazily loaded chunk.
import { SearchForm } from "../../features/search/SearchForm";
import { SearchDomainTabs, SearchFilters } from "../../features/search/SearchFilters";
import { SearchResults } from "../../features/search/SearchResults";
import { parseSearchParams, searchPageUrl, type SearchState } from "../../features/search/search-params";
import { isSearchable, useSearchResults } from "../../features/search/use-search-results";
import { useSearchSettings } from "../../features/search/use-search-settings";
import * as searchStyles from "../../features/search/search-page.styles";
import { Loader } from "../../ui/Loader";
import { useDocumentTitle } from "./ModerationPage";
import * as styles from "../shell/shell.styles";

/** What the page says when a search finds nothing. */
export const SEARCH_EMPTY_TEXT = msg("No results found.");

/** What a bare /search says: what can be searched, with examples. */
function SearchBlankState() {
  return (
    <div className={searchStyles.guide}>
      <h2>{t("What are you looking for?")}</h2>
      <p>{t("Search discussions, comments, members and categories.")}</p>
      <ul>
        <li>{t("A few words: desk lamp")}</li>
        <li>{t('An exact phrase in double quotes: "standing desk"')}</li>
        <li>{t("The start of a word: photog")}</li>
      </ul>
      <p>{t("Or pick a category, a tag or an author in the filters to list their posts.")}</p>
    </div>
  );
}

/** What the page says when a search finds nothing, and what to try instead. */
function SearchEmptyState() {
  return (
    <div className={searchStyles.guide}>
      <p>{t(SEARCH_EMPTY_TEXT)}</p>
      <ul>
        <li>{t("Check the spelling, or use fewer or shorter words.")}</li>
        <li>{t("Match any word instead of all of them.")}</li>
        <li>{t("Remove a filter or widen the dates.")}</li>
      </ul>
    </div>
  );
}

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
  const filtersId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);

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
        {/* Before the results, so a phone reaches them first; beside the results on wider screens. */}
        <div className={searchStyles.filterPanel}>
          <button
            type="button"
            className={searchStyles.filterToggle}
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {t("Filters")}
          </button>
          <div id={filtersId} className={searchStyles.filterBody} data-open={filtersOpen}>
            <SearchFilters key={search} state={state} onApply={(next) => navigate(urlOf(next))} />
          </div>
        </div>
        <div className={searchStyles.results} aria-busy={list.isLoading}>
          {state.discussionID !== null && (
            <p>
              {t("Posts of one discussion.")}{" "}
              <a href={urlOf({ ...state, discussionID: null, page: 1 })}>{t("Search every discussion")}</a>
            </p>
          )}
          {!isSearchable(state) ? (
            <SearchBlankState />
          ) : list.error ? (
            <p role="alert" className={searchStyles.error}>
              {list.error.message}
            </p>
          ) : !results ? (
            list.isLoading && <Loader />
          ) : (
            <>
              {results.length === 0 ? (
                <SearchEmptyState />
              ) : (
                <SearchResults
                  results={results}
                  moreHref={(discussionID) => urlOf({ ...state, discussionID, page: 1 })}
                />
              )}
              {list.data?.paging && (
                <DiscussionPager paging={list.data.paging} hrefFor={(page) => urlOf({ ...state, page })} />
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
