import type { Kysely, Migration } from "kysely";

/** A post's files (`GET /media?foreignType=&foreignID=`, imported attachments) read by their post. */
export const mediaByPostMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex("media_foreign").on("media").columns(["foreignType", "foreignID"]).execute();
  },
};
