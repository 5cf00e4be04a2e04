import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import type { PageRequest } from "../../http/paging";
import { readExpand } from "../../http/expand";
import { parseDateRange } from "../../http/date-range";
import {
  searchExpands,
  searchRecordTypes,
  type SearchRecordType,
  type SearchResult,
} from "../../../schemas/entities/search.schema";
import type { SearchQuery } from "../../../schemas/api/search.schema";
import { engineFor, type QueryOperator } from "./engines";
import { isEmptySearch, readSearchText, type SearchText } from "./query-text";
import { searchScope, type DocumentQuery } from "./search-scope";
import { withSearch } from "./search-table";
import { presentResults, type FoundDocument } from "./search-present";

/**
 * The most matches a search ranks, sorts and counts: the newest ones (the oldest, sorted oldest
 * first). A word found in a million posts then costs what one in ten thousand does; the paging total
 * stops there too.
 */
export const MAX_CANDIDATES = 10_000;

/** A page of results and how many match in all. */
export interface SearchAnswer {
  results: SearchResult[];
  total: number;
}

/** The items of a list parameter sent as an array or a comma list (the schema checked each). */
function listItems(raw: readonly string[] | undefined): string[] {
  return [...new Set((raw ?? []).flatMap((item) => item.split(",")).filter(Boolean))];
}

/**
 * Searches what the viewer may read (GET /search): the words of `query` (query-text.ts) through
 * the database's engine, within the filters, in the asked order, one page. Without text it lists
 * the filtered records, newest first.
 */
export async function search(
  db: Kysely<Database>,
  viewer: Viewer,
  query: SearchQuery,
  page: PageRequest,
): Promise<SearchAnswer> {
  // Read the range first, so a bad one is a 400 whatever else the query holds.
  const dateInserted = query.dateInserted ? parseDateRange(query.dateInserted, "dateInserted") : undefined;
  const text = readSearchText(query.query ?? "");
  const operator: QueryOperator = query.queryOperator ?? "and";
  const recordTypes = listItems(query.recordTypes).filter((type): type is SearchRecordType =>
    (searchRecordTypes as readonly string[]).includes(type),
  );
  const { documents, visible } = await searchScope(db, viewer, {
    recordTypes,
    types: listItems(query.types),
    categoryID: query.categoryID,
    includeChildCategories: query.includeChildCategories,
    insertUserIDs: query.insertUserIDs,
    tags: query.tags,
    dateInserted,
  });
  const engine = engineFor(db);
  const hasWords = !isEmptySearch(text);
  // Text with nothing to match (stop words, punctuation) finds nothing; no text lists the filtered.
  if (!hasWords && (query.query ?? "").trim() !== "") return { results: [], total: 0 };
  const words = hasWords ? await wholeWordWhenCommon(db, documents, text) : text;
  const found = hasWords
    ? engine.match(documents, words, operator, {
        path: await engine.choosePath(db, documents, words, operator),
      })
    : null;
  const matched: DocumentQuery = found?.documents ?? documents;
  const score = found?.score ?? sql<number>`0`;
  const sort = query.sort ?? "relevance";
  const oldest = sort === "dateInserted" || sort === "oldest";
  // The window: the newest matches (the oldest, for that order), at most MAX_CANDIDATES of them,
  // in the engine's cheap order, so a word found everywhere costs no more than a rare one.
  const windowOrder = found?.order ?? sql<number>`${sql.ref("d.documentID")}`;
  const window = matched
    .select(["d.documentID", "d.dateInserted", score.as("score")])
    .orderBy(windowOrder, oldest ? "asc" : "desc")
    .limit(MAX_CANDIDATES)
    .as("c");
  const s = withSearch(db);
  // The page's IDs and the window's size in one query (the match runs once), without joining the
  // window back to the table; a page past the end counts apart.
  let ordered = s
    .selectFrom(window)
    .select(["c.documentID", "c.score", sql<number | string>`count(*) over ()`.as("windowTotal")]);
  if (sort === "relevance" && hasWords) ordered = ordered.orderBy("c.score", "desc");
  ordered = ordered
    .orderBy("c.dateInserted", oldest ? "asc" : "desc")
    .orderBy("c.documentID", oldest ? "asc" : "desc");
  const pageRows = await ordered.limit(page.limit).offset(page.offset).execute();
  const total =
    pageRows[0]?.windowTotal ??
    (page.offset === 0
      ? 0
      : (
          await s
            .selectFrom(window)
            .select((eb) => eb.fn.countAll<number | string>().as("total"))
            .executeTakeFirstOrThrow()
        ).total);
  const rows = await loadFound(db, pageRows);
  const highlights = hasWords ? await engine.highlights(db, words, operator, rows) : null;
  const results = await presentResults(db, viewer, rows, {
    expand: readExpand(query.expand, searchExpands),
    highlights,
    visible,
  });
  return { results, total: Number(total) };
}

/**
 * The text with its trailing partial word read as a whole word when that word alone is found in at
 * least MAX_CANDIDATES posts: the prefix would add few of the newest matches, and neither engine would
 * merge the lists of every word it begins (FTS5 reads a prefix's whole list; PostgreSQL's planner
 * cannot tell how common a prefix is). "mark" still finds "markdown"; "markdown" in every post is
 * read as the word.
 */
async function wholeWordWhenCommon(
  db: Kysely<Database>,
  documents: DocumentQuery,
  text: SearchText,
): Promise<SearchText> {
  if (text.prefix === null) return text;
  const common = await engineFor(db).foundInAtLeast(db, documents, text.prefix, MAX_CANDIDATES);
  return common ? { ...text, words: [...text.words, text.prefix], prefix: null } : text;
}

/** The page's documents, in the page's order, each with its score. */
async function loadFound(
  db: Kysely<Database>,
  page: readonly { documentID: number; score: number }[],
): Promise<FoundDocument[]> {
  if (page.length === 0) return [];
  const rows = await withSearch(db)
    .selectFrom("search_documents")
    .selectAll()
    .where(
      "documentID",
      "in",
      page.map((row) => row.documentID),
    )
    .execute();
  const byID = new Map(rows.map((row) => [row.documentID, row]));
  return page.flatMap((entry) => {
    const row = byID.get(entry.documentID);
    return row ? [{ ...row, score: entry.score }] : [];
  });
}
