import type { Kysely, Migration } from "kysely";

/**
 * Who scheduled a layout draft's publishing: the scheduler records the revision under their name,
 * even when another manager edits the draft before it is due (null while it is not scheduled).
 */
export function layoutScheduleUserMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("layout_drafts").addColumn("scheduleUserID", "integer").execute();
    },
  };
}
