import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../../columns";

/**
 * Indexes for large communities, each covering what a busy read or write needs so it reads no table
 * rows for the rows it passes over:
 * - `comments_thread` (discussionID, dateInserted, commentID, deleted) replaces `comments_discussion`:
 *   a thread in order with its tiebreak (PostgreSQL otherwise sorts the whole thread for a page),
 *   the page's IDs found on the index alone, and the live count of a discussion and of a category
 *   (recounted on every comment) read from the index.
 * - `comments_user_live` (insertUserID, deleted) replaces `comments_user`: an author's live count.
 * - `discussions_recent` (dateLastComment, discussionID, categoryID, pinned, pinLocation) replaces
 *   `discussions_last`: the default list order with the columns its filters read, so a deep page is
 *   found on the index alone.
 */
export function scaleIndexesMigration(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex("comments_thread")
        .on("comments")
        .columns(["discussionID", "dateInserted", "commentID", "deleted"])
        .execute();
      await db.schema.dropIndex("comments_discussion").execute();
      await db.schema
        .createIndex("comments_user_live")
        .on("comments")
        .columns(["insertUserID", "deleted"])
        .execute();
      await db.schema.dropIndex("comments_user").execute();
      await db.schema
        .createIndex("discussions_recent")
        .on("discussions")
        .columns(["dateLastComment", "discussionID", "categoryID", "pinned", "pinLocation"])
        .execute();
      await db.schema.dropIndex("discussions_last").execute();
    },
  };
}
