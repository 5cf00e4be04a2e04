import { sql, type Kysely, type Migration } from "kysely";
import { columns, type Dialect } from "../../columns";

/**
 * Long-running bulk jobs: the secrets every server process signs and checks tokens with
 * (`system_secrets`, made on first use) and the unfinished jobs a signed `callbackPayload` continues
 * (`long_runner_jobs`: the IDs still to do and how many of them were claimed, so no ID runs twice).
 */
export function longRunnerMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("system_secrets")
        .addColumn("name", "varchar(40)", (col) => col.primaryKey())
        .addColumn("secret", "varchar(200)", (col) => col.notNull())
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .execute();

      await db.schema
        .createTable("long_runner_jobs")
        .addColumn("jobID", "varchar(64)", (col) => col.primaryKey())
        .addColumn("userID", "integer", (col) => col.notNull())
        .addColumn("action", "varchar(40)", (col) => col.notNull())
        // The action's parameters and the IDs still to do, as JSON text (read back only by the job).
        .addColumn("params", sql`text`, (col) => col.notNull())
        .addColumn("recordIDs", sql`text`, (col) => col.notNull())
        .addColumn("cursor", "integer", (col) => col.notNull())
        .addColumn("countTotalIDs", "integer", (col) => col.notNull())
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .addColumn("dateExpires", c.timestamp, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("long_runner_jobs_expires")
        .on("long_runner_jobs")
        .column("dateExpires")
        .execute();
    },
  };
}
