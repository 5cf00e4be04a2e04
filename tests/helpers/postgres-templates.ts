import { openPostgres } from "../../server/db/postgres";
import { seedDemoCommunity } from "../../server/db/seed/demo";
import { databaseUrl, onCluster, TEST_DATABASE_URL, templateName } from "./test-database";

/**
 * Vitest global setup: on a PostgreSQL run, makes the two templates test databases are copied from
 * (migrated; migrated and seeded with the demo community). Nothing to do on SQLite.
 */
export async function setup(): Promise<void> {
  if (!TEST_DATABASE_URL) return;
  for (const seed of ["none", "demo"] as const) {
    const name = templateName(seed);
    await onCluster(`drop database if exists ${name} with (force)`);
    await onCluster(`create database ${name}`);
    const handle = await openPostgres(databaseUrl(name), { poolSize: 2 });
    if (seed === "demo") await seedDemoCommunity(handle.db);
    await handle.close();
  }
}
