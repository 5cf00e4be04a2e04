import type { Kysely, Migration } from "kysely";
import { columns, type Dialect } from "../../columns";

/**
 * Each member's notification preferences (`GET/PATCH /notification-preferences/{id}`,
 * server/services/notifications/notification-preferences.ts): one row per member and kind of notification that
 * the member has saved, with a popup and an email switch. A kind without a row has the defaults.
 */
export function notificationPreferencesMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("notification_preferences")
        .addColumn("userID", "integer", (col) => col.notNull().references("users.userID").onDelete("cascade"))
        .addColumn("kind", "varchar(40)", (col) => col.notNull())
        .addColumn("popup", "integer", (col) => col.notNull())
        .addColumn("email", "integer", (col) => col.notNull())
        .addColumn("dateUpdated", c.timestamp, (col) => col.notNull())
        .addPrimaryKeyConstraint("notification_preferences_pk", ["userID", "kind"])
        .execute();
    },
  };
}
