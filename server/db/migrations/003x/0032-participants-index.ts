import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../../columns";

/**
 * `comments_participants` (discussionID, deleted, insertUserID, dateInserted): the post page's
 * participants (server/services/discussions/discussion-details.ts) are counted and grouped by commenter from the
 * index alone, in its order. Without it every comment of the thread was read as a row for its author,
 * 40 ms for a thread of 30,000 comments (bench/scale.ts).
 */
export function participantsIndexMigration(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex("comments_participants")
        .on("comments")
        .columns(["discussionID", "deleted", "insertUserID", "dateInserted"])
        .execute();
    },
  };
}
