import type { Kysely, Migration } from "kysely";

/**
 * A category's discussions newest first (`sort=-dateInserted` with a category: the post page's related
 * discussions, a category's list by date posted) read in index order, instead of every discussion of
 * the category sorted on each read.
 */
export const categoryNewestIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("discussions_category_inserted")
      .on("discussions")
      .columns(["categoryID", "dateInserted", "discussionID"])
      .execute();
  },
};
