/**
 * The shapes of `GET /search` and `GET /search/autocomplete` as the client reads them (content spec §3
 * search suggestion, §7 search). Declared here until the shared API schema describes them.
 */

/** A record kind a search result or suggestion is about. */
export type SearchRecordType = "discussion" | "comment" | "user" | "category";

/** A link on the way to a record: its name and URL. */
export interface SearchCrumb {
  name: string;
  url: string;
}

/** A span of a result's excerpt to highlight: character offsets into the plain-text excerpt. */
export interface ExcerptMark {
  start: number;
  end: number;
}

/** One result of `GET /search`. */
export interface SearchResult {
  recordID: number;
  recordType: SearchRecordType;
  type: string;
  name: string;
  url: string;
  excerpt?: string;
  excerptMarks?: ExcerptMark[];
  breadcrumbs?: SearchCrumb[];
  dateInserted: string;
  dateUpdated?: string | null;
  insertUserID?: number;
  insertUser?: { userID: number; name: string; photoUrl?: string | null };
  categoryID?: number | null;
  discussionID?: number | null;
}

/** One suggestion of `GET /search/autocomplete`. */
export interface SearchSuggestion {
  label: string;
  url: string;
  type: SearchRecordType;
  recordType: SearchRecordType;
  recordID: number;
  source: string;
  data?: { dateUpdated?: string | null; crumbs?: SearchCrumb[]; isForeign?: boolean };
}
