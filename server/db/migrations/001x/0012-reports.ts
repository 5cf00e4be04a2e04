import type { Kysely, Migration } from "kysely";
import { columns, type Dialect } from "../../columns";

/**
 * Reports of discussions and comments to the moderators (content spec §2 "reports list", §6 flag.add
 * with the escalations flag): one row per report, `status` "new" until a moderator dismisses or
 * resolves it. A member has at most one open report per record (checked in the write).
 */
export function reportsMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await c
        .id(db.schema.createTable("reports"), "reportID")
        .addColumn("recordType", "varchar(20)", (col) => col.notNull())
        .addColumn("recordID", "integer", (col) => col.notNull())
        .addColumn("insertUserID", "integer", (col) => col.notNull())
        .addColumn("reason", "varchar(500)", (col) => col.notNull())
        .addColumn("noteBody", "text")
        .addColumn("status", "varchar(20)", (col) => col.notNull().defaultTo("new"))
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .addColumn("updateUserID", "integer")
        .addColumn("dateUpdated", c.timestamp)
        .execute();
      // The open-report check reads by record and reporter.
      await db.schema
        .createIndex("reports_record")
        .on("reports")
        .columns(["recordType", "recordID", "insertUserID"])
        .execute();
      // The moderators' list reads by status, newest first.
      await db.schema
        .createIndex("reports_status")
        .on("reports")
        .columns(["status", "dateInserted"])
        .execute();
    },
  };
}
