import { sql, type RawBuilder } from "kysely";
import type { Dialect } from "./columns";

/**
 * The UTC day of a timestamp column, to count rows per day: the first ten characters of the ISO text
 * SQLite stores (`YYYY-MM-DD`), the timestamptz's date in UTC on PostgreSQL. The day indexes of
 * migration 0046 are built on this very expression, so a range or a GROUP BY on it reads an index in
 * day order; compare it with `YYYY-MM-DD` text, and select it through {@link utcDayText}.
 */
export function utcDay(dialect: Dialect, column: string): RawBuilder<string> {
  return dialect === "postgres"
    ? sql<string>`((${sql.ref(column)} at time zone 'UTC')::date)`
    : sql<string>`substr(${sql.ref(column)}, 1, 10)`;
}

/** A {@link utcDay} as `YYYY-MM-DD` text (on PostgreSQL a date would reach the driver as a local Date). */
export function utcDayText(dialect: Dialect, day: RawBuilder<string>): RawBuilder<string> {
  return dialect === "postgres" ? sql<string>`to_char(${day}, 'YYYY-MM-DD')` : day;
}
