import { sql, type Kysely, type OperationNodeSource } from "kysely";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import type { PageRequest } from "../../http/paging";
import { readExpand } from "../../http/expand";
import { parseDateRange } from "../../http/date-range";
import {
  searchExpands,
  searchRecordTypes,
  type SearchExpand,
  type SearchRecordType,
  type SearchResult,
} from "../../../schemas/entities/search.schema";
import type { SearchQuery } from "../../../schemas/api/search.schema";
import { engineFor, type QueryOperator } from "./engines";
import { isEmptySearch, readSearchText, type SearchText } from "./query-text";
import { searchScope, type DocumentQuery } from "./search-scope";
import { withSearch } from "./search-table";
import { presentResults, type FoundDocument } from "./search-present";
import type { CategoryRow } from "../categories/categories";

/** The window of candidate matches as a subquery aliased `c`. */
type AliasedWindow = OperationNodeSource;

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
    discussionID: query.discussionID,
    includeChildCategories: query.includeChildCategories,
    insertUserIDs: query.insertUserIDs,
    tags: query.tags,
    tagOperator: query.tagOperator,
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
    .select(["d.documentID", "d.dateInserted", "d.recordType", "d.discussionID", score.as("score")])
    .orderBy(windowOrder, oldest ? "asc" : "desc")
    .limit(MAX_CANDIDATES)
    .as("c");
  const s = withSearch(db);
  const expand = readExpand(query.expand, searchExpands);
  if (query.groupBy === "discussion") {
    const byRelevance = sort === "relevance" && hasWords;
    return groupedPage(db, viewer, window, {
      byRelevance,
      oldest,
      page,
      words: hasWords ? words : null,
      operator,
      expand,
      visible,
    });
  }
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
    expand,
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

/** Matching comments shown under their discussion when results are grouped. */
export const SHOWN_MATCHING_COMMENTS = 3;

/** A row of the grouped page: a matching document, its group (discussion) and the group's place. */
interface GroupedRow {
  documentID: number;
  recordType: string;
  score: number | string;
  groupKey: number | string;
  groupScore: number | string;
  commentCount: number | string;
  groupRank: number | string;
  groupTotal: number | string;
}

/**
 * One page of discussions (`groupBy=discussion`): the window's matches grouped by their discussion
 * (members and categories stay alone), the groups ordered by their best match (or their newest,
 * oldest), and a page of groups picked by rank in one query over the window, like the flat page: no
 * scan past the window. Each discussion comes with its best matching comments and their count.
 */
async function groupedPage(
  db: Kysely<Database>,
  viewer: Viewer,
  window: AliasedWindow,
  options: {
    byRelevance: boolean;
    oldest: boolean;
    page: PageRequest;
    words: SearchText | null;
    operator: QueryOperator;
    expand: Set<SearchExpand>;
    visible: CategoryRow[];
  },
): Promise<SearchAnswer> {
  const { byRelevance, oldest, page } = options;
  const direction = sql.raw(oldest ? "asc" : "desc");
  const groupDate = oldest ? sql`min(k."dateInserted") over g` : sql`max(k."dateInserted") over g`;
  const groupOrder = byRelevance
    ? sql`"groupScore" desc, "groupDate" ${direction}, "groupKey" ${direction}`
    : sql`"groupDate" ${direction}, "groupKey" ${direction}`;
  const first = page.offset;
  const last = page.offset + page.limit;
  const { rows } = await sql<GroupedRow>`
    select "documentID", "recordType", "score", "groupKey", "groupScore", "commentCount", "groupRank", "groupTotal"
    from (
      select r.*, max(r."groupRank") over () as "groupTotal"
      from (
        select s.*, dense_rank() over (order by ${groupOrder}) as "groupRank"
        from (
          select k."documentID", k."recordType", k."score", k."groupKey",
            max(k."score") over g as "groupScore",
            ${groupDate} as "groupDate",
            sum(case when k."recordType" = 'comment' then 1 else 0 end) over g as "commentCount",
            row_number() over (partition by k."groupKey"
              order by case when k."recordType" = 'comment' then 1 else 0 end, k."score" desc,
              k."dateInserted" desc, k."documentID" desc) as "inGroup"
          from (
            select c.*, case when c."discussionID" is null then -c."documentID" else c."discussionID" end as "groupKey"
            from ${window}
          ) as k
          window g as (partition by k."groupKey")
        ) as s
        where s."inGroup" <= ${SHOWN_MATCHING_COMMENTS + 1}
      ) as r
    ) as p
    where p."groupRank" > ${first} and p."groupRank" <= ${last}
    order by p."groupRank", p."recordType" <> 'discussion', p."score" desc`.execute(db);
  const total =
    rows[0]?.groupTotal ??
    (first === 0
      ? 0
      : (
          await sql<{ total: number | string }>`select count(distinct case when c."discussionID" is null
            then -c."documentID" else c."discussionID" end) as total from ${window}`.execute(db)
        ).rows[0]?.total);
  // The discussions whose comments alone matched: their own documents, by (recordType, recordID).
  const heads = new Map<number, GroupedRow>();
  for (const row of rows) if (!heads.has(Number(row.groupKey))) heads.set(Number(row.groupKey), row);
  const missing = [...heads.entries()]
    .filter(([key, row]) => key > 0 && row.recordType !== "discussion")
    .map(([key]) => key);
  const extra = missing.length
    ? await withSearch(db)
        .selectFrom("search_documents")
        .select("documentID")
        .where("recordType", "=", "discussion")
        .where("recordID", "in", missing)
        .execute()
    : [];
  const threadDocument = new Map<number, number>();
  const documents = await loadFound(db, [
    ...rows.map((row) => ({ documentID: row.documentID, score: Number(row.score) })),
    ...extra.map((row) => ({ documentID: row.documentID, score: 0 })),
  ]);
  for (const document of documents) {
    if (document.recordType === "discussion") threadDocument.set(document.recordID, document.documentID);
  }
  const highlights = options.words
    ? await engineFor(db).highlights(
        db,
        options.words,
        options.operator,
        documents.filter((document) => rows.some((row) => row.documentID === document.documentID)),
      )
    : null;
  const presented = await presentResults(db, viewer, documents, {
    expand: options.expand,
    highlights,
    visible: options.visible,
  });
  const byDocument = new Map(documents.map((document, index) => [document.documentID, presented[index]!]));
  const results: SearchResult[] = [];
  for (const [key, head] of heads) {
    const members = rows.filter((row) => Number(row.groupKey) === key);
    const headID = key > 0 ? threadDocument.get(key) : head.documentID;
    const headResult = headID === undefined ? undefined : byDocument.get(headID);
    if (!headResult) continue;
    const result: SearchResult = { ...headResult, score: Number(head.groupScore) || 0 };
    if (key > 0) {
      result.matchingComments = members
        .filter((row) => row.recordType === "comment")
        .slice(0, SHOWN_MATCHING_COMMENTS)
        .flatMap((row) => {
          const comment = byDocument.get(row.documentID);
          return comment ? [comment] : [];
        });
      result.matchingCommentCount = Number(head.commentCount);
    }
    results.push(result);
  }
  return { results, total: Number(total ?? 0) };
}
