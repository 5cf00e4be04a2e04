import type { Kysely, Migration } from "kysely";

/**
 * What a moderator wrote when closing a report (`PATCH /reports/{id}` `resolutionNote`), shown in the
 * queue and, when the reporter is told the outcome, in their notification.
 */
export function reportResolutionsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("reports").addColumn("resolutionNote", "text").execute();
    },
  };
}
