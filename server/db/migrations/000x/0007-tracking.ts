import type { Kysely, Migration } from "kysely";
import { columns, type Dialect } from "../../columns";

/** Page views and external navigations recorded by `POST /tick` (shell spec §7, §9 event types). */
export function trackingMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await c
        .id(db.schema.createTable("tracking_events"), "eventID")
        .addColumn("type", "varchar(40)", (col) => col.notNull())
        .addColumn("userID", "integer", (col) => col.notNull())
        .addColumn("url", "varchar(2000)", (col) => col.notNull().defaultTo(""))
        .addColumn("referrer", "varchar(2000)", (col) => col.notNull().defaultTo(""))
        .addColumn("destinationUrl", "varchar(2000)")
        .addColumn("discussionID", "integer")
        .addColumn("categoryID", "integer")
        .addColumn("siteSectionID", "integer")
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("tracking_events_type")
        .on("tracking_events")
        .columns(["type", "dateInserted"])
        .execute();
    },
  };
}
