import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../columns";

/** Abuse limits shared by every server process (filled in by the abuse-limits work). */
export function abuseLimitsMigration(_dialect: Dialect): Migration {
  return {
    async up(_db: Kysely<unknown>) {},
  };
}
