/**
 * The scopes of the search box's drop-down (shell spec §2 "Search bar"). Pure, so it is easy to test;
 * loaded with the drop-down only, out of every page's first load.
 */

/**
 * One choice of the drop-down, its label already in the member's language: the value `""` searches
 * everywhere, `category:<id>` one category with its children.
 */
export interface SearchScope {
  value: string;
  label: string;
}

/**
 * The search page parameters a scope adds: for a category, the discussions domain (where the page
 * filters by category), the category and its children; nothing for everywhere or an unknown scope.
 */
export function scopeSearchParams(scope: string): Record<string, string> {
  const match = /^category:([1-9]\d{0,9})$/.exec(scope);
  return match ? { domain: "discussions", categoryID: match[1] ?? "", includeChildCategories: "true" } : {};
}
