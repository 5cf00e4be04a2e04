// What the copy to PostgreSQL reads from the target's schema and how it orders and converts rows:
// columns and their types, foreign keys, tables in dependency order, self-referencing rows parents first.
import type SQLite from "better-sqlite3";
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE, sql, type Kysely } from "kysely";
import type { Database } from "../server/db/types";

/** Kysely's bookkeeping: each database keeps its own. */
export const SKIPPED_TABLES = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);
export const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface TargetColumn {
  name: string;
  dataType: string;
  generated: boolean;
  identity: boolean;
  identityAlways: boolean;
}

export interface ForeignKey {
  table: string;
  references: string;
  columns: string[];
  referencedColumns: string[];
  deferrable: boolean;
}

export interface TablePlan {
  table: string;
  columns: string[];
  convert: Array<(value: unknown) => unknown>;
  /** Foreign keys to the table itself: parents must be inserted before their children. */
  selfKeys: ForeignKey[];
  overriding: boolean;
}

export async function targetColumns(db: Kysely<Database>): Promise<Map<string, TargetColumn[]>> {
  const { rows } = await sql<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_generated: string;
    is_identity: string;
    identity_generation: string | null;
  }>`
    select c.table_name, c.column_name, c.data_type, c.is_generated, c.is_identity, c.identity_generation
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const tables = new Map<string, TargetColumn[]>();
  for (const row of rows) {
    if (SKIPPED_TABLES.has(row.table_name)) continue;
    const list = tables.get(row.table_name) ?? [];
    list.push({
      name: row.column_name,
      dataType: row.data_type,
      generated: row.is_generated === "ALWAYS",
      identity: row.is_identity === "YES",
      identityAlways: row.identity_generation === "ALWAYS",
    });
    tables.set(row.table_name, list);
  }
  return tables;
}

/** The target's foreign keys: the ones an insert must satisfy. */
export async function targetForeignKeys(db: Kysely<Database>): Promise<ForeignKey[]> {
  const { rows } = await sql<ForeignKey>`
    select src.relname as "table", dst.relname as "references", c.condeferrable as "deferrable",
      array(select a.attname from unnest(c.conkey) with ordinality k(n, i)
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i)::text[] as "columns",
      array(select a.attname from unnest(c.confkey) with ordinality k(n, i)
        join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i)::text[] as "referencedColumns"
    from pg_constraint c
    join pg_class src on src.oid = c.conrelid
    join pg_class dst on dst.oid = c.confrelid
    join pg_namespace ns on ns.oid = src.relnamespace
    where c.contype = 'f' and ns.nspname = current_schema()`.execute(db);
  return rows;
}

/** Tables ordered so every table comes after the tables its (non-deferrable) foreign keys name. */
export function dependencyOrder(tables: string[], keys: ForeignKey[]): string[] {
  const present = new Set(tables);
  const needs = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const key of keys) {
    if (key.deferrable || key.table === key.references) continue;
    if (present.has(key.table) && present.has(key.references)) needs.get(key.table)?.add(key.references);
  }
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table) && [...(needs.get(table) ?? [])].every((n) => placed.has(n)),
    );
    if (ready.length === 0) {
      const left = tables.filter((table) => !placed.has(table));
      throw new Error(`The foreign keys between these tables form a cycle: ${left.join(", ")}.`);
    }
    for (const table of ready) {
      placed.add(table);
      order.push(table);
    }
  }
  return order;
}

/** How a SQLite value is written into a PostgreSQL column of this type (see server/db/columns.ts). */
export function converterFor(dataType: string): (value: unknown) => unknown {
  switch (dataType) {
    case "json":
    case "jsonb":
      // JSON is text on SQLite: PostgreSQL parses it into jsonb.
      return (value) => (value === null || typeof value === "string" ? value : JSON.stringify(value));
    case "boolean":
      return (value) =>
        typeof value === "number" || typeof value === "bigint" ? Number(value) !== 0 : value;
    case "bytea":
      return (value) => (typeof value === "string" ? Buffer.from(value, "utf8") : value);
    default:
      // Timestamps are ISO-8601 UTC text on SQLite, which timestamptz reads as it is (the session is UTC).
      return (value) => (typeof value === "bigint" ? value.toString() : value);
  }
}

/** Checks that both databases have the same tables and columns, and plans each table's copy. */
export function planTables(
  sqlite: SQLite.Database,
  sourceTables: string[],
  columnsOf: Map<string, TargetColumn[]>,
  keys: ForeignKey[],
): TablePlan[] {
  const problems: string[] = [];
  const missing = sourceTables.filter((table) => !columnsOf.has(table));
  if (missing.length > 0) problems.push(`tables missing in PostgreSQL: ${missing.join(", ")}`);
  const extra = [...columnsOf.keys()].filter((table) => !sourceTables.includes(table));
  if (extra.length > 0) problems.push(`tables missing in SQLite: ${extra.join(", ")}`);
  const plans: TablePlan[] = [];
  for (const table of sourceTables) {
    const target = columnsOf.get(table);
    if (!target) continue;
    const sourceColumns = (sqlite.pragma(`table_info(${quote(table)})`) as Array<{ name: string }>).map(
      (c) => c.name,
    );
    const writable = target.filter((c) => !c.generated);
    const byName = new Map(writable.map((c) => [c.name, c]));
    const notInTarget = sourceColumns.filter((name) => !byName.has(name));
    const notInSource = writable.filter((c) => !sourceColumns.includes(c.name)).map((c) => c.name);
    if (notInTarget.length > 0)
      problems.push(`${table}: columns missing in PostgreSQL: ${notInTarget.join(", ")}`);
    if (notInSource.length > 0)
      problems.push(`${table}: columns missing in SQLite: ${notInSource.join(", ")}`);
    const columns = sourceColumns.filter((name) => byName.has(name));
    plans.push({
      table,
      columns,
      convert: columns.map((name) => converterFor(byName.get(name)?.dataType ?? "")),
      selfKeys: keys.filter((k) => k.table === table && k.references === table && !k.deferrable),
      overriding: writable.some((c) => c.identityAlways),
    });
  }
  if (problems.length > 0) {
    throw new Error(
      `The SQLite and PostgreSQL schemas differ, so nothing was copied (${problems.join("; ")}). ` +
        "Run the copy with the same Plaza version that last ran on the SQLite file.",
    );
  }
  return plans;
}

/** Rows of a table that refers to itself, parents before their children. */
export function parentsFirst(
  table: string,
  columns: string[],
  rows: unknown[][],
  keys: ForeignKey[],
): unknown[][] {
  const indexOf = (name: string) => columns.indexOf(name);
  const keyOf = (row: unknown[], names: string[]) => JSON.stringify(names.map((n) => row[indexOf(n)]));
  const waiting = new Map<number, number>();
  const children = new Map<number, number[]>();
  for (const key of keys) {
    const rowByKey = new Map(rows.map((row, i) => [keyOf(row, key.referencedColumns), i]));
    rows.forEach((row, i) => {
      const values = key.columns.map((n) => row[indexOf(n)]);
      if (values.some((v) => v === null)) return;
      const parent = rowByKey.get(JSON.stringify(values));
      if (parent === undefined || parent === i) return;
      waiting.set(i, (waiting.get(i) ?? 0) + 1);
      const siblings = children.get(parent);
      if (siblings) siblings.push(i);
      else children.set(parent, [i]);
    });
  }
  const order: number[] = rows.map((_, i) => i).filter((i) => !waiting.has(i));
  for (let next = 0; next < order.length; next += 1) {
    for (const child of children.get(order[next] as number) ?? []) {
      const left = (waiting.get(child) ?? 0) - 1;
      waiting.set(child, left);
      if (left === 0) order.push(child);
    }
  }
  if (order.length < rows.length) {
    throw new Error(`Rows of ${table} refer to each other in a cycle; they cannot be inserted one by one.`);
  }
  return order.map((i) => rows[i] as unknown[]);
}
