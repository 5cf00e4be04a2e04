import { type ColumnType, type Generated, type Kysely, type Selectable } from "kysely";
import type { Database } from "../../db/types";

type Timestamp = ColumnType<string | Date, string, string>;
type NullableTimestamp = ColumnType<string | Date | null, string | null | undefined, string | null>;

/**
 * The `search_documents` table (server/db/migrations/001x/0019-search.ts): one row per searchable record,
 * kept by search-index.ts in the transaction of every write. SQLite indexes it with the FTS5 table
 * `search_fts`; PostgreSQL with its generated `tsv` column.
 */
export interface SearchDocumentsTable {
  documentID: Generated<number>;
  /** discussion, comment, user or category. */
  recordType: string;
  recordID: number;
  /** The category holding the record (a category's own ID); null for members. */
  categoryID: number | null;
  discussionID: number | null;
  /** The author; 0 for categories. */
  insertUserID: number;
  dateInserted: Timestamp;
  dateUpdated: NullableTimestamp;
  /** The indexed title: a discussion's, a member's or a category's name; "" for comments. */
  name: string;
  /** The indexed text: a post's plain text, a category's description; "" for members. */
  bodyText: string;
  /** The sub-type: the discussion type, or the record type. */
  type: string;
}

/** A stored search document. */
export type SearchDocumentRow = Selectable<SearchDocumentsTable>;

/** The database with the search table. */
export type SearchDatabase = Database & { search_documents: SearchDocumentsTable };

// Typed beside the search services rather than in server/db/types.ts, like the drafts table.
/** The database handle typed with the search table. */
export function withSearch(db: Kysely<Database>): Kysely<SearchDatabase> {
  return db.withTables<{ search_documents: SearchDocumentsTable }>();
}

export { dialectOf } from "../../db/columns";
