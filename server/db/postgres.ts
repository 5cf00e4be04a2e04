import pg from "pg";
import { CompiledQuery, Kysely, PostgresDialect, sql, type Driver } from "kysely";
import type { Dialect } from "./columns";
import { migrate } from "./migrate";
import type { Database } from "./types";

/** Most connections one server's pool opens unless `PLAZA_DB_POOL_SIZE` says otherwise. */
export const DEFAULT_POOL_SIZE = 10;

// PostgreSQL type OIDs whose values are read into the representation the code uses on SQLite.
const INT8 = 20;
const NUMERIC = 1700;
const JSON_OID = 114;
const JSONB = 3802;
const TIMESTAMP = 1114;
const TIMESTAMPTZ = 1184;

const asDate = pg.types.getTypeParser(TIMESTAMPTZ) as (value: string) => Date;

/**
 * Values as the code expects them on both databases: counts and sums as numbers (PostgreSQL's
 * bigint would arrive as a string), timestamps as ISO-8601 UTC text, JSON as its text (the code
 * parses it where it reads it, as on SQLite).
 */
function readValue(oid: number): ((value: string) => unknown) | undefined {
  switch (oid) {
    case INT8:
    case NUMERIC:
      return Number;
    case TIMESTAMP:
    case TIMESTAMPTZ:
      return (value) => asDate(value).toISOString();
    case JSON_OID:
    case JSONB:
      return (value) => value;
    default:
      return undefined;
  }
}

const typeParsers = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    readValue(oid) ?? pg.types.getTypeParser(oid, format ?? "text")) as typeof pg.types.getTypeParser,
};

/** The URL with its password hidden, for logs. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "postgres://…";
  }
}

/** The advisory lock every transaction holds: one writing transaction at a time, as on SQLite. */
const WRITE_LOCK = 0x506c617a; // "Plaz"

/**
 * PostgreSQL with SQLite's write model: every transaction starts by taking one advisory lock, so
 * transactions run one after another (across all servers on the database) while single statements
 * and reads run in parallel. Writes that recount (comment counts, reaction scores) then see each
 * other's commits exactly as on SQLite; without it, READ COMMITTED lets two concurrent recounts
 * each miss the other's row. Forum writes are short, so one at a time is not the bottleneck.
 */
class OneWriterDialect extends PostgresDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    const begin = driver.beginTransaction.bind(driver);
    driver.beginTransaction = async (connection, settings) => {
      await begin(connection, settings);
      await connection.executeQuery(CompiledQuery.raw(`select pg_advisory_xact_lock(${WRITE_LOCK})`));
    };
    return driver;
  }
}

/** Reads `PLAZA_DB_POOL_SIZE` (a positive integer) or answers the default. */
export function readPoolSize(value: string | undefined): number {
  if (value === undefined || value === "") return DEFAULT_POOL_SIZE;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1) {
    throw new Error(`PLAZA_DB_POOL_SIZE must be a positive integer, not "${value}".`);
  }
  return size;
}

/**
 * Opens a PostgreSQL database by URL with a pool of `poolSize` connections (in UTC), runs pending
 * migrations (Kysely holds an advisory lock meanwhile, so servers starting together migrate once)
 * and moves identity sequences past rows inserted with explicit ids.
 */
export async function openPostgres(
  url: string,
  options: { poolSize?: number } = {},
): Promise<{ db: Kysely<Database>; dialect: Dialect; file: string; close(): Promise<void> }> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    types: typeParsers,
    options: "-c TimeZone=UTC",
  });
  // An idle connection that the server drops must not take the process down; the pool replaces it.
  pool.on("error", (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new OneWriterDialect({ pool }) });
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy();
    throw new Error(`Cannot connect to PostgreSQL at ${withoutPassword(url)}: ${String(error)}`);
  }
  await migrate(db, "postgres");
  await syncIdentitySequences(db);
  return { db, dialect: "postgres", file: withoutPassword(url), close: () => db.destroy() };
}

/**
 * Moves every identity column's sequence to the table's largest id, so rows inserted with explicit
 * ids (system data, a copied SQLite community) are not handed out again.
 */
export async function syncIdentitySequences(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and is_identity = 'YES'`.execute(db);
  for (const { table_name: table, column_name: column } of rows) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}),
      greatest(coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0), 1),
      (select max(${sql.ref(column)}) from ${sql.table(table)}) is not null)`.execute(db);
  }
}
