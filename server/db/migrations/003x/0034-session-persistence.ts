import type { Kysely, Migration } from "kysely";

/**
 * Whether a session outlives the browser (server/auth/sessions.ts): a "Keep me signed in" session
 * lasts 30 days from its last use; another ends with the browser, and on the server after 12 hours
 * without use. Sessions made before this kept 30 days, so they stay persistent.
 */
export const sessionPersistenceMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("sessions")
      .addColumn("persistent", "integer", (col) => col.notNull().defaultTo(1))
      .execute();
  },
};
