import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { migrate } from "./migrate";
import { cachedStatements, STATEMENT_CACHE_SIZE } from "./statement-cache";
import { registerChangeStamp } from "./change-stamp";
import type { Dialect } from "./columns";
import { openPostgres } from "./postgres";
import type { Database } from "./types";

/** An open database with the dialect it speaks. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The SQLite file, or the PostgreSQL URL without its password. */
  file: string;
  /** The migrations this opening applied (none when the database was up to date). */
  migrated: readonly string[];
  close(): Promise<void>;
}

/** Where the data lives: a SQLite folder (the default) or a PostgreSQL URL. */
export interface DatabaseLocation {
  /** Folder of `plaza.db`, or ":memory:"; ignored when `databaseUrl` is set. */
  dataDir: string;
  /** `postgres://…`: PostgreSQL instead of SQLite. */
  databaseUrl?: string;
  /** Most connections the PostgreSQL pool opens (default 10). */
  poolSize?: number;
}

/**
 * Opens the database a location names and runs pending migrations: PostgreSQL when `databaseUrl`
 * is set, otherwise `plaza.db` in `dataDir` (see {@link openSqlite}).
 */
export async function openDatabase(location: string | DatabaseLocation): Promise<DatabaseHandle> {
  const where = typeof location === "string" ? { dataDir: location } : location;
  if (where.databaseUrl) return openPostgres(where.databaseUrl, { poolSize: where.poolSize });
  return openSqlite(where.dataDir);
}

/**
 * Opens (creating when missing) `plaza.db` in `dataDir` in WAL mode and runs pending migrations.
 * `dataDir: ":memory:"` keeps everything in memory, for tests.
 */
export async function openSqlite(dataDir: string): Promise<DatabaseHandle> {
  const file = dataDir === ":memory:" ? ":memory:" : path.join(dataDir, "plaza.db");
  if (file !== ":memory:") fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  // The change stamp: SQLite's data_version moves on other connections' commits, the counter on ours.
  let ownWrites = 0;
  const dataVersion = sqlite.prepare("PRAGMA data_version").pluck();
  const database = cachedStatements(sqlite, STATEMENT_CACHE_SIZE, () => {
    ownWrites += 1;
  });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  registerChangeStamp(db, () => `${String(dataVersion.get())}.${ownWrites}`);
  const migrated = await migrate(db, "sqlite");
  return { db, dialect: "sqlite", file, migrated, close: () => db.destroy() };
}

/**
 * Fails at once, with a message saying what to do, when better-sqlite3's native build is missing
 * (npm may skip unapproved install scripts).
 */
export function assertSqliteWorks(): void {
  try {
    new SQLite(":memory:").close();
  } catch (error) {
    throw new Error(
      `better-sqlite3 cannot open a database (${String(error)}). Its native build is missing: ` +
        "run `npm rebuild better-sqlite3` (needs python3, make and g++), then try again.",
    );
  }
}
