// The row-moving half of `npm run db:copy-to-postgres`: one table's rows in batched inserts, and the
// identity sequences kept past every id SQLite ever handed out.
import type SQLite from "better-sqlite3";
import { CompiledQuery, sql, type Kysely } from "kysely";
import type { Database } from "../server/db/types";
import { parentsFirst, quote, type TablePlan } from "./copy-to-postgres-plan";

/** PostgreSQL takes at most 65,535 parameters per statement. */
const MAX_PARAMETERS = 65_000;
const MAX_ROWS_PER_INSERT = 5_000;
/** An insert is sent once its text values reach this many characters (long bodies). */
const MAX_CHARS_PER_INSERT = 16 * 1024 * 1024;

/** Reads a table from SQLite and inserts it in batches; answers how many rows it copied. */
export async function copyTable(
  sqlite: SQLite.Database,
  plan: TablePlan,
  run: (query: CompiledQuery) => Promise<void>,
): Promise<number> {
  const { table, columns, convert } = plan;
  if (columns.length === 0) return 0;
  const select = sqlite.prepare(`select ${columns.map(quote).join(", ")} from ${quote(table)}`).raw(true);
  const head =
    `insert into ${quote(table)} (${columns.map(quote).join(", ")})` +
    (plan.overriding ? " overriding system value" : "") +
    " values ";
  const rowsPerInsert = Math.max(
    1,
    Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / columns.length)),
  );

  let batch: unknown[][] = [];
  let chars = 0;
  let copied = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const params: unknown[] = [];
    const tuples = batch.map((row) => {
      const slots = row.map((value, i) => {
        params.push((convert[i] as (value: unknown) => unknown)(value));
        return `$${params.length}`;
      });
      return `(${slots.join(", ")})`;
    });
    try {
      await run(CompiledQuery.raw(head + tuples.join(", "), params));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`Copying ${table} failed after ${copied} rows: ${message}`);
    }
    copied += batch.length;
    batch = [];
    chars = 0;
  };
  const add = async (row: unknown[]) => {
    batch.push(row);
    for (const value of row) if (typeof value === "string") chars += value.length;
    if (batch.length >= rowsPerInsert || chars >= MAX_CHARS_PER_INSERT) await flush();
  };

  if (plan.selfKeys.length > 0) {
    const rows = parentsFirst(table, columns, select.all() as unknown[][], plan.selfKeys);
    for (const row of rows) await add(row);
  } else {
    for (const row of select.iterate() as IterableIterator<unknown[]>) await add(row);
  }
  await flush();
  return copied;
}

/**
 * SQLite's AUTOINCREMENT never hands out an id again, even one whose row was deleted: the
 * sequences start past the largest id SQLite ever gave, not only past the largest left.
 */
export async function keepRetiredIds(
  sqlite: SQLite.Database,
  db: Kysely<Database>,
  plans: TablePlan[],
): Promise<void> {
  const hasSequences = sqlite
    .prepare("select 1 from sqlite_master where type = 'table' and name = 'sqlite_sequence'")
    .get();
  if (!hasSequences) return;
  const seqOf = new Map(
    (
      sqlite.prepare("select name, seq from sqlite_sequence").all() as Array<{ name: string; seq: number }>
    ).map((r) => [r.name, r.seq]),
  );
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and is_identity = 'YES'`.execute(db);
  const copied = new Set(plans.map((p) => p.table));
  for (const { table_name: table, column_name: column } of rows) {
    const seq = seqOf.get(table);
    if (!copied.has(table) || !seq || seq <= 0) continue;
    await sql`select setval(pg_get_serial_sequence(${quote(table)}, ${column}), ${seq}, true)
      where ${seq} > coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0)`.execute(db);
  }
}
