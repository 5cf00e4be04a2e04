import type { Kysely, Migration } from "kysely";
import { columns, type Dialect } from "../../columns";

/**
 * Custom fragments (shell spec §2, §3): a site manager's ES module and stylesheet. One row per
 * fragment holds its current revision; a new revision id on every update keeps asset URLs cacheable.
 */
export function fragmentsMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("fragments")
        .addColumn("fragmentUUID", "varchar(36)", (col) => col.primaryKey())
        .addColumn("fragmentRevisionUUID", "varchar(36)", (col) => col.notNull())
        .addColumn("fragmentType", "varchar(100)", (col) => col.notNull())
        .addColumn("name", "varchar(200)", (col) => col.notNull())
        .addColumn("js", "text", (col) => col.notNull())
        .addColumn("css", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .addColumn("dateUpdated", c.timestamp)
        .addColumn("insertUserID", "integer", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("fragments_type").on("fragments").column("fragmentType").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("fragments").execute();
    },
  };
}
