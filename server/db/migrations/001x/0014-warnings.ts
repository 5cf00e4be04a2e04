import type { Kysely, Migration } from "kysely";
import { columns, type Dialect } from "../../columns";

/**
 * Warnings moderators give members for a post (`POST /discussions/warn`): who was warned, by whom,
 * for which record, why and with how many points. Read per member, newest first.
 */
export function warningsMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await c
        .id(db.schema.createTable("warnings"), "warningID")
        .addColumn("userID", "integer", (col) => col.notNull())
        .addColumn("insertUserID", "integer", (col) => col.notNull())
        .addColumn("recordType", "varchar(20)", (col) => col.notNull())
        .addColumn("recordID", "integer", (col) => col.notNull())
        .addColumn("reason", "varchar(500)", (col) => col.notNull())
        .addColumn("points", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex("warnings_user").on("warnings").columns(["userID", "warningID"]).execute();
    },
  };
}
