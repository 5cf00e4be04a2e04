import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { toISO } from "../../db/columns";
import type { SearchRecordType, SearchSuggestion } from "../../../schemas/entities/search.schema";
import { engineFor } from "./engines";
import { isEmptySearch, readSearchText } from "./query-text";
import { searchScope } from "./search-scope";
import { loadPlaces } from "./search-present";
import { withSearch, type SearchDocumentRow } from "./search-table";
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
  const engine = engineFor(db);
  const { documents, visible } = await searchScope(db, viewer, { recordTypes: ["discussion"] });
  // Discussions by title through the full-text index; only the newest matches are ranked (see
  // MAX_CANDIDATES), so a title word found everywhere stays cheap.
  const found = engine.match(documents, text, "and", { nameOnly: true });
  const window = found.documents
    .select(["d.documentID", found.score.as("score")])
    .orderBy(found.order, "desc")
    .limit(AUTOCOMPLETE_CANDIDATES)
    .as("c");
  const discussions = await withSearch(db)
    .selectFrom(window)
    .innerJoin("search_documents as d", "d.documentID", "c.documentID")
    .selectAll("d")
    .orderBy("c.score", "desc")
    .orderBy("d.dateInserted", "desc")
    .orderBy("d.documentID", "desc")
    .limit(limit)
    .execute();
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
