import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../../columns";

/**
 * Bodies are rendered once, at write time, off the main thread: discussions and comments keep the
 * sanitised HTML reads serve (`bodyHtml`) and the plain text excerpts are cut from (`bodyText`).
 * Private messages and members' signatures likewise keep their HTML (`signatureHtml`). Rows written before are rendered
 * after the migrations, by the live renderer (the `renderBodies` backfill of
 * `server/services/jobs/backfills.ts`), through the same worker pool and limits.
 */
export function renderedBodiesMigration(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ["discussions", "comments", "messages"]) {
        await db.schema.alterTable(table).addColumn("bodyHtml", "text").execute();
        await db.schema.alterTable(table).addColumn("bodyText", "text").execute();
      }
      await db.schema.alterTable("users").addColumn("signatureHtml", "text").execute();
    },
  };
}
