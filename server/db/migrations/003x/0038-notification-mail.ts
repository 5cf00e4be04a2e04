import type { Kysely, Migration } from "kysely";
import { columns, type Dialect } from "../../columns";

/**
 * The queue of notification mail (server/services/notifications/notification-mail.ts): one row per
 * notification a member asked to be mailed about. A request only adds rows; a loop in every server
 * process claims due rows with a lease (`claimedUntil`, `claimToken`), so each is mailed once however
 * many servers share the database, and a failed send is tried again later (`runAfter`, `attempts`).
 */
export function notificationMailMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await c
        .id(db.schema.createTable("notification_mail_jobs"), "jobID")
        .addColumn("userID", "integer", (col) => col.notNull().references("users.userID").onDelete("cascade"))
        .addColumn("notificationID", "integer", (col) => col.notNull())
        .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("runAfter", c.timestamp, (col) => col.notNull())
        .addColumn("claimedUntil", c.timestamp)
        .addColumn("claimToken", "varchar(64)")
        .addColumn("lastError", "varchar(500)")
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .execute();
      // The loop's look for due rows.
      await db.schema
        .createIndex("notification_mail_jobs_due")
        .on("notification_mail_jobs")
        .columns(["runAfter", "jobID"])
        .execute();
    },
  };
}
