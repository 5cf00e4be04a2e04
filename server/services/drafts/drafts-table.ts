import type { ColumnType, Generated, Kysely, Selectable } from "kysely";
import type { Database } from "../../db/types";

type Timestamp = ColumnType<string | Date, string, string>;
type NullableTimestamp = ColumnType<string | Date | null, string | null | undefined, string | null>;

/** The `drafts` table (server/db/migrations/001x/0018-drafts.ts). */
export interface DraftsTable {
  draftID: Generated<number>;
  recordType: string;
  recordID: number | null;
  parentRecordType: string | null;
  parentRecordID: number | null;
  /** The attributes as JSON text (jsonb on PostgreSQL, read back as text). */
  attributes: string;
  draftStatus: string;
  dateScheduled: NullableTimestamp;
  failedReason: string | null;
  /** Until when the scheduler that claimed the draft may publish it; after that another may retry. */
  claimedUntil: NullableTimestamp;
  /** The claim of the scheduler run publishing the draft; its final write checks it. */
  claimToken: string | null;
  insertUserID: number;
  dateInserted: Timestamp;
  updateUserID: number | null;
  dateUpdated: Timestamp;
}

/** A stored draft. */
export type DraftRow = Selectable<DraftsTable>;

/** The database with the drafts table. */
export type DraftsDatabase = Database & { drafts: DraftsTable };

// Typed beside the drafts services rather than in server/db/types.ts; it can move there with the others.
/** The database handle typed with the drafts table. */
export function withDrafts(db: Kysely<Database>): Kysely<DraftsDatabase> {
  return db.withTables<{ drafts: DraftsTable }>();
}
