/**
 * The search page's state in its URL (content spec §2 search page, §3 date range, §8): every filter is
 * a query parameter, so the back button and a shared link give the same search. Pure, so it is easy
 * to test: reading never throws (a bad parameter is dropped and reported), writing omits defaults.
 */
import type { SearchSettings } from "./search-url";
import { searchParamName, SEARCH_PAGE_PATH } from "./search-url";

/**
 * The domains the page offers. Knowledge base (`knowledgeBase`) and groups (`group`) belong to addons;
 * the client has no addon state yet, so they are never offered.
 */
export const SEARCH_DOMAINS = ["all_content", "discussions", "user", "category"] as const;
/** One search domain. */
export type SearchDomain = (typeof SEARCH_DOMAINS)[number];

/** Result orders: best match first, newest first, oldest first. */
export const SEARCH_SORTS = ["relevance", "-dateInserted", "dateInserted"] as const;
/** One result order. */
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** How the words of the query combine (content spec §2 queryOperator). */
export type QueryOperator = "and" | "or";

/** Results per page. */
export const SEARCH_PAGE_LIMIT = 20;

/** The whole search: text, domain, page, order and filters. */
export interface SearchState {
  query: string;
  domain: SearchDomain;
  page: number;
  sort: SearchSort;
  queryOperator: QueryOperator;
  categoryID: number | null;
  /** Only one discussion's posts (the "more in this discussion" link). */
  discussionID: number | null;
  includeChildCategories: boolean;
  insertUserIDs: number[];
  tags: string[];
  startDate: string;
  endDate: string;
}

/** The filters each domain offers (content spec §2): the rest are dropped on a domain change. */
export const DOMAIN_FILTERS: Record<SearchDomain, readonly ("category" | "author" | "tags" | "date")[]> = {
  all_content: ["category", "author", "tags", "date"],
  discussions: ["category", "author", "tags", "date"],
  user: [],
  category: [],
};

/** A search with nothing chosen. */
export const EMPTY_SEARCH: SearchState = {
  query: "",
  domain: "all_content",
  page: 1,
  sort: "relevance",
  queryOperator: "and",
  categoryID: null,
  discussionID: null,
  includeChildCategories: false,
  insertUserIDs: [],
  tags: [],
  startDate: "",
  endDate: "",
};

/** A read of the URL: the state, and the parameters that could not be read. */
export interface ParsedSearch {
  state: SearchState;
  invalid: string[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,9}$/;

function listOf(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** Reads the search from a URL query string; invalid parameters keep their defaults. */
export function parseSearchParams(search: string, settings: SearchSettings): ParsedSearch {
  const params = new URLSearchParams(search);
  const state: SearchState = { ...EMPTY_SEARCH, insertUserIDs: [], tags: [] };
  const invalid: string[] = [];
  const read = (name: string, isValid: (value: string) => boolean, apply: (value: string) => void) => {
    const value = params.get(name);
    if (value === null || value === "") return;
    if (isValid(value)) apply(value);
    else invalid.push(name);
  };

  state.query = params.get(searchParamName(settings)) ?? params.get("query") ?? "";
  read(
    "domain",
    (v) => (SEARCH_DOMAINS as readonly string[]).includes(v),
    (v) => {
      state.domain = v as SearchDomain;
    },
  );
  read(
    "page",
    (v) => ID.test(v) && Number(v) <= 1_000_000,
    (v) => (state.page = Number(v)),
  );
  read(
    "sort",
    (v) => (SEARCH_SORTS as readonly string[]).includes(v),
    (v) => (state.sort = v as SearchSort),
  );
  read(
    "queryOperator",
    (v) => v === "and" || v === "or",
    (v) => (state.queryOperator = v as QueryOperator),
  );
  read(
    "categoryID",
    (v) => ID.test(v),
    (v) => (state.categoryID = Number(v)),
  );
  read(
    "discussionID",
    (v) => ID.test(v),
    (v) => (state.discussionID = Number(v)),
  );
  read(
    "includeChildCategories",
    (v) => v === "true" || v === "false",
    (v) => {
      state.includeChildCategories = v === "true";
    },
  );
  read(
    "startDate",
    (v) => DATE.test(v),
    (v) => (state.startDate = v),
  );
  read(
    "endDate",
    (v) => DATE.test(v),
    (v) => (state.endDate = v),
  );
  const authors = listOf(params, "insertUserIDs");
  if (authors.every((id) => ID.test(id))) state.insertUserIDs = authors.map(Number);
  else invalid.push("insertUserIDs");
  state.tags = listOf(params, "tags");
  return { state, invalid };
}

/** The page URL of a search: defaults are left out, so a plain search reads `/search?query=x`. */
export function searchPageUrl(state: SearchState, settings: SearchSettings): string {
  const params = new URLSearchParams();
  if (state.query) params.set(searchParamName(settings), state.query);
  if (state.domain !== EMPTY_SEARCH.domain) params.set("domain", state.domain);
  if (state.sort !== EMPTY_SEARCH.sort) params.set("sort", state.sort);
  if (state.queryOperator !== EMPTY_SEARCH.queryOperator) params.set("queryOperator", state.queryOperator);
  const filters = DOMAIN_FILTERS[state.domain];
  if (filters.includes("category") && state.categoryID !== null) {
    params.set("categoryID", String(state.categoryID));
    if (state.includeChildCategories) params.set("includeChildCategories", "true");
  }
  if (filters.includes("author") && state.insertUserIDs.length > 0) {
    params.set("insertUserIDs", state.insertUserIDs.join(","));
  }
  if (filters.includes("tags") && state.tags.length > 0) params.set("tags", state.tags.join(","));
  if (filters.includes("date")) {
    if (state.startDate) params.set("startDate", state.startDate);
    if (state.endDate) params.set("endDate", state.endDate);
  }
  if (state.discussionID !== null && (state.domain === "all_content" || state.domain === "discussions")) {
    params.set("discussionID", String(state.discussionID));
  }
  if (state.page > 1) params.set("page", String(state.page));
  const query = params.toString();
  return query ? `${SEARCH_PAGE_PATH}?${query}` : SEARCH_PAGE_PATH;
}

/**
 * The `dateInserted` filter of a date range (content spec §3): one date when both ends are equal,
 * `[start,end]` for a range (commas inside the dates removed), `>=start` or `<=end` for an open end.
 */
export function dateRangeFilter(startDate: string, endDate: string): string | undefined {
  const start = startDate.replaceAll(",", "");
  const end = endDate.replaceAll(",", "");
  if (start && end) return start === end ? start : `[${start},${end}]`;
  if (start) return `>=${start}`;
  if (end) return `<=${end}`;
  return undefined;
}

const RECORD_TYPES: Record<SearchDomain, string[] | undefined> = {
  all_content: undefined,
  discussions: ["discussion", "comment"],
  user: ["user"],
  category: ["category"],
};

/** The query of `GET /search` for a search (content spec §7). */
export function searchApiQuery(state: SearchState): Record<string, unknown> {
  const filters = DOMAIN_FILTERS[state.domain];
  const query: Record<string, unknown> = {
    // No text lists what the filters find, newest first (the server's GET /search without a query).
    query: state.query || undefined,
    recordTypes: RECORD_TYPES[state.domain],
    queryOperator: state.queryOperator,
    page: state.page,
    limit: SEARCH_PAGE_LIMIT,
    expand: "insertUser,breadcrumbs",
  };
  const hasPosts = state.domain === "all_content" || state.domain === "discussions";
  // One row per discussion with its matching comments under it, unless one discussion is asked for.
  if (hasPosts && state.discussionID === null) query.groupBy = "discussion";
  if (hasPosts && state.discussionID !== null) query.discussionID = state.discussionID;
  if (state.sort !== "relevance") query.sort = state.sort;
  if (filters.includes("category") && state.categoryID !== null) {
    query.categoryID = state.categoryID;
    query.includeChildCategories = state.includeChildCategories;
  }
  if (filters.includes("author") && state.insertUserIDs.length > 0) query.insertUserIDs = state.insertUserIDs;
  if (filters.includes("tags") && state.tags.length > 0) query.tags = state.tags;
  if (filters.includes("date")) query.dateInserted = dateRangeFilter(state.startDate, state.endDate);
  return query;
}
