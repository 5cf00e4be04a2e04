/**
 * The shapes of `GET /search` and `GET /search/autocomplete` (content spec §3 search suggestion, §7
 * search), from the shared API schema the server answers by.
 */
export type {
  ExcerptMark,
  SearchRecordType,
  SearchResult,
  SearchSuggestion,
} from "../../../schemas/entities/search.schema";
