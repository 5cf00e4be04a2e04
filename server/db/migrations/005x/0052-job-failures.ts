import type { Kysely, Migration } from "kysely";

/**
 * How many of a long-running job's records have failed so far, over all its steps: the live stream
 * tells the member's other tabs the job's progress (server/services/jobs/long-runner.ts), and each
 * step only knows its own failures.
 */
export const jobFailuresMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("long_runner_jobs")
      .addColumn("countFailed", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
  },
};
