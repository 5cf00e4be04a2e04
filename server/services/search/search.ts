import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import type { PageRequest } from "../../http/paging";
import { readExpand } from "../../http/expand";
import { parseDateRange } from "../date-range";
import {
  searchExpands,
  searchRecordTypes,
  type SearchRecordType,
  type SearchResult,
} from "../../../schemas/entities/search.schema";
import type { SearchQuery } from "../../../schemas/api/search.schema";
import { engineFor, type QueryOperator } from "./engines";
import { isEmptySearch, readSearchText } from "./query-text";
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
  // The engine's matches joined as `m` (read below through sql.ref, so the query keeps its type).
  const matched: DocumentQuery = hasWords
    ? (documents.innerJoin(engine.matches(text, operator).as("m"), (join) =>
        join.onRef(sql.ref("m.documentID"), "=", sql.ref("d.documentID")),
      ) as unknown as DocumentQuery)
    : documents;
  const score = hasWords ? sql<number>`${sql.ref("m.score")}` : sql<number>`0`;
  const sort = query.sort ?? "relevance";
  const oldest = sort === "dateInserted" || sort === "oldest";
  // The window: the newest matches (the oldest, for that order), at most MAX_CANDIDATES of them,
  // read in index order so a word found everywhere costs no more than a rare one.
  // Ordered by the engine's own ID column when there are words: FTS5 then walks its index in that
  // order and stops at the limit, instead of sorting every match.
  const windowOrder = hasWords
    ? sql<number>`${sql.ref("m.documentID")}`
    : sql<number>`${sql.ref("d.documentID")}`;
  const window = matched
    .select(["d.documentID", score.as("score")])
    .orderBy(windowOrder, oldest ? "asc" : "desc")
    .limit(MAX_CANDIDATES)
    .as("c");
  const s = withSearch(db);
  // The page and the window's size in one query (the match runs once); a page past the end counts apart.
  let ordered = s
    .selectFrom(window)
    .innerJoin("search_documents as d", "d.documentID", "c.documentID")
    .selectAll("d")
    .select(["c.score", sql<number | string>`count(*) over ()`.as("windowTotal")]);
  if (sort === "relevance" && hasWords) ordered = ordered.orderBy("c.score", "desc");
  ordered = ordered
    .orderBy("d.dateInserted", oldest ? "asc" : "desc")
    .orderBy("d.documentID", oldest ? "asc" : "desc");
  const rows: (FoundDocument & { windowTotal: number | string })[] = await ordered
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const total =
    rows[0]?.windowTotal ??
    (page.offset === 0
      ? 0
      : (
          await s
            .selectFrom(window)
            .select((eb) => eb.fn.countAll<number | string>().as("total"))
            .executeTakeFirstOrThrow()
        ).total);
  const highlights = hasWords
    ? await engine.highlights(
        db,
        text,
        operator,
        rows.map((row) => row.documentID),
      )
    : null;
  const results = await presentResults(db, viewer, rows, {
    expand: readExpand(query.expand, searchExpands),
    highlights,
    visible,
  });
  return { results, total: Number(total) };
}
