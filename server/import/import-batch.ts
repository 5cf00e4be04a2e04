import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import type { RowReader } from "./import-scan";
import type { ImportContext, Inserts, TableMapper } from "./import-mapping";
import { addSkipped, sumOf, type TableReport } from "./import-report";
import { noteImported, writeCheckpoint } from "./import-checkpoints";

/** Rows per transaction: each batch and its checkpoint commit together. */
export const IMPORT_BATCH_ROWS = 1_000;

/** Rows of a source table read for one transaction, with their lines in the file. */
export type Batch = { row: RowReader; line: number }[];

/** Where a batch goes: the table it is from, the run's file, and whether anything is written. */
export interface BatchTarget {
  db: Kysely<Database>;
  fileKey: string;
  table: string;
  dryRun: boolean;
}

/**
 * Maps a batch's rows and inserts them with the table's checkpoint in one transaction (a dry run only
 * counts), adding to the table's report.
 */
export async function importBatch(
  target: BatchTarget,
  batch: Batch,
  mapper: TableMapper,
  ctx: ImportContext,
  entry: TableReport,
): Promise<void> {
  const inserts: Inserts = {};
  const skipped: Record<string, number> = {};
  for (const { row } of batch) {
    const mapped = mapper(row, ctx);
    if ("skip" in mapped) skipped[mapped.skip] = (skipped[mapped.skip] ?? 0) + 1;
    else {
      mergeInserts(inserts, mapped.insert);
      noteImported(ctx, mapped.insert);
    }
  }
  entry.read += batch.length;
  addSkipped(entry.skipped, skipped);
  if (target.dryRun) {
    entry.imported += batch.length - sumOf(skipped);
    return;
  }
  await target.db.transaction().execute(async (trx) => {
    const inserted = await insertAll(trx, inserts).catch((error: unknown) => {
      const lines = `${batch[0]?.line}–${batch[batch.length - 1]?.line}`;
      throw new Error(`Table ${target.table}, lines ${lines}: ${(error as Error).message}`, { cause: error });
    });
    // Rows an earlier row of the file already gave (a duplicated ID) are left out, and counted.
    const duplicates = batch.length - sumOf(skipped) - inserted;
    if (duplicates > 0) addSkipped(entry.skipped, { "duplicate ID": duplicates });
    entry.imported += inserted;
    await writeCheckpoint(trx, target.fileKey, target.table, entry);
  });
}

function mergeInserts(into: Inserts, from: Inserts): void {
  for (const [table, rows] of Object.entries(from) as [keyof Database, unknown[]][]) {
    const list = (into[table] ??= []) as unknown[];
    list.push(...rows);
  }
}

/** The primary key of each table the importer writes, so a duplicated ID is left out, not an error. */
const KEYS: Partial<Record<keyof Database, string[]>> = {
  users: ["userID"],
  user_roles: ["userID", "roleID"],
  categories: ["categoryID"],
  discussions: ["discussionID"],
  comments: ["commentID"],
  tags: ["tagID"],
  discussion_tags: ["discussionID", "tagID"],
  reactions: ["recordType", "recordID", "userID"],
  conversations: ["conversationID"],
  messages: ["messageID"],
  conversation_participants: ["conversationID", "userID"],
  user_discussions: ["userID", "discussionID"],
  media: ["mediaID"],
};

/** Inserts every row (in chunks the drivers accept); answers how many were new. */
async function insertAll(db: Kysely<Database>, inserts: Inserts): Promise<number> {
  let inserted = 0;
  for (const [table, rows] of Object.entries(inserts) as [keyof Database, Record<string, unknown>[]][]) {
    const columnsPerRow = Object.keys(rows[0] ?? {}).length || 1;
    const chunk = Math.max(1, Math.floor(30_000 / columnsPerRow / 2));
    for (let i = 0; i < rows.length; i += chunk) {
      const part = rows.slice(i, i + chunk);
      const keys = KEYS[table];
      let query = db.insertInto(table).values(part as never);
      if (keys) query = query.onConflict((oc) => oc.columns(keys as never).doNothing());
      const result = await query.executeTakeFirst();
      inserted += Number(result.numInsertedOrUpdatedRows ?? part.length);
    }
  }
  return inserted;
}
