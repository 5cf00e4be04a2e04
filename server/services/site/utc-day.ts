import { sql, type RawBuilder } from "kysely";
import { dialectOf } from "../search/search-table";

/**
 * The UTC day of a timestamp column as `YYYY-MM-DD`, to group rows by day: the first ten characters
 * of the ISO text SQLite stores, `to_char` of the timestamptz in UTC on PostgreSQL. The format is
 * part of the statement's text (no parameter), so the same expression may appear in the select list
 * and the GROUP BY.
 */
export function utcDayOf(db: { getExecutor(): { adapter: unknown } }, column: string): RawBuilder<string> {
  return dialectOf(db) === "postgres"
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(${sql.ref(column)}, 1, 10)`;
}
