import type { LogConfig } from "kysely";

/** Kysely's `log` calling `onQuery` with each statement's SQL; none without it (no cost). */
export function queryLog(onQuery?: (sql: string) => void): LogConfig | undefined {
  if (!onQuery) return undefined;
  return (event) => {
    if (event.level === "query") onQuery(event.query.sql);
  };
}
