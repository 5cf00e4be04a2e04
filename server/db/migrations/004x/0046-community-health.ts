import { sql, type Kysely, type Migration } from "kysely";
import type { Dialect } from "../../columns";
import { utcDay } from "../../utc-day";

/**
 * Indexes of the dashboard's community health (server/services/site/community-health.ts), which
 * counts per UTC day over the last 7, 30 or 90 days. The day indexes lead with the UTC day
 * expression itself (server/db/utc-day.ts), so a range of days is read in day order and grouped
 * without sorting, and the columns after it answer each count from the index alone:
 * - `tracking_events_day` (day, userID, type, discussionID): views per day and who viewed.
 * - `tracking_events_discussion` (discussionID, day, type): the most viewed discussions, and the
 *   views of one discussion a tick names; `tracking_events_category` (categoryID, dateInserted) the
 *   views of one category.
 * - `users_day`, `discussions_day` (with the author), `comments_day` (with the author and the
 *   tombstone mark): new members, discussions and comments per day, and who posted.
 */
export function communityHealthMigration(dialect: Dialect): Migration {
  const day = utcDay(dialect, "dateInserted");
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex("tracking_events_day")
        .on("tracking_events")
        .expression(sql`${day}, "userID", "type", "discussionID"`)
        .execute();
      await db.schema
        .createIndex("tracking_events_discussion")
        .on("tracking_events")
        .expression(sql`"discussionID", ${day}, "type"`)
        .execute();
      await db.schema
        .createIndex("tracking_events_category")
        .on("tracking_events")
        .columns(["categoryID", "dateInserted"])
        .execute();
      await db.schema.createIndex("users_day").on("users").expression(day).execute();
      await db.schema
        .createIndex("discussions_day")
        .on("discussions")
        .expression(sql`${day}, "insertUserID"`)
        .execute();
      await db.schema
        .createIndex("comments_day")
        .on("comments")
        .expression(sql`${day}, "insertUserID", "deleted"`)
        .execute();
    },
  };
}
