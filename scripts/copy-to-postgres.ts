// Moves a SQLite community to PostgreSQL: every table, driven by the two schemas (no table list), in
// one transaction, then the identity sequences and a row count check per table.
//
//   npm run db:copy-to-postgres -- --from ./data/plaza.db --to postgres://user:pass@host/db
//
// --from takes the SQLite file or its data folder (default: $PLAZA_DATA_DIR/plaza.db, else
// ./data/plaza.db); --to defaults to DATABASE_URL. The target must be a new database: the migrations'
// own rows (roles, permissions, reaction types, default config) are replaced by the source's.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { migrate } from "../server/db/migrate";
import { openPostgres, syncIdentitySequences, withoutPassword } from "../server/db/postgres";
import type { Database } from "../server/db/types";
import {
  targetColumns,
  targetForeignKeys,
  dependencyOrder,
  planTables,
  quote,
  SKIPPED_TABLES,
  type TablePlan,
} from "./copy-to-postgres-plan";
import { copyTable, keepRetiredIds } from "./copy-to-postgres-rows";

/** What {@link copySqliteToPostgres} is asked to do. */
export interface CopyOptions {
  /** The SQLite file, or the data folder holding `plaza.db`. */
  from: string;
  /** `postgres://…` of a new database (migrated here when it is not yet). */
  to: string;
  /** Where progress lines go (default: the console). */
  log?: (line: string) => void;
}

/** What was copied. */
export interface CopyReport {
  /** Every copied table with its row count (equal on both sides), in the order copied. */
  tables: Array<{ table: string; rows: number }>;
  totalRows: number;
  /** The SQLite file read. */
  source: string;
  /** The target URL without its password. */
  target: string;
  /** The data folder and its `uploads/` (files stay there: the database only names them). */
  dataDir: string;
  uploadsDir: string;
  uploadFiles: number;
}

const rowsText = (n: number) => `${n} ${n === 1 ? "row" : "rows"}`;
const listed = (items: string[]) =>
  items.length <= 6
    ? items.join(", ")
    : `${items.slice(0, 6).join(", ")} and ${items.length - 6} more tables`;

/** The SQLite file an argument names: the file itself, or `plaza.db` in a folder. */
export function sqliteFileOf(from: string): string {
  const resolved = path.resolve(from);
  const file =
    fs.existsSync(resolved) && fs.statSync(resolved).isDirectory()
      ? path.join(resolved, "plaza.db")
      : resolved;
  if (!fs.existsSync(file)) throw new Error(`There is no SQLite database at ${file}.`);
  return file;
}

/** Opens a SQLite file (or memory) and migrates it to the latest schema. */
async function openMigratedSqlite(
  file: string,
): Promise<{ sqlite: SQLite.Database; close(): Promise<void> }> {
  const sqlite = new SQLite(file, { fileMustExist: file !== ":memory:" });
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrate(db, "sqlite");
  return { sqlite, close: () => db.destroy() };
}

/**
 * The community's tables of a SQLite database, by name. Virtual tables and their shadow tables (the
 * FTS5 search index, rebuilt from `search_documents`) are SQLite's own index, not data to copy:
 * PostgreSQL indexes the copied `search_documents` rows itself.
 */
function sqliteTables(sqlite: SQLite.Database): string[] {
  const names = sqlite
    .prepare(
      "select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite\\_%' escape '\\'",
    )
    .pluck()
    .all() as string[];
  return names.filter((name) => !SKIPPED_TABLES.has(name)).sort();
}

function sqliteCount(sqlite: SQLite.Database, table: string): number {
  return sqlite
    .prepare(`select count(*) from ${quote(table)}`)
    .pluck()
    .get() as number;
}

/** Row counts of a database that only ran the migrations: the rows a new target is expected to hold. */
async function migrationRowCounts(): Promise<Map<string, number>> {
  const fresh = await openMigratedSqlite(":memory:");
  try {
    return new Map(sqliteTables(fresh.sqlite).map((table) => [table, sqliteCount(fresh.sqlite, table)]));
  } finally {
    await fresh.close();
  }
}

/** Files under a folder, counted (uploads). */
function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    .length;
}

/**
 * Copies a SQLite community into a new PostgreSQL database. Both are migrated to the latest schema
 * first; then every table (all but Kysely's migration bookkeeping) is copied in foreign key order,
 * in batched inserts within one transaction, values converted to the target's column types. The
 * rows the migrations put in a new database are replaced by the source's; any other row in the
 * target refuses the copy. Ends by moving the identity sequences past the copied ids and checking
 * every table's row count.
 */
export async function copySqliteToPostgres(options: CopyOptions): Promise<CopyReport> {
  const log = options.log ?? ((line: string) => console.log(line));
  const file = sqliteFileOf(options.from);
  const target = withoutPassword(options.to);
  const started = Date.now();
  log(`Copying ${file} to ${target}`);

  const source = await openMigratedSqlite(file);
  try {
    const { sqlite } = source;
    const broken = sqlite.pragma("foreign_key_check") as Array<{ table: string; parent: string }>;
    if (broken.length > 0) {
      const pairs = [...new Set(broken.map((b) => `${b.table} → ${b.parent}`))].join(", ");
      throw new Error(
        `The SQLite database has ${broken.length} rows whose foreign keys name missing rows (${pairs}); ` +
          "PostgreSQL would refuse them. Nothing was copied.",
      );
    }
    const expected = await migrationRowCounts();
    const postgres = await openPostgres(options.to, { poolSize: 2 }).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      const hint = /does not exist/.test(message)
        ? " Create the database first (`createdb <name>`, or `create database <name>;` in psql)."
        : "";
      throw new Error(message + hint);
    });
    try {
      const { db } = postgres;
      const sourceTables = sqliteTables(sqlite);
      const keys = await targetForeignKeys(db);
      const plans = planTables(sqlite, sourceTables, await targetColumns(db), keys);
      const planOf = new Map(plans.map((plan) => [plan.table, plan]));
      const order = dependencyOrder(sourceTables, keys).map((table) => planOf.get(table) as TablePlan);

      // One read transaction: every table is read from the same moment.
      sqlite.exec("begin");
      try {
        const tables = await db.transaction().execute(async (trx) => {
          const count = async (table: string) => {
            const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(
              trx,
            );
            return Number(rows[0]?.n ?? 0);
          };
          const unexpected: string[] = [];
          for (const { table } of order) {
            const rows = await count(table);
            if (rows !== (expected.get(table) ?? 0)) unexpected.push(`${table}: ${rowsText(rows)}`);
          }
          if (unexpected.length > 0) {
            throw new Error(
              `${target} already holds community data (${listed(unexpected)}), so nothing was copied. ` +
                "Copy into a new, empty database: create one (for example `createdb plaza` or " +
                "`create database plaza;` in psql) and pass its URL with --to. Plaza's migrations may " +
                "have run there, but no server should have been started on it.",
            );
          }
          // Deferrable foreign keys (if any) are checked at commit; the others by the insert order.
          await sql`set constraints all deferred`.execute(trx);
          // The migrations' own rows (roles, permissions, reaction types, config) make way for the source's.
          await sql`truncate table ${sql.join(order.map((p) => sql.table(p.table)))}`.execute(trx);

          const copied: Array<{ table: string; rows: number }> = [];
          const width = Math.max(...order.map((p) => p.table.length));
          for (const plan of order) {
            const rows = await copyTable(sqlite, plan, async (query) => {
              await trx.executeQuery(query);
            });
            const sourceRows = sqliteCount(sqlite, plan.table);
            const targetRows = await count(plan.table);
            if (rows !== sourceRows || targetRows !== sourceRows) {
              throw new Error(
                `${plan.table}: SQLite has ${sourceRows} rows but PostgreSQL ${targetRows}; nothing was copied.`,
              );
            }
            copied.push({ table: plan.table, rows });
            log(`  ${plan.table.padEnd(width)}  ${String(rows).padStart(9)} ${rows === 1 ? "row" : "rows"}`);
          }

          await syncIdentitySequences(trx);
          await keepRetiredIds(sqlite, trx, plans);
          return copied;
        });
        const totalRows = tables.reduce((sum, t) => sum + t.rows, 0);
        const dataDir = path.dirname(file);
        const uploadsDir = path.join(dataDir, "uploads");
        const uploadFiles = countFiles(uploadsDir);
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        log(
          `Copied ${totalRows} rows in ${tables.length} tables in ${seconds} s; ` +
            "every table's row count matches on both sides.",
        );
        log(
          fs.existsSync(uploadsDir)
            ? `Uploads are files, not rows: ${uploadsDir} (${uploadFiles} ${uploadFiles === 1 ? "file" : "files"}) stays where it is. Keep ` +
                `that folder and start every server with PLAZA_DATA_DIR=${dataDir} (one folder shared by all servers).`
            : `There is no ${uploadsDir} yet. Uploads are files, not rows: start every server with the same ` +
                `PLAZA_DATA_DIR (one folder shared by all servers), such as ${dataDir}.`,
        );
        return { tables, totalRows, source: file, target, dataDir, uploadsDir, uploadFiles };
      } finally {
        if (sqlite.inTransaction) sqlite.exec("commit");
      }
    } finally {
      await postgres.close();
    }
  } finally {
    await source.close();
  }
}

function parseArgs(argv: string[]): { from?: string; to?: string; help: boolean } {
  const result: { from?: string; to?: string; help: boolean } = { help: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    const [name, inline] = arg.includes("=")
      ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]
      : [arg];
    if (name === "--help" || name === "-h") result.help = true;
    else if (name === "--from" || name === "--to") {
      const value = inline ?? argv[(i += 1)];
      if (!value) throw new Error(`${name} needs a value.`);
      result[name === "--from" ? "from" : "to"] = value;
    } else throw new Error(`Unknown argument ${arg}.`);
  }
  return result;
}

const USAGE = `Copies a SQLite Plaza community into a new PostgreSQL database.

  npm run db:copy-to-postgres -- --from ./data/plaza.db --to postgres://user:pass@host/db

  --from  the SQLite file or its data folder (default: $PLAZA_DATA_DIR/plaza.db, else ./data/plaza.db)
  --to    the PostgreSQL database, which must hold no community yet (default: $DATABASE_URL)

Stop the server first. Uploads stay in the data folder's uploads/.`;

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const to = args.to ?? (process.env.DATABASE_URL || undefined);
  if (!to)
    throw new Error(`Name the PostgreSQL database with --to postgres://… (or DATABASE_URL).\n\n${USAGE}`);
  const from = args.from ?? path.join(process.env.PLAZA_DATA_DIR ?? "data", "plaza.db");
  await copySqliteToPostgres({ from, to });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
