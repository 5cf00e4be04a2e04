import type SQLite from "better-sqlite3";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/** How many distinct SQL texts keep their compiled statement. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The database as Kysely's SQLite dialect sees it, with compiled statements kept by SQL text: Kysely
 * prepares every query afresh, and compiling the same few dozen queries on each request was a tenth
 * of a busy server's time (bench/api). Least recently used texts leave first. better-sqlite3 runs one
 * statement at a time, so sharing one for `all` and `run` is safe; `iterate` holds its statement open
 * while the caller reads, so it gets a fresh one. `onWrite` hears of every statement that may write
 * (not `readonly`; an insert with `returning` is a reader that writes), for the database's change stamp.
 */
export function cachedStatements(
  sqlite: SQLite.Database,
  size = STATEMENT_CACHE_SIZE,
  onWrite: () => void = () => {},
): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare(source: string): SqliteStatement {
      const hit = cache.get(source);
      if (hit) {
        cache.delete(source);
        cache.set(source, hit); // now the most recently used
        return hit;
      }
      const statement = sqlite.prepare(source);
      const shared: SqliteStatement = {
        reader: statement.reader,
        all: statement.readonly
          ? (parameters) => statement.all(...parameters)
          : (parameters) => {
              try {
                return statement.all(...parameters);
              } finally {
                onWrite();
              }
            },
        run: (parameters) => {
          try {
            return statement.run(...parameters);
          } finally {
            onWrite();
          }
        },
        iterate: (parameters) => sqlite.prepare(source).iterate(...parameters),
      };
      cache.set(source, shared);
      if (cache.size > size) cache.delete(cache.keys().next().value!);
      return shared;
    },
  };
}
