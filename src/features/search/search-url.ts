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

/** The category of a search scope (`category:<id>`), or null for everywhere (`""`) and unknown scopes. */
export function scopeCategoryID(scope: string): number | null {
  const match = /^category:([1-9]\d{0,9})$/.exec(scope);
  return match ? Number(match[1]) : null;
}

/**
 * The URL a search for `term` goes to. A category scope adds what the search page reads for it: the
 * discussions domain (where the page filters by category), the category, and its children. An external
 * template has no place for a scope.
 */
export function buildSearchUrl(term: string, settings: SearchSettings, scope = ""): SearchTarget {
  const trimmed = term.trim();
  const external = settings.externalSearch;
  if (external && hasExternalSearch(settings)) {
    const url = external.query.trim().split("%s").join(encodeURIComponent(trimmed));
    return { url: sanitizeLink(url), isExternal: true, newTab: external.resultsInNewTab };
  }
  const params = new URLSearchParams({ [searchParamName(settings)]: trimmed });
  const categoryID = scopeCategoryID(scope);
  if (categoryID !== null) {
    params.set("domain", "discussions");
    params.set("categoryID", String(categoryID));
    params.set("includeChildCategories", "true");
  }
  return { url: `${SEARCH_PAGE_PATH}?${params.toString()}`, isExternal: false, newTab: false };
}
