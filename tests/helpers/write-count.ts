import type { FastifyInstance } from "fastify";
import type { BuildAppOptions } from "../../server/app";
import { buildTestApp } from "./server";

/** Whether a statement may write: INSERT, UPDATE, DELETE, REPLACE, or a WITH that does one. */
export function isWriteStatement(sql: string): boolean {
  if (/^\s*(insert|update|delete|replace)\b/i.test(sql)) return true;
  return /^\s*with\b/i.test(sql) && /\b(insert\s+into|update\s+\S+\s+set|delete\s+from)\b/i.test(sql);
}

/** An app whose write statements are recorded, with {@link WriteCountingApp.writesDuring}. */
export interface WriteCountingApp {
  app: FastifyInstance;
  /** Runs `work` and answers the write statements run meanwhile (their SQL), and its result. */
  writesDuring<T>(work: () => Promise<T>): Promise<{ writes: string[]; result: T }>;
}

/**
 * A test app (tests/helpers/server.ts) that records the SQL of every write statement, on SQLite and
 * PostgreSQL alike (Kysely's query log). Nothing in it writes on a timer while a test measures:
 * no view flush timer (the test calls `app.views.flush()`), no draft scheduler, no mail loop.
 */
export async function buildWriteCountingApp(
  options: Partial<BuildAppOptions> = {},
): Promise<WriteCountingApp> {
  let writes: string[] | null = null;
  const app = await buildTestApp({
    draftScheduler: false,
    notificationMail: false,
    ...options,
    viewFlush: { schedule: false },
    onQuery: (sql) => {
      if (writes && isWriteStatement(sql)) writes.push(sql);
    },
  });
  return {
    app,
    async writesDuring(work) {
      writes = [];
      try {
        const result = await work();
        return { writes, result };
      } finally {
        writes = null;
      }
    },
  };
}
