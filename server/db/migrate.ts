import { Migrator, type Kysely } from "kysely";
import type { Dialect } from "./columns";
import { migrationProvider } from "./migrations";
import type { Database } from "./types";

/** Runs the pending migrations; on failure closes the database and throws which one failed. */
export async function migrate(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    await db.destroy();
    throw new Error(`Database migration ${failed} failed: ${String(error)}`);
  }
}
