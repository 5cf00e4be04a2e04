export { SearchForm, preloadSearchSuggestions, type SearchFormProps } from "./SearchForm";
export {
  buildSearchUrl,
  hasExternalSearch,
  searchParamName,
  SEARCH_PAGE_PATH,
  type SearchSettings,
  type SearchTarget,
} from "./search-url";
export { useSearchSettings } from "./use-search-settings";
