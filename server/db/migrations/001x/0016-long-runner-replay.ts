import { sql, type Kysely, type Migration } from "kysely";

/**
 * Long-running jobs answer a retried call with the answer it already gave. Browsers resend a request
 * whose answer was a 408 on a reused connection (they read it as the server closing an idle one), so
 * every step of a job may arrive twice: `requestKey` (the client's Idempotency-Key) finds the job a
 * retried first call started, and `lastCursor` + `lastAnswer` replay the last step for a retried
 * `POST /calls/run`.
 */
export const longRunnerReplayMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("long_runner_jobs").addColumn("requestKey", "varchar(100)").execute();
    await db.schema.alterTable("long_runner_jobs").addColumn("lastCursor", "integer").execute();
    await db.schema
      .alterTable("long_runner_jobs")
      .addColumn("lastAnswer", sql`text`)
      .execute();
    await db.schema
      .createIndex("long_runner_jobs_request")
      .on("long_runner_jobs")
      .columns(["userID", "requestKey"])
      .unique()
      .execute();
  },
};
