import { sql, type Kysely } from "kysely";
import type { Database } from "../db/types";
import { dialectOf, nowISO } from "../db/columns";
import { syncIdentitySequences } from "../db/postgres";
import { settleCategoryTree } from "../services/categories/category-tree";
import { renderPendingBodies } from "../services/body/render-stored";
import { rebuildSearchIndex } from "../services/search/search-index";
import { fillMissingNameSkeletons } from "../services/abuse/name-skeleton";
import { recountCategories, recountTags, recountUsers } from "../services/discussions/discussion-counts";
import { DEMO_SEED_NAME } from "../db/seed/demo";
import { readPorter } from "./porter-reader";
import { fileKeyOf, rowReaderFor, scanExport, type ExportScan, type RowReader } from "./import-scan";
import { tableMappers, tablesReadElsewhere, type ImportContext, type Inserts } from "./import-rows";
import { importPermissions, mapRoles, readSourcePermissions, type SourcePermission } from "./import-roles";

/** Rows per transaction: each batch and its checkpoint commit together. */
export const IMPORT_BATCH_ROWS = 1_000;

/** What an import tells while it runs. */
export type ImportProgress =
  | { phase: "scan"; rows: number }
  | { phase: "table"; table: string; done: number; total: number; rowsDone: number; rowsTotal: number }
  | { phase: "finish"; step: string };

/** Per source table: rows read and imported, and the skipped ones by reason. */
export interface TableReport {
  read: number;
  imported: number;
  skipped: Record<string, number>;
}

/** The closing report of an import (or of a dry run: what it would do). */
export interface ImportReport {
  source: string | null;
  version: string;
  dryRun: boolean;
  resumed: boolean;
  tables: Record<string, TableReport>;
  /** Tables of the file Plaza has no place for, with their row counts. */
  ignoredTables: Record<string, number>;
  /** Bodies shown as escaped text (over the limits, refused by the renderer, or in a format Plaza lacks). */
  bodiesAsText: { table: string; id: number; reason: string }[];
  renamedUsers: number;
  usersWithoutEmail: number;
  seconds: number;
  /** Seconds of each phase: the check of the file, the rows, then each finishing step. */
  phases: Record<string, number>;
}

/** Why an import cannot start: the database is not empty, or another file is half imported. */
export class ImportRefused extends Error {}

interface ImportOptions {
  dryRun?: boolean;
  onProgress?(progress: ImportProgress): void;
  /** Stops after this many rows of the tables (tests: a kill halfway). */
  stopAfterRows?: number;
}

const LISTED_TEXT_BODIES = 1000;

/**
 * Imports an export file of Vanilla's porter (plain or gzipped) into an empty community: reads it
 * once to check it and learn its IDs, then table by table in dependency order, in batches that commit
 * with their checkpoint, so a killed import resumes where it stopped with nothing doubled; at the end
 * recounts, renders the bodies through the worker pool (over-limit ones as text, in the report) and
 * indexes them for search. A dry run reads and checks everything and writes nothing.
 */
export async function importExport(
  db: Kysely<Database>,
  file: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const started = Date.now();
  const fileKey = fileKeyOf(file);
  const dryRun = options.dryRun === true;
  const run = await db
    .selectFrom("import_runs")
    .selectAll()
    .where("fileKey", "=", fileKey)
    .executeTakeFirst();
  if (run?.status === "done") {
    throw new ImportRefused("This file has been imported into this community already.");
  }
  if (!run && !dryRun) await assertEmpty(db);

  const phases: Record<string, number> = {};
  let phaseStart = Date.now();
  const endPhase = (name: string) => {
    const now = Date.now();
    phases[name] = Math.round((now - phaseStart) / 100) / 10;
    phaseStart = now;
  };
  const scan = await scanExport(file, (rows) => options.onProgress?.({ phase: "scan", rows }));
  endPhase("check");
  const report: ImportReport = {
    source: scan.source,
    version: scan.version,
    dryRun,
    resumed: run !== undefined,
    tables: {},
    ignoredTables: {},
    bodiesAsText: [],
    renamedUsers: scan.renamedUsers.size,
    usersWithoutEmail: scan.usersWithoutEmail.size,
    seconds: 0,
    phases,
  };
  const known = new Set([...tableMappers.map(([name]) => name), ...tablesReadElsewhere]);
  for (const table of scan.tables.values()) {
    if (!known.has(table.name)) report.ignoredTables[table.name] = table.rows;
  }
  let textBodies = 0;
  const onTextBody = (table: string, id: number, reason: string) => {
    textBodies++;
    if (report.bodiesAsText.length < LISTED_TEXT_BODIES) report.bodiesAsText.push({ table, id, reason });
  };

  const permissions = await readSourcePermissions(file, scan);
  const roleIDs = dryRun
    ? dryRoleIDs(scan)
    : await prepareRun(db, fileKey, scan, run !== undefined, permissions);
  const imported: ImportContext["imported"] = {
    users: new Set(),
    categories: new Set(),
    discussions: new Set(),
    comments: new Set(),
    conversations: new Set(),
    tags: new Set(),
  };
  // A resumed import knows what the earlier run imported from the rows themselves.
  if (run) await loadImportedIDs(db, imported);
  const ctx: ImportContext = { scan, roleIDs, reactionIDs: await reactionIDsOf(db), imported, onTextBody };

  const progress = dryRun
    ? new Map<string, number>()
    : new Map(
        (await db.selectFrom("import_tables").selectAll().where("fileKey", "=", fileKey).execute()).map(
          (row) => {
            report.tables[row.tableName] = {
              read: row.rowsDone,
              imported: row.rowsImported,
              skipped: JSON.parse(row.skipped) as Record<string, number>,
            };
            return [row.tableName, row.rowsDone] as const;
          },
        ),
      );
  const rowsTotal = [...scan.tables.values()].reduce((sum, t) => (known.has(t.name) ? sum + t.rows : sum), 0);
  let rowsDone = [...progress.values()].reduce((sum, n) => sum + n, 0);
  let budget = options.stopAfterRows ?? Infinity;

  for (const [name, mapper] of tableMappers) {
    const table = scan.tables.get(name);
    if (!table) continue;
    const entry = (report.tables[name] ??= { read: 0, imported: 0, skipped: {} });
    let skipRows = progress.get(name) ?? 0;
    if (skipRows >= table.rows) continue;
    const reader = rowReaderFor(table.columns);
    let batch: { row: RowReader; line: number }[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const inserts: Inserts = {};
      const skipped: Record<string, number> = {};
      for (const { row } of batch) {
        const mapped = mapper(row, ctx);
        if ("skip" in mapped) skipped[mapped.skip] = (skipped[mapped.skip] ?? 0) + 1;
        else {
          mergeInserts(inserts, mapped.insert);
          noteImported(imported, mapped.insert);
        }
      }
      entry.read += batch.length;
      for (const [reason, n] of Object.entries(skipped))
        entry.skipped[reason] = (entry.skipped[reason] ?? 0) + n;
      if (dryRun) {
        entry.imported += batch.length - sumOf(skipped);
      } else {
        await db.transaction().execute(async (trx) => {
          const inserted = await insertAll(trx, inserts).catch((error: unknown) => {
            const lines = `${batch[0]?.line}–${batch[batch.length - 1]?.line}`;
            throw new Error(`Table ${name}, lines ${lines}: ${(error as Error).message}`, { cause: error });
          });
          // Rows an earlier row of the file already gave (a duplicated ID) are left out, and counted.
          const duplicates = batch.length - sumOf(skipped) - inserted;
          if (duplicates > 0)
            entry.skipped["duplicate ID"] = (entry.skipped["duplicate ID"] ?? 0) + duplicates;
          entry.imported += inserted;
          await trx
            .insertInto("import_tables")
            .values({
              fileKey,
              tableName: name,
              rowsDone: entry.read,
              rowsImported: entry.imported,
              skipped: JSON.stringify(entry.skipped),
            })
            .onConflict((oc) =>
              oc.columns(["fileKey", "tableName"]).doUpdateSet({
                rowsDone: entry.read,
                rowsImported: entry.imported,
                skipped: JSON.stringify(entry.skipped),
              }),
            )
            .execute();
        });
      }
      rowsDone += batch.length;
      budget -= batch.length;
      batch = [];
      options.onProgress?.({
        phase: "table",
        table: name,
        done: entry.read,
        total: table.rows,
        rowsDone,
        rowsTotal,
      });
    };
    for await (const record of readPorter(file, table.start)) {
      if (record.kind !== "row") continue;
      if (skipRows > 0) {
        skipRows--;
        continue;
      }
      batch.push({ row: reader(record.values), line: record.line });
      if (batch.length >= Math.min(IMPORT_BATCH_ROWS, budget)) {
        await flush();
        if (budget <= 0) return stopped(report, started);
      }
    }
    await flush();
  }

  endPhase("rows");
  if (!dryRun) {
    let step = "";
    await finish(
      db,
      (next) => {
        if (step) endPhase(step);
        step = next;
        options.onProgress?.({ phase: "finish", step: next });
      },
      onTextBody,
    );
    endPhase(step);
    await db
      .updateTable("import_runs")
      .set({ status: "done", dateFinished: nowISO() })
      .where("fileKey", "=", fileKey)
      .execute();
  }
  report.seconds = Math.round((Date.now() - started) / 100) / 10;
  if (textBodies > report.bodiesAsText.length) {
    report.bodiesAsText.push({
      table: "",
      id: 0,
      reason: `and ${textBodies - report.bodiesAsText.length} more`,
    });
  }
  return report;
}

function stopped(report: ImportReport, started: number): ImportReport {
  report.seconds = Math.round((Date.now() - started) / 100) / 10;
  return report;
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

function noteImported(imported: ImportContext["imported"], inserts: Inserts): void {
  for (const [table, key] of REFERENCED) {
    for (const row of (inserts[table] ?? []) as Record<string, unknown>[])
      imported[table].add(row[key] as number);
  }
}

async function loadImportedIDs(db: Kysely<Database>, imported: ImportContext["imported"]): Promise<void> {
  for (const [table, key] of REFERENCED) {
    const rows = (await db
      .selectFrom(table)
      .select(`${key} as id` as never)
      .execute()) as unknown as { id: number }[];
    for (const row of rows) imported[table].add(row.id);
  }
}

const sumOf = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

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

/** An import goes into a community with no members, categories or posts of its own. */
async function assertEmpty(db: Kysely<Database>): Promise<void> {
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

/** Starts (or picks up) the run's bookkeeping and maps the roles; answers source role ID to Plaza's. */
async function prepareRun(
  db: Kysely<Database>,
  fileKey: string,
  scan: ExportScan,
  resumed: boolean,
  permissions: readonly SourcePermission[],
): Promise<Map<number, number>> {
  if (resumed) {
    const row = await db
      .selectFrom("import_runs")
      .select("state")
      .where("fileKey", "=", fileKey)
      .executeTakeFirstOrThrow();
    const state = JSON.parse(row.state) as { roleIDs: [number, number][] };
    return new Map(state.roleIDs);
  }
  // Roles, permissions and the run's row commit together: a kill before this leaves nothing behind.
  return db.transaction().execute(async (trx) => {
    const roleIDs = await mapRoles(trx, scan);
    await importPermissions(trx, permissions, roleIDs, scan);
    // An imported community is not to get the demo's members and posts when Plaza starts on it.
    await trx
      .insertInto("seed_runs")
      .values({ name: DEMO_SEED_NAME, dateInserted: nowISO() })
      .onConflict((oc) => oc.column("name").doNothing())
      .execute();
    await trx
      .insertInto("import_runs")
      .values({
        fileKey,
        status: "running",
        source: scan.source,
        state: JSON.stringify({ roleIDs: [...roleIDs] }),
        dateStarted: nowISO(),
        dateFinished: null,
      })
      .execute();
    return roleIDs;
  });
}

/** A dry run maps every source role to a placeholder: it writes no role. */
function dryRoleIDs(scan: ExportScan): Map<number, number> {
  return new Map([...scan.ids.roles].map((id) => [id, id]));
}

async function reactionIDsOf(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom("reaction_types").select(["tagID", "urlcode", "name"]).execute();
  const byCode = new Map<string, number>();
  for (const row of rows) {
    byCode.set(row.urlcode.toLowerCase(), row.tagID);
    byCode.set(row.name.toLowerCase(), row.tagID);
  }
  return byCode;
}

/**
 * What follows the rows: the category tree settled, every count recomputed from the rows, members
 * without a role made members, identity sequences moved past the imported IDs (PostgreSQL), the
 * bodies rendered and the search index built. Each step can run again (a resumed import repeats them).
 */
async function finish(
  db: Kysely<Database>,
  onStep: (step: string) => void,
  onTextBody: (table: string, id: number, reason: string) => void,
): Promise<void> {
  onStep("categories");
  await settleCategoryTree(db);
  onStep("counts");
  await recountAll(db);
  const member = await db
    .selectFrom("roles")
    .select("roleID")
    .where("type", "=", "member")
    .executeTakeFirst();
  if (member) {
    await db
      .insertInto("user_roles")
      .columns(["userID", "roleID"])
      .expression((eb) =>
        eb
          .selectFrom("users")
          .select(["users.userID", eb.val(member.roleID).as("roleID")])
          .where((w) =>
            w.not(
              w.exists(
                w
                  .selectFrom("user_roles")
                  .select("roleID")
                  .whereRef("user_roles.userID", "=", "users.userID"),
              ),
            ),
          ),
      )
      .execute();
  }
  if (dialectOf(db) === "postgres") await syncIdentitySequences(db);
  onStep("bodies");
  await renderPendingBodies(db, (table, id) =>
    onTextBody(table, id, "over the limits, or refused by the renderer"),
  );
  onStep("names");
  await fillMissingNameSkeletons(db);
  onStep("search");
  await rebuildSearchIndex(db);
}

/** Every count the import's rows feed, recomputed set-wise (one statement per table). */
async function recountAll(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable("discussions")
    .set((eb) => ({
      countComments: eb
        .selectFrom("comments")
        .select((s) => s.fn.countAll<number>().as("n"))
        .whereRef("comments.discussionID", "=", "discussions.discussionID")
        .where("comments.deleted", "=", 0),
      lastCommentID: eb
        .selectFrom("comments")
        .select("comments.commentID")
        .whereRef("comments.discussionID", "=", "discussions.discussionID")
        .orderBy("comments.dateInserted", "desc")
        .orderBy("comments.commentID", "desc")
        .limit(1),
      lastCommentUserID: eb
        .selectFrom("comments")
        .select("comments.insertUserID")
        .whereRef("comments.discussionID", "=", "discussions.discussionID")
        .orderBy("comments.dateInserted", "desc")
        .orderBy("comments.commentID", "desc")
        .limit(1),
    }))
    .execute();
  await db
    .updateTable("discussions")
    .set((eb) => ({
      dateLastComment: eb
        .selectFrom("comments")
        .select("comments.dateInserted")
        .whereRef("comments.commentID", "=", "discussions.lastCommentID")
        .$castTo<string>(),
    }))
    .where("lastCommentID", "is not", null)
    .where("sink", "=", 0)
    .execute();
  await recountCategories(db, "all");
  await recountUsers(db, "all");
  await recountTags(db, "all");
  await db
    .updateTable("conversations")
    .set((eb) => ({
      countMessages: eb
        .selectFrom("messages")
        .select((s) => s.fn.countAll<number>().as("n"))
        .whereRef("messages.conversationID", "=", "conversations.conversationID"),
    }))
    .execute();
  await db
    .updateTable("conversations")
    .set((eb) => ({
      dateLastMessage: eb
        .selectFrom("messages")
        .select((s) => s.fn.max("messages.dateInserted").as("d"))
        .whereRef("messages.conversationID", "=", "conversations.conversationID")
        .$castTo<string>(),
    }))
    .where("countMessages", ">", 0)
    .execute();
}
