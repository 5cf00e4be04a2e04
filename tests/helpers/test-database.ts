import { createHash } from "node:crypto";
import pg from "pg";

/**
 * The suite runs on SQLite by default and on PostgreSQL when `PLAZA_TEST_DATABASE_URL` names a
 * cluster (a URL to its `postgres` database, from which test databases are created and dropped).
 * Each app gets a database of its own, copied from a template that is migrated (and seeded with the
 * demo community) once per run, so tests stay independent and fast on both.
 */
export const TEST_DATABASE_URL = process.env.PLAZA_TEST_DATABASE_URL || undefined;

/** The template each seed mode copies. */
export function templateName(seed: "demo" | "none"): string {
  return `plaza_template_${seed}`;
}

/** The URL of database `name` on the test cluster. */
export function databaseUrl(name: string): string {
  if (!TEST_DATABASE_URL) throw new Error("PLAZA_TEST_DATABASE_URL is not set.");
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the cluster's maintenance database. */
export async function onCluster(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let created = 0;

/** A PostgreSQL database for one test app: a copy of the template, dropped by `drop()`. */
export async function createTestDatabase(
  seed: "demo" | "none",
  dataDir?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  // An app reopened on the same data folder (a restart test) finds the same database again.
  const kept = dataDir && dataDir !== ":memory:";
  const name = kept
    ? `plaza_dir_${createHash("sha1").update(dataDir).digest("hex").slice(0, 16)}`
    : `plaza_test_${process.pid}_${(created += 1)}_${Date.now().toString(36)}`;
  try {
    await onCluster(`create database ${name} template ${templateName(seed)}`);
  } catch (error) {
    if (!kept || !/already exists/.test(String(error))) throw error;
  }
  return {
    url: databaseUrl(name),
    drop: async () => {
      if (!kept) await onCluster(`drop database if exists ${name} with (force)`);
    },
  };
}
