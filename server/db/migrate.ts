import { Migrator, type Kysely } from "kysely";
import type { Dialect } from "./columns";
import { migrationProvider } from "./migrations";
import type { Database } from "./types";

/**
 * Runs the pending migrations and answers the names of those it applied (the backfills of
 * `server/services/jobs/backfills.ts` follow them); on failure closes the database and throws which
 * one failed.
 */
export async function migrate(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    await db.destroy();
    throw new Error(`Database migration ${failed} failed: ${String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
