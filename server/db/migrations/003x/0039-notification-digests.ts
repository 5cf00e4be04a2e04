import type { Kysely, Migration } from "kysely";
import { columns, type Dialect } from "../../columns";

/**
 * Notification digests (server/services/notifications/notification-digests.ts): how often each member
 * wants their notification mail (`notification_mail_settings`, no row: one mail per notification),
 * and the digests collecting for the members who chose daily or weekly mail: one waiting digest per
 * member at a time (`notification_digests`, due at `runAfter`, claimed with a lease like the mail queue) and the
 * notifications it holds (`notification_digest_items`).
 */
export function notificationDigestsMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("notification_mail_settings")
        .addColumn("userID", "integer", (col) =>
          col.primaryKey().references("users.userID").onDelete("cascade"),
        )
        .addColumn("frequency", "varchar(10)", (col) => col.notNull())
        .addColumn("dateUpdated", c.timestamp, (col) => col.notNull())
        .execute();
      await c
        .id(db.schema.createTable("notification_digests"), "digestID")
        .addColumn("userID", "integer", (col) => col.notNull().references("users.userID").onDelete("cascade"))
        .addColumn("frequency", "varchar(10)", (col) => col.notNull())
        .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("runAfter", c.timestamp, (col) => col.notNull())
        .addColumn("claimedUntil", c.timestamp)
        .addColumn("claimToken", "varchar(64)")
        .addColumn("lastError", "varchar(500)")
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("notification_digests_due")
        .on("notification_digests")
        .columns(["runAfter", "digestID"])
        .execute();
      // A member's waiting digest, found when a notification joins it.
      await db.schema
        .createIndex("notification_digests_user")
        .on("notification_digests")
        .columns(["userID", "digestID"])
        .execute();
      await db.schema
        .createTable("notification_digest_items")
        .addColumn("digestID", "integer", (col) =>
          col.notNull().references("notification_digests.digestID").onDelete("cascade"),
        )
        .addColumn("notificationID", "integer", (col) => col.notNull())
        .addPrimaryKeyConstraint("notification_digest_items_pk", ["digestID", "notificationID"])
        .execute();
    },
  };
}
