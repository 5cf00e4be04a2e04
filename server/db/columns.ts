import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type CreateTableBuilder } from "kysely";

/** The SQL dialects the migrations are written for. */
export type Dialect = "sqlite" | "postgres";

/**
 * Portable column helpers (so the same migrations run on SQLite and PostgreSQL): integer ids,
 * timestamps as ISO-8601 UTC text on SQLite and timestamptz on PostgreSQL, booleans as 0/1
 * integers on both (one representation in code), JSON as text on SQLite and jsonb on PostgreSQL.
 */
export function columns(dialect: Dialect) {
  return {
    /** An auto-numbered integer primary key. */
    id<T extends string>(table: CreateTableBuilder<T, never>, name: string) {
      return dialect === "postgres"
        ? table.addColumn(name, "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn(name, "integer", (c) => c.primaryKey().autoIncrement());
    },
    timestamp: dialect === "postgres" ? sql`timestamptz` : sql`text`,
    json: dialect === "postgres" ? sql`jsonb` : sql`text`,
    bool: (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0),
  };
}

/** The dialect a handle (or a transaction) speaks, read from its adapter. */
export function dialectOf(db: { getExecutor(): { adapter: unknown } }): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/** Now as an ISO-8601 UTC string, the form every timestamp is stored in. */
export function nowISO(): string {
  return new Date().toISOString();
}

/** A stored timestamp (text on SQLite, Date on PostgreSQL) as ISO-8601. */
export function toISO(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : value;
}

/** A JSON column: text on SQLite, already parsed on PostgreSQL (jsonb). */
export function readJsonColumn(value: unknown): unknown {
  return typeof value === "string" ? JSON.parse(value) : value;
}
