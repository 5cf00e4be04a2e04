import type { Kysely, Migration } from "kysely";
import { columns, type Dialect } from "../../columns";

/**
 * The live events' backlog (server/services/live/): every event published to the live stream, kept a
 * few minutes so a stream that reconnects with `Last-Event-ID` gets what it missed, from any server.
 * What the event is about (`discussionID`, `categoryID`, `userID`) is kept beside its data, so who may
 * receive it is decided when it is sent, by the viewer's permissions at that moment.
 */
export function liveEventsMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await c
        .id(db.schema.createTable("live_events"), "eventID")
        .addColumn("topic", "varchar(80)", (col) => col.notNull())
        .addColumn("type", "varchar(40)", (col) => col.notNull())
        .addColumn("data", c.json, (col) => col.notNull())
        .addColumn("discussionID", "integer")
        .addColumn("categoryID", "integer")
        .addColumn("userID", "integer")
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex("live_events_inserted").on("live_events").column("dateInserted").execute();
    },
  };
}
