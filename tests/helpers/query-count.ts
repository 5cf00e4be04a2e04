import type { Kysely } from "kysely";

/** A database handle that counts the queries run through it (an N+1 check's measure). */
export interface CountingDb<DB> {
  db: Kysely<DB>;
  /** Queries run through `db` since it was made or last reset. */
  count(): number;
  reset(): void;
}

/** Test helper: `db` with a plugin that counts every query sent through the returned handle. */
export function countingQueries<DB>(db: Kysely<DB>): CountingDb<DB> {
  let queries = 0;
  const counted = db.withPlugin({
    transformQuery: (args) => {
      queries += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  return {
    db: counted,
    count: () => queries,
    reset: () => {
      queries = 0;
    },
  };
}
