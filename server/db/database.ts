import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  Kysely,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDialectConfig,
} from "kysely";
import { migrate } from "./migrate";
import { cachedStatements, STATEMENT_CACHE_SIZE } from "./statement-cache";
import { registerChangeStamp } from "./change-stamp";
import type { Dialect } from "./columns";
import { openPostgres } from "./postgres";
import { queryLog } from "./query-log";
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
  /** Hears the SQL of every statement run (tests count the writes of a request). */
  onQuery?: (sql: string) => void;
}

/**
 * Opens the database a location names and runs pending migrations: PostgreSQL when `databaseUrl`
 * is set, otherwise `plaza.db` in `dataDir` (see {@link openSqlite}).
 */
export async function openDatabase(location: string | DatabaseLocation): Promise<DatabaseHandle> {
  const where = typeof location === "string" ? { dataDir: location } : location;
  if (where.databaseUrl) {
    return openPostgres(where.databaseUrl, { poolSize: where.poolSize, onQuery: where.onQuery });
  }
  return openSqlite(where.dataDir, where.onQuery);
}

/**
 * Opens (creating when missing) `plaza.db` in `dataDir` in WAL mode and runs pending migrations.
 * `dataDir: ":memory:"` keeps everything in memory, for tests.
 */
export async function openSqlite(dataDir: string, onQuery?: (sql: string) => void): Promise<DatabaseHandle> {
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
  const db = new Kysely<Database>({
    dialect: new TurnTakingSqliteDialect({ database }, turnsFor(file)),
    log: queryLog(onQuery),
  });
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

/**
 * A queue of turns: `take` resolves when every earlier taker has given its turn back.
 */
class Turns {
  #last: Promise<void> = Promise.resolve();
  take(): Promise<() => void> {
    let give!: () => void;
    const mine = new Promise<void>((resolve) => (give = resolve));
    const before = this.#last;
    this.#last = before.then(() => mine);
    return before.then(() => give);
  }
}

/**
 * One queue per SQLite file for the connections of this process. SQLite's busy wait blocks the thread
 * it runs on: with two connections to one file in one process (two servers' apps in one test), a
 * write on one while the other held a transaction across an `await` waited out `busy_timeout` and
 * failed with "database is locked", since the transaction could not go on meanwhile. Taking turns,
 * each connection's query or whole transaction runs after the other's, as one connection's do;
 * other processes still meet the busy wait, which works across processes.
 */
const turnsByFile = new Map<string, Turns>();
function turnsFor(file: string): Turns | undefined {
  if (file === ":memory:") return undefined;
  const key = path.resolve(file);
  let turns = turnsByFile.get(key);
  if (!turns) {
    turns = new Turns();
    turnsByFile.set(key, turns);
  }
  return turns;
}

class TurnTakingSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #turns: Turns | undefined;
  constructor(config: SqliteDialectConfig, turns: Turns | undefined) {
    super(config);
    this.#config = config;
    this.#turns = turns;
  }
  override createDriver() {
    return this.#turns ? new TurnTakingSqliteDriver(this.#config, this.#turns) : super.createDriver();
  }
}

class TurnTakingSqliteDriver extends SqliteDriver {
  readonly #turns: Turns;
  #give: (() => void) | undefined;
  constructor(config: SqliteDialectConfig, turns: Turns) {
    super(config);
    this.#turns = turns;
  }
  override async acquireConnection(): Promise<DatabaseConnection> {
    const give = await this.#turns.take();
    try {
      const connection = await super.acquireConnection();
      this.#give = give;
      return connection;
    } catch (error) {
      give();
      throw error;
    }
  }
  override async releaseConnection(): Promise<void> {
    const give = this.#give;
    this.#give = undefined;
    try {
      await super.releaseConnection();
    } finally {
      give?.();
    }
  }
}
