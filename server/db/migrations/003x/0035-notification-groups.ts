import type { Kysely, Migration } from "kysely";

/**
 * Grouped notifications (server/services/notifications/notifications.ts): new activity on a conversation or a
 * discussion updates its member's unread notification of that group (`groupKey`), counting the
 * notices in `count`, instead of adding a row per message or comment.
 */
export const notificationGroupsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("notifications").addColumn("groupKey", "varchar(100)").execute();
    await db.schema
      .alterTable("notifications")
      .addColumn("count", "integer", (col) => col.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createIndex("notifications_group")
      .on("notifications")
      .columns(["userID", "groupKey", "read"])
      .execute();
  },
};
