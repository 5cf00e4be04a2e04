import type { Kysely, Migration } from "kysely";
import { columns, type Dialect } from "../../columns";

/**
 * Revision history of discussions and comments (content spec §2 "revision history"): every edit of a
 * title, body or format keeps the version it replaced, written in the edit's transaction.
 */
export function revisionsMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await c
        .id(db.schema.createTable("revisions"), "revisionID")
        .addColumn("recordType", "varchar(20)", (col) => col.notNull())
        .addColumn("recordID", "integer", (col) => col.notNull())
        // The replaced version: its title (discussions), body and format, who wrote it and when.
        .addColumn("name", "varchar(255)")
        .addColumn("body", "text", (col) => col.notNull())
        .addColumn("format", "varchar(20)", (col) => col.notNull())
        .addColumn("insertUserID", "integer", (col) => col.notNull())
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        // The edit that replaced it: who made it and when.
        .addColumn("editUserID", "integer", (col) => col.notNull())
        .addColumn("dateEdited", c.timestamp, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("revisions_record")
        .on("revisions")
        .columns(["recordType", "recordID", "revisionID"])
        .execute();
    },
  };
}
