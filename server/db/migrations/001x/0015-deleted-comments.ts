import type { Kysely, Migration } from "kysely";
import { columns, type Dialect } from "../../columns";

/**
 * Deleted comments (content spec §2 "deleted comments"): a comment's deletion keeps a copy of it,
 * written in the delete's transaction, so moderators can read what a discussion lost. Read per
 * discussion, newest deletion first.
 */
export function deletedCommentsMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      // Its own key: on SQLite a removed comment's ID can be given out again.
      await c
        .id(db.schema.createTable("deleted_comments"), "deletionID")
        .addColumn("commentID", "integer", (col) => col.notNull())
        .addColumn("discussionID", "integer", (col) => col.notNull())
        .addColumn("parentCommentID", "integer")
        // The comment as it was: its body as written, its format and the HTML rendered from it.
        .addColumn("body", "text", (col) => col.notNull())
        .addColumn("format", "varchar(20)", (col) => col.notNull())
        .addColumn("bodyHtml", "text", (col) => col.notNull())
        .addColumn("insertUserID", "integer", (col) => col.notNull())
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        // The deletion: who made it and when.
        .addColumn("deleteUserID", "integer", (col) => col.notNull())
        .addColumn("dateDeleted", c.timestamp, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("deleted_comments_discussion")
        .on("deleted_comments")
        .columns(["discussionID", "deletionID"])
        .execute();
    },
  };
}
