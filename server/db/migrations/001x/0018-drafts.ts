import type { Kysely, Migration } from "kysely";
import { columns, type Dialect } from "../../columns";

/**
 * Drafts of discussions and comments (content spec §3, §4; server/services/drafts/drafts.ts): one row per
 * draft, seen only by its author. A scheduled draft is published by the draft scheduler
 * (server/services/drafts/publish-loop.ts), which claims it with a lease (`claimedUntil`, `claimToken`)
 * so one server publishes it once and another retries it after a crash.
 */
export function draftsMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await c
        .id(db.schema.createTable("drafts"), "draftID")
        .addColumn("recordType", "varchar(20)", (col) => col.notNull())
        .addColumn("recordID", "integer")
        .addColumn("parentRecordType", "varchar(20)")
        .addColumn("parentRecordID", "integer")
        .addColumn("attributes", c.json, (col) => col.notNull())
        .addColumn("draftStatus", "varchar(20)", (col) => col.notNull().defaultTo("draft"))
        .addColumn("dateScheduled", c.timestamp)
        .addColumn("failedReason", "varchar(500)")
        .addColumn("claimedUntil", c.timestamp)
        .addColumn("claimToken", "varchar(64)")
        .addColumn("insertUserID", "integer", (col) => col.notNull())
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .addColumn("updateUserID", "integer")
        .addColumn("dateUpdated", c.timestamp, (col) => col.notNull())
        .execute();
      // The author's list, most recently updated first, without and with a status filter.
      await db.schema
        .createIndex("drafts_author")
        .on("drafts")
        .columns(["insertUserID", "dateUpdated", "draftID"])
        .execute();
      await db.schema
        .createIndex("drafts_author_status")
        .on("drafts")
        .columns(["insertUserID", "draftStatus", "dateUpdated", "draftID"])
        .execute();
      // The scheduler's look for due drafts: scheduled, by date.
      await db.schema
        .createIndex("drafts_due")
        .on("drafts")
        .columns(["draftStatus", "dateScheduled"])
        .execute();
    },
  };
}
