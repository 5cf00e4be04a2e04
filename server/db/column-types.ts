import type { ColumnType } from "kysely";

/** A timestamp column: ISO text on SQLite, Date on PostgreSQL; written as ISO text. */
export type Timestamp = ColumnType<string | Date, string, string>;
export type NullableTimestamp = ColumnType<string | Date | null, string | null | undefined, string | null>;
/** 0/1 boolean column. */
export type Bool = ColumnType<number, number | undefined, number>;
export type Count = ColumnType<number, number | undefined, number>;
