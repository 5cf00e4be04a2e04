import type { Kysely, Migration } from "kysely";
import { columns, type Dialect } from "../../columns";

/**
 * Attachments (content spec §3, §7): records of an external system linked to a post, and the local
 * ticket store of the "Support ticket" integration. An attachment keeps the fields it was created
 * with (JSON), its source's ID and last known status; `stale` marks one whose source changed since
 * it was last refreshed.
 */
export function attachmentsMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await c
        .id(db.schema.createTable("support_tickets"), "ticketID")
        .addColumn("subject", "varchar(200)", (col) => col.notNull())
        .addColumn("priority", "varchar(20)", (col) => col.notNull())
        .addColumn("description", "text", (col) => col.notNull())
        .addColumn("status", "varchar(20)", (col) => col.notNull())
        .addColumn("insertUserID", "integer", (col) => col.notNull())
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .addColumn("dateUpdated", c.timestamp, (col) => col.notNull())
        .execute();
      await c
        .id(db.schema.createTable("attachments"), "attachmentID")
        .addColumn("recordType", "varchar(20)", (col) => col.notNull())
        .addColumn("recordID", "integer", (col) => col.notNull())
        .addColumn("attachmentType", "varchar(50)", (col) => col.notNull())
        .addColumn("sourceID", "integer", (col) => col.notNull())
        .addColumn("status", "varchar(20)", (col) => col.notNull())
        .addColumn("title", "varchar(200)", (col) => col.notNull())
        .addColumn("fields", c.json, (col) => col.notNull())
        .addColumn("insertUserID", "integer", (col) => col.notNull())
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .addColumn("dateUpdated", c.timestamp, (col) => col.notNull())
        .addColumn("stale", "integer", c.bool)
        .execute();
      await db.schema
        .createIndex("attachments_record")
        .on("attachments")
        .columns(["recordType", "recordID"])
        .execute();
      await db.schema
        .createIndex("attachments_source")
        .on("attachments")
        .columns(["attachmentType", "sourceID"])
        .execute();
    },
  };
}
