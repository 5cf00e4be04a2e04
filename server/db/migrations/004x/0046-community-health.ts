import type { Kysely, Migration } from "kysely";

/**
 * Indexes of the dashboard's community health (server/services/site/community-health.ts), which
 * counts per UTC day over the last 7, 30 or 90 days:
 * - `tracking_events_day` (dateInserted, type, userID, discussionID) replaces `tracking_events_date`
 *   (dateInserted), its first column, which pruning still uses: views per day, the members who viewed
 *   and the most viewed discussions are read from the index alone.
 * - `tracking_events_discussion` and `tracking_events_category`: the views of one discussion or
 *   category that a tick names (POST /tick `discussionID`, `categoryID`).
 * - `users_inserted`, `discussions_inserted` (with the author) and `comments_inserted` (with the
 *   tombstone mark and the author): new members, discussions and comments per day, and who posted,
 *   without reading the rows.
 */
export function communityHealthMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex("tracking_events_day")
        .on("tracking_events")
        .columns(["dateInserted", "type", "userID", "discussionID"])
        .execute();
      await db.schema.dropIndex("tracking_events_date").execute();
      await db.schema
        .createIndex("tracking_events_discussion")
        .on("tracking_events")
        .columns(["discussionID", "dateInserted"])
        .execute();
      await db.schema
        .createIndex("tracking_events_category")
        .on("tracking_events")
        .columns(["categoryID", "dateInserted"])
        .execute();
      await db.schema.createIndex("users_inserted").on("users").column("dateInserted").execute();
      await db.schema
        .createIndex("discussions_inserted")
        .on("discussions")
        .columns(["dateInserted", "insertUserID"])
        .execute();
      await db.schema
        .createIndex("comments_inserted")
        .on("comments")
        .columns(["dateInserted", "deleted", "insertUserID"])
        .execute();
    },
  };
}
