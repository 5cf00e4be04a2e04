import type { Migration, MigrationProvider } from "kysely";
import type { Dialect } from "../columns";
import { initialMigration } from "./0001-initial";
import { systemDataMigration } from "./0002-system-data";

/**
 * The migrations, listed statically so they survive bundling (no folder scan). Names sort in the
 * order they run.
 */
export function migrationProvider(dialect: Dialect): MigrationProvider {
  const migrations: Record<string, Migration> = {
    "0001-initial": initialMigration(dialect),
    "0002-system-data": systemDataMigration,
  };
  return { getMigrations: async () => migrations };
}
