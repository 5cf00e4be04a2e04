import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../../columns";

/**
 * `comments_user_recent` (insertUserID, deleted, dateInserted, commentID, discussionID) replaces
 * `comments_user_live` (insertUserID, deleted): a member's comments on their profile, newest or oldest
 * first, read in index order with their tiebreak and discussion (whose category the viewer must be
 * able to read) from the index alone, so a deep page finds its IDs without reading or sorting all the
 * member's comments. Its first two columns are the old index's, so an author's live count still uses it.
 */
export function memberCommentsIndexMigration(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex("comments_user_recent")
        .on("comments")
        .columns(["insertUserID", "deleted", "dateInserted", "commentID", "discussionID"])
        .execute();
      await db.schema.dropIndex("comments_user_live").execute();
    },
  };
}
