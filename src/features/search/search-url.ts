/**
 * Where a search goes (shell spec §2 routes, content spec §2 search page): the search page with the
 * parameter `query` when the new search page is on, otherwise `search`; or an external URL template
 * whose `%s` becomes the encoded term, optionally opened in a new tab. Pure, so it is easy to test.
 */
import { sanitizeLink } from "../../../runtime/url/safe-link";

/** The search page's path. */
export const SEARCH_PAGE_PATH = "/search";

/** The site config that decides where a search goes. */
export interface SearchSettings {
  /** `themeFeatures.useNewSearchPage`. */
  useNewSearchPage: boolean;
  /** `search.externalSearch`: an empty template means searches stay on this site. */
  externalSearch?: { query: string; resultsInNewTab: boolean };
}

/** A built search: the URL, and whether it leaves the site or opens in a new tab. */
export interface SearchTarget {
  url: string;
  isExternal: boolean;
  newTab: boolean;
}

/** The name of the search page's text parameter: `query` with the new search page, else `search`. */
export function searchParamName(settings: SearchSettings): "query" | "search" {
  return settings.useNewSearchPage ? "query" : "search";
}

/** True when an external search template is configured. */
export function hasExternalSearch(settings: SearchSettings): boolean {
  return (settings.externalSearch?.query.trim() ?? "") !== "";
}

/**
 * The URL a search for `term` goes to, with `scopeParams` (the scope drop-down's, see search-scope.ts)
 * added on the site; an external template has no place for them.
 */
export function buildSearchUrl(
  term: string,
  settings: SearchSettings,
  scopeParams: Readonly<Record<string, string>> = {},
): SearchTarget {
  const trimmed = term.trim();
  const external = settings.externalSearch;
  if (external && hasExternalSearch(settings)) {
    const url = external.query.trim().split("%s").join(encodeURIComponent(trimmed));
    return { url: sanitizeLink(url), isExternal: true, newTab: external.resultsInNewTab };
  }
  const params = new URLSearchParams({ [searchParamName(settings)]: trimmed, ...scopeParams });
  return { url: `${SEARCH_PAGE_PATH}?${params.toString()}`, isExternal: false, newTab: false };
}
