import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { loadVisibleCategories, withDescendants, type CategoryRow } from "../categories/categories";
import type { DateRange } from "../../http/date-range";
import { withSearch, type SearchDatabase, type SearchDocumentsTable } from "./search-table";
import type { SearchRecordType } from "../../../schemas/entities/search.schema";

/** The documents query, `d` being `search_documents`. */
export type DocumentQuery = SelectQueryBuilder<SearchDatabase & { d: SearchDocumentsTable }, "d", object>;

/** The filters of a search (GET /search) or of a group of suggestions (autocomplete). */
export interface SearchFilters {
  recordTypes?: readonly SearchRecordType[];
  types?: readonly string[];
  categoryID?: number;
  /** Only this discussion and its comments. */
  discussionID?: number;
  includeChildCategories?: boolean;
  insertUserIDs?: readonly number[];
  /** Tag names: only posts of discussions with one of them. */
  tags?: readonly string[];
  /** or (default): a discussion with any of the tags; and: with every one. */
  tagOperator?: "and" | "or";
  dateInserted?: DateRange;
}

/** The documents the viewer may see that pass the filters, and the visible categories (for crumbs). */
export interface SearchScope {
  documents: DocumentQuery;
  visible: CategoryRow[];
}

/**
 * The documents a viewer may find: members, and records in the categories the viewer can read,
 * computed as the discussion list does (categories.ts: `discussions.view`, hidden parents hide
 * their children). Deleted records have no document (search-index.ts), so they never match.
 */
export async function searchScope(
  db: Kysely<Database>,
  viewer: Viewer,
  filters: SearchFilters,
): Promise<SearchScope> {
  const visible = await loadVisibleCategories(db, viewer);
  const visibleIDs = visible.map((row) => row.categoryID);
  let documents: DocumentQuery = withSearch(db).selectFrom("search_documents as d");
  if (filters.categoryID !== undefined) {
    const wanted = new Set(
      filters.includeChildCategories ? withDescendants(visible, filters.categoryID) : [filters.categoryID],
    );
    documents = whereCategoryIn(
      documents,
      visibleIDs.filter((id) => wanted.has(id)),
    );
  } else {
    documents = documents.where((eb) =>
      eb.or([
        eb.and([eb("d.recordType", "=", "user"), eb("d.categoryID", "is", null)]),
        ...(visibleIDs.length ? [eb("d.categoryID", "in", visibleIDs)] : []),
      ]),
    );
  }
  if (filters.recordTypes?.length) documents = documents.where("d.recordType", "in", filters.recordTypes);
  if (filters.types?.length) documents = documents.where("d.type", "in", filters.types);
  if (filters.insertUserIDs?.length)
    documents = documents.where("d.insertUserID", "in", filters.insertUserIDs);
  if (filters.discussionID !== undefined)
    documents = documents.where("d.discussionID", "=", filters.discussionID);
  if (filters.tags?.length) {
    const names = [...new Set(filters.tags.map((tag) => tag.trim().toLowerCase()))];
    // Any of the tags: one list of discussions; all of them: one list per tag.
    for (const group of filters.tagOperator === "and" ? names.map((name) => [name]) : [names]) {
      documents = documents.where("d.discussionID", "in", (eb) =>
        eb
          .selectFrom("discussion_tags")
          .innerJoin("tags", "tags.tagID", "discussion_tags.tagID")
          .select("discussion_tags.discussionID")
          .where((tag) =>
            tag.or([
              tag(sql<string>`lower(${sql.ref("tags.name")})`, "in", group),
              tag("tags.urlcode", "in", group),
            ]),
          ),
      );
    }
  }
  const range = filters.dateInserted;
  if (range?.from) documents = documents.where("d.dateInserted", ">=", range.from);
  if (range?.after) documents = documents.where("d.dateInserted", ">", range.after);
  if (range?.to) documents = documents.where("d.dateInserted", "<=", range.to);
  if (range?.before) documents = documents.where("d.dateInserted", "<", range.before);
  return { documents, visible };
}

function whereCategoryIn(documents: DocumentQuery, categoryIDs: number[]): DocumentQuery {
  if (categoryIDs.length === 0) return documents.where(sql<boolean>`1 = 0`);
  return documents.where("d.categoryID", "in", categoryIDs);
}
