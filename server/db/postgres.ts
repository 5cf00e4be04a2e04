import pg from "pg";
import { CompiledQuery, Kysely, PostgresDialect, sql, type Driver } from "kysely";
import type { Dialect } from "./columns";
import { registerChangeStamp } from "./change-stamp";
import { LIVE_CHANNEL, signalLive } from "./live-signal";
import { migrate } from "./migrate";
import { queryLog } from "./query-log";
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
  /** Hears of every statement that may have written (not a select) and of every commit. */
  onWrite: () => void = () => {};

  override createDriver(): Driver {
    const driver = super.createDriver();
    const begin = driver.beginTransaction.bind(driver);
    const commit = driver.commitTransaction.bind(driver);
    const acquire = driver.acquireConnection.bind(driver);
    driver.beginTransaction = async (connection, settings) => {
      await begin(connection, settings);
      await connection.executeQuery(CompiledQuery.raw(`select pg_advisory_xact_lock(${WRITE_LOCK})`));
    };
    driver.commitTransaction = async (connection) => {
      await commit(connection);
      this.onWrite();
    };
    driver.acquireConnection = async () => {
      const connection = await acquire();
      if (!ownWrites.has(connection)) {
        const execute = connection.executeQuery.bind(connection);
        connection.executeQuery = async <R>(query: CompiledQuery) => {
          const result = await execute<R>(query);
          if (query.query.kind !== "SelectQueryNode") this.onWrite();
          return result;
        };
        ownWrites.add(connection);
      }
      return connection;
    };
    return driver;
  }
}

/** Connections whose statements already report writes. */
const ownWrites = new WeakSet<object>();

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
  options: { poolSize?: number; onQuery?: (sql: string) => void } = {},
): Promise<{
  db: Kysely<Database>;
  dialect: Dialect;
  file: string;
  migrated: readonly string[];
  close(): Promise<void>;
}> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    types: typeParsers,
    options: "-c TimeZone=UTC",
  });
  // An idle connection that the server drops must not take the process down; the pool replaces it.
  pool.on("error", (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  // This server's own commits count when they return: their announcements are not counted again.
  // Every connection of the pool is known from its first, before migrations write through it.
  const changes = new ChangeListener(url, signalLive);
  pool.on("connect", (client) => changes.addOwnBackend(client));
  pool.on("remove", (client) => changes.removeOwnBackend(client));
  const dialect = new OneWriterDialect({ pool });
  const db = new Kysely<Database>({ dialect, log: queryLog(options.onQuery) });
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy();
    throw new Error(`Cannot connect to PostgreSQL at ${withoutPassword(url)}: ${String(error)}`);
  }
  const migrated = await migrate(db, "postgres");
  await syncIdentitySequences(db);
  await installChangeTriggers(db);
  dialect.onWrite = () => changes.noteOwnWrite();
  try {
    await changes.start();
  } catch (error) {
    console.warn(`Not listening for changes (nothing is cached until it can): ${String(error)}`);
  }
  registerChangeStamp(db, () => changes.stamp());
  return {
    db,
    dialect: "postgres",
    file: withoutPassword(url),
    migrated,
    close: async () => {
      await changes.close();
      await db.destroy();
    },
  };
}

/**
 * Moves every identity column's sequence past the table's largest id, so rows inserted with explicit
 * ids (system data, a copied SQLite community) are not handed out again. Only ever forward: a server
 * starting while others insert cannot hand out an id twice.
 */
export async function syncIdentitySequences(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and is_identity = 'YES'`.execute(db);
  for (const { table_name: table, column_name: column } of rows) {
    await sql`select setval(s.seq, greatest(coalesce(m.top, 0), coalesce(p.last_value, 0), 1),
        m.top is not null or p.last_value is not null)
      from (select pg_get_serial_sequence(${table}, ${column}) as seq) s
      cross join (select max(${sql.ref(column)}) as top from ${sql.table(table)}) m
      left join pg_sequences p on format('%I.%I', p.schemaname, p.sequencename) = s.seq`.execute(db);
  }
}

/** The channel every committed change is announced on. */
const CHANGES_CHANNEL = "plaza_changes";

/**
 * The change stamp on PostgreSQL (server/db/change-stamp.ts): a statement trigger on every table
 * announces each committed change with NOTIFY, and every server LISTENs on one connection of its
 * own, counting what it hears; its own writes count at once, when they return. So a cache entry
 * kept by one server is dropped when another server commits a change, as soon as the notification
 * arrives (PostgreSQL delivers it at commit; milliseconds on one network), and at once for its own
 * (whose announcements, sent by one of its own pool's connections, are then not counted again: a
 * write of its own makes its entries a miss once, not twice, the second time at a moment nobody knows).
 * While the listening connection is down the stamp is undefined, so nothing is cached; it is
 * opened again every few seconds.
 */
class ChangeListener {
  private heard = 0;
  private own = 0;
  /** The backend process IDs of this server's pool: announcements they send are its own writes. */
  private readonly ownBackends = new Set<number>();
  private client: pg.Client | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    /** Hears that live events were published (server/db/live-signal.ts), or may have been missed. */
    private readonly onLive: () => void,
  ) {}

  /** The stamp now, or undefined while changes cannot be heard. */
  stamp(): string | undefined {
    return this.client ? `${this.heard}.${this.own}` : undefined;
  }

  /** Notes a connection of this server's pool (its backend's announcements are its own writes). */
  addOwnBackend(client: pg.Client): void {
    const id = backendOf(client);
    if (id !== undefined) this.ownBackends.add(id);
  }

  removeOwnBackend(client: pg.Client): void {
    const id = backendOf(client);
    if (id !== undefined) this.ownBackends.delete(id);
  }

  /** Counts a change this server made (called when a writing statement returns or a commit ends). */
  noteOwnWrite(): void {
    this.own += 1;
  }

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    const lost = () => {
      if (this.client === client) this.client = undefined;
      client.removeAllListeners();
      void client.end().catch(() => {});
      if (!this.closed && !this.retry) {
        this.retry = setTimeout(() => {
          this.retry = undefined;
          void this.start().catch(lost);
        }, 5000);
        this.retry.unref();
      }
    };
    client.on("error", lost);
    client.on("end", lost);
    client.on("notification", (message) => {
      if (message.channel === LIVE_CHANNEL) this.onLive();
      else if (!this.ownBackends.has(message.processId)) this.heard += 1;
    });
    await client.connect();
    await client.query(`listen ${CHANGES_CHANNEL}`);
    await client.query(`listen ${LIVE_CHANNEL}`);
    if (this.closed) return void (await client.end());
    // Anything may have changed, and been published, while nobody listened.
    this.heard += 1;
    this.client = client;
    this.onLive();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners();
      await client.end().catch(() => {});
    }
  }
}

/** A connected client's backend process ID (`pg` keeps it from the server's key data). */
function backendOf(client: pg.Client): number | undefined {
  const id = (client as pg.Client & { processID?: number | null }).processID;
  return typeof id === "number" ? id : undefined;
}

/**
 * Adds the change announcement to every table of the schema (again after each start: new tables).
 * In one transaction, so under the write lock: servers starting together would otherwise replace
 * the same function at once, which PostgreSQL refuses ("tuple concurrently updated").
 */
async function installChangeTriggers(database: Kysely<Database>): Promise<void> {
  await database.transaction().execute((db) => installChangeTriggersIn(db));
}

async function installChangeTriggersIn(db: Kysely<Database>): Promise<void> {
  await sql`create or replace function plaza_announce_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(CHANGES_CHANNEL)}, '');
      return null;
    end $$`.execute(db);
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name not like 'kysely_%'`.execute(db);
  for (const { table_name: table } of rows) {
    await sql`create or replace trigger plaza_announce_change
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function plaza_announce_change()`.execute(db);
  }
}
