import { sql, type Kysely } from "kysely";
import type { Database } from "../db/types";
import { nowISO } from "../db/columns";
import { IMPORT_SEED_NAME } from "../db/seed/demo";
import type { ExportScan } from "./import-scan";
import type { ImportContext, Inserts } from "./import-mapping";
import type { TableReport } from "./import-report";
import { importPermissions, mapRoles, type SourcePermission } from "./import-roles";

/**
 * The bookkeeping that lets an import resume: the run's row (`import_runs`, with the roles as mapped)
 * and each table's checkpoint (`import_tables`: rows read and imported, skipped by reason), written in
 * the transaction of the batch it counts.
 */

/** Why an import cannot start: the database is not empty, or another file is half imported. */
export class ImportRefused extends Error {}

/** The run of this file in this community, if one started. */
export function findRun(db: Kysely<Database>, fileKey: string) {
  return db.selectFrom("import_runs").selectAll().where("fileKey", "=", fileKey).executeTakeFirst();
}

/** An import goes into a community with no members, categories or posts of its own. */
export async function assertEmpty(db: Kysely<Database>): Promise<void> {
  for (const table of ["users", "categories", "discussions", "conversations"] as const) {
    const row = await db
      .selectFrom(table)
      .select(sql<number>`1`.as("one"))
      .limit(1)
      .executeTakeFirst();
    if (row) {
      throw new ImportRefused(
        `This community already has ${table}: import into a new, empty one (start Plaza with PLAZA_SEED=none and a new data folder or database).`,
      );
    }
  }
  const other = await db
    .selectFrom("import_runs")
    .select("fileKey")
    .where("status", "!=", "done")
    .executeTakeFirst();
  if (other) throw new ImportRefused("Another export file is half imported into this community.");
}

/** What a run keeps for its resumption: the roles as mapped and the uploads address it was given. */
interface RunState {
  roleIDs: [number, number][];
  uploadsUrl?: string | null;
}

/**
 * Starts (or picks up) the run's bookkeeping and maps the roles; answers source role ID to Plaza's,
 * and the uploads address of the run. A resumed run keeps the address it started with: another one is
 * refused, as records before and after it would point at different places.
 */
export async function prepareRun(
  db: Kysely<Database>,
  fileKey: string,
  scan: ExportScan,
  run: { state: string } | undefined,
  permissions: readonly SourcePermission[],
  uploadsUrl: string | null,
): Promise<{ roleIDs: Map<number, number>; uploadsUrl: string | null }> {
  if (run) {
    const state = JSON.parse(run.state) as RunState;
    const started = state.uploadsUrl ?? null;
    if (uploadsUrl !== null && uploadsUrl !== started) {
      throw new ImportRefused(
        `This import started ${started ? `with --uploads-url ${started}` : "without --uploads-url"}: resume it the same way.`,
      );
    }
    return { roleIDs: new Map(state.roleIDs), uploadsUrl: started };
  }
  // Roles, permissions and the run's row commit together: a kill before this leaves nothing behind.
  return db.transaction().execute(async (trx) => {
    const roleIDs = await mapRoles(trx, scan);
    await importPermissions(trx, permissions, roleIDs, scan);
    // An imported community is not to get the demo's members and posts when Plaza starts on it.
    await trx
      .insertInto("seed_runs")
      .values({ name: IMPORT_SEED_NAME, dateInserted: nowISO() })
      .onConflict((oc) => oc.column("name").doNothing())
      .execute();
    const state: RunState = { roleIDs: [...roleIDs], uploadsUrl };
    await trx
      .insertInto("import_runs")
      .values({
        fileKey,
        status: "running",
        source: scan.source,
        state: JSON.stringify(state),
        dateStarted: nowISO(),
        dateFinished: null,
      })
      .execute();
    return { roleIDs, uploadsUrl };
  });
}

/** A dry run maps every source role to a placeholder: it writes no role. */
export function dryRoleIDs(scan: ExportScan): Map<number, number> {
  return new Map([...scan.ids.roles].map((id) => [id, id]));
}

/** Marks the run done: the same file is refused from now on. */
export async function endRun(db: Kysely<Database>, fileKey: string): Promise<void> {
  await db
    .updateTable("import_runs")
    .set({ status: "done", dateFinished: nowISO() })
    .where("fileKey", "=", fileKey)
    .execute();
}

/** The checkpoints of a run, by source table: its report so far and the rows it read. */
export async function readCheckpoints(
  db: Kysely<Database>,
  fileKey: string,
): Promise<Map<string, TableReport>> {
  const rows = await db.selectFrom("import_tables").selectAll().where("fileKey", "=", fileKey).execute();
  return new Map(
    rows.map((row) => [
      row.tableName,
      {
        read: row.rowsDone,
        imported: row.rowsImported,
        skipped: JSON.parse(row.skipped) as Record<string, number>,
      },
    ]),
  );
}

/** Writes a table's checkpoint (in the transaction of the batch it counts). */
export async function writeCheckpoint(
  trx: Kysely<Database>,
  fileKey: string,
  tableName: string,
  entry: TableReport,
): Promise<void> {
  const counts = {
    rowsDone: entry.read,
    rowsImported: entry.imported,
    skipped: JSON.stringify(entry.skipped),
  };
  await trx
    .insertInto("import_tables")
    .values({ fileKey, tableName, ...counts })
    .onConflict((oc) => oc.columns(["fileKey", "tableName"]).doUpdateSet(counts))
    .execute();
}

/** The record IDs of the kinds later tables refer to, by the Plaza table and its key. */
const REFERENCED = [
  ["users", "userID"],
  ["categories", "categoryID"],
  ["discussions", "discussionID"],
  ["comments", "commentID"],
  ["conversations", "conversationID"],
  ["tags", "tagID"],
] as const;

/** The posts whose authors the Media table may need, by the Plaza table and its key. */
const AUTHORED = [
  ["discussions", "discussionID"],
  ["comments", "commentID"],
] as const;

/** Notes the IDs a batch's inserts give (and posts' authors, when kept), for later tables' references. */
export function noteImported(ctx: Pick<ImportContext, "imported" | "postAuthors">, inserts: Inserts): void {
  for (const [table, key] of REFERENCED) {
    for (const row of (inserts[table] ?? []) as Record<string, unknown>[])
      ctx.imported[table].add(row[key] as number);
  }
  if (!ctx.postAuthors) return;
  for (const [table, key] of AUTHORED) {
    for (const row of (inserts[table] ?? []) as Record<string, unknown>[])
      ctx.postAuthors[table].set(row[key] as number, row.insertUserID as number);
  }
}

/** A resumed import knows what the earlier run imported from the rows themselves. */
export async function loadImportedIDs(
  db: Kysely<Database>,
  ctx: Pick<ImportContext, "imported" | "postAuthors">,
): Promise<void> {
  for (const [table, key] of REFERENCED) {
    const rows = (await db
      .selectFrom(table)
      .select(`${key} as id` as never)
      .execute()) as unknown as { id: number }[];
    for (const row of rows) ctx.imported[table].add(row.id);
  }
  if (!ctx.postAuthors) return;
  for (const [table, key] of AUTHORED) {
    const rows = (await db
      .selectFrom(table)
      .select([`${key} as id` as never, "insertUserID"])
      .execute()) as unknown as { id: number; insertUserID: number }[];
    for (const row of rows) ctx.postAuthors[table].set(row.id, row.insertUserID);
  }
}
