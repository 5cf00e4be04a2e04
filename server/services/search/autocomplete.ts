import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { toISO } from "../../db/columns";
import type { SearchRecordType, SearchSuggestion } from "../../../schemas/entities/search.schema";
import { engineFor, postgresEngine, type MatchPath } from "./engines";
import { isEmptySearch, readSearchText, type SearchText } from "./query-text";
import { searchScope, type DocumentQuery } from "./search-scope";
import { loadPlaces } from "./search-present";
import { dialectOf, withSearch, type SearchDocumentRow } from "./search-table";
import { matchingCategories, matchingMembers } from "./suggestion-sources";

/** The most matches of one group ranked: the newest. */
const AUTOCOMPLETE_CANDIDATES = 1_000;

/**
 * Suggestions for typed text (GET /search/autocomplete, content spec §3 "Search suggestion"):
 * the visible categories with a name word starting with each typed word, discussions whose title
 * holds the typed words (the last one as a prefix) through the full-text index, and members whose
 * name starts with the text. Places come first, then content, then members; each group gets a fair
 * share of `limit` and the rest goes in that order.
 * Blank text answers nothing (content spec §5).
 */
export async function autocomplete(
  db: Kysely<Database>,
  viewer: Viewer,
  query: string,
  limit: number,
): Promise<SearchSuggestion[]> {
  const text = readSearchText(query.trim());
  if (query.trim() === "" || isEmptySearch(text)) return [];
  const { documents, visible } = await searchScope(db, viewer, { recordTypes: ["discussion"] });
  const discussions = await discussionsByTitle(db, documents, text, limit);
  const groups: SearchDocumentRow[][] = [
    matchingCategories(visible, text, limit),
    discussions,
    await matchingMembers(db, query, limit),
  ];
  const chosen = shareOut(groups, limit).flat();
  const places = await loadPlaces(db, chosen, visible);
  return chosen.map((row) => ({
    label: places.name(row),
    url: places.url(row),
    type: row.recordType as SearchRecordType,
    recordType: row.recordType as SearchRecordType,
    recordID: row.recordID,
    source: "community",
    data: {
      dateUpdated: toISO(row.dateUpdated ?? row.dateInserted),
      crumbs: places.crumbs(row),
      isForeign: false,
    },
  }));
}

/** How many of the newest discussions PostgreSQL tests one by one before it reads the index. */
const RECENT_DISCUSSIONS = 1_200;

/**
 * The discussions whose title holds the text, best first among the newest AUTOCOMPLETE_CANDIDATES
 * matches (so a title word found everywhere stays cheap).
 */
async function discussionsByTitle(
  db: Kysely<Database>,
  documents: DocumentQuery,
  text: SearchText,
  limit: number,
): Promise<SearchDocumentRow[]> {
  const engine = engineFor(db);
  let scoped = documents;
  if (dialectOf(db) === "postgres") {
    const ids = await newestTitleMatches(db, documents, text, limit);
    if (ids.length === 0) return [];
    scoped = documents.where("d.documentID", "in", ids);
  }
  const found = engine.match(scoped, text, "and", {
    nameOnly: true,
    path: scoped === documents ? "auto" : "newest",
  });
  const window = found.documents
    .select(["d.documentID", found.score.as("score")])
    .orderBy(found.order, "desc")
    .limit(AUTOCOMPLETE_CANDIDATES)
    .as("c");
  return withSearch(db)
    .selectFrom(window)
    .innerJoin("search_documents as d", "d.documentID", "c.documentID")
    .selectAll("d")
    .orderBy("c.score", "desc")
    .orderBy("d.dateInserted", "desc")
    .orderBy("d.documentID", "desc")
    .limit(limit)
    .execute();
}

/**
 * PostgreSQL: the IDs of the newest title matches, at most AUTOCOMPLETE_CANDIDATES. The planner cannot
 * tell a title prefix found in every discussion from one found in none, and each wrong guess is slow
 * (the index's whole match list, or every document in turn). So it tests the newest
 * RECENT_DISCUSSIONS discussions one by one, and reads the index for the older ones only when those
 * give fewer than `limit`.
 */
async function newestTitleMatches(
  db: Kysely<Database>,
  documents: DocumentQuery,
  text: SearchText,
  limit: number,
): Promise<number[]> {
  const engine = postgresEngine;
  const boundary = await withSearch(db)
    .selectFrom("search_documents")
    .select("documentID")
    .where("recordType", "=", "discussion")
    .orderBy("documentID", "desc")
    .offset(RECENT_DISCUSSIONS - 1)
    .limit(1)
    .executeTakeFirst();
  const newest = async (part: DocumentQuery, path: MatchPath, count: number) => {
    const found = engine.match(part, text, "and", { nameOnly: true, path });
    const rows = await found.documents
      .select("d.documentID")
      .orderBy(found.order, "desc")
      .limit(count)
      .execute();
    return rows.map((row) => row.documentID);
  };
  if (!boundary) return newest(documents, "auto", AUTOCOMPLETE_CANDIDATES);
  const recent = await newest(
    documents.where("d.documentID", "in", (eb) =>
      eb
        .selectFrom("search_documents")
        .select("documentID")
        .where("recordType", "=", "discussion")
        .orderBy("documentID", "desc")
        .limit(RECENT_DISCUSSIONS),
    ),
    "newest",
    AUTOCOMPLETE_CANDIDATES,
  );
  // Enough among the newest for the list: older titles are not read (a suggestion list favours the
  // recent, and the index read costs more than the whole rest of the call).
  if (recent.length >= Math.min(limit, AUTOCOMPLETE_CANDIDATES)) return recent;
  const older = await newest(
    documents.where("d.documentID", "<", boundary.documentID),
    "auto",
    AUTOCOMPLETE_CANDIDATES - recent.length,
  );
  return [...recent, ...older];
}

/** Each group's first items within `limit`: an equal share each, then what is left, group by group. */
export function shareOut<T>(groups: readonly (readonly T[])[], limit: number): T[][] {
  const share = Math.floor(limit / Math.max(1, groups.length));
  const counts = groups.map((group) => Math.min(group.length, share));
  let left = limit - counts.reduce((sum, count) => sum + count, 0);
  groups.forEach((group, index) => {
    const more = Math.min(left, group.length - (counts[index] ?? 0));
    counts[index] = (counts[index] ?? 0) + more;
    left -= more;
  });
  return groups.map((group, index) => group.slice(0, counts[index]));
}
