import type { Kysely, Migration } from "kysely";
import { columns, type Dialect } from "../../columns";

/**
 * Writing posts: deleted comments that have replies stay as tombstones (`deleted`, `dateDeleted`),
 * replies are found by parent, uploads are recorded in `media`, members may keep a signature.
 */
export function postsMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("comments").addColumn("deleted", "integer", c.bool).execute();
      await db.schema.alterTable("comments").addColumn("dateDeleted", c.timestamp).execute();
      // Announcements are read apart from the rest of a list (server/services/discussions/discussions.ts).
      await db.schema.createIndex("discussions_pinned").on("discussions").column("pinned").execute();
      await db.schema.createIndex("comments_parent").on("comments").column("parentCommentID").execute();
      await db.schema
        .alterTable("users")
        .addColumn("signature", "text", (col) => col.notNull().defaultTo(""))
        .execute();

      await c
        .id(db.schema.createTable("media"), "mediaID")
        .addColumn("name", "varchar(255)", (col) => col.notNull())
        .addColumn("type", "varchar(100)", (col) => col.notNull())
        .addColumn("size", "integer", (col) => col.notNull())
        .addColumn("width", "integer")
        .addColumn("height", "integer")
        .addColumn("storageKey", "varchar(500)", (col) => col.notNull().unique())
        .addColumn("url", "varchar(1000)", (col) => col.notNull())
        .addColumn("foreignType", "varchar(50)")
        .addColumn("foreignID", "integer")
        .addColumn("insertUserID", "integer", (col) => col.notNull().references("users.userID"))
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex("media_user").on("media").column("insertUserID").execute();
    },
  };
}
