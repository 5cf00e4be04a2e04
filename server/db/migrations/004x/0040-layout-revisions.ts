import { sql, type Kysely, type Migration } from "kysely";
import { columns, type Dialect } from "../../columns";

/**
 * Layout history and drafts (the layout editor): `layout_revisions` keeps every definition a
 * layout has had live, newest highest (the newest is the live one); `layout_drafts` holds at most one
 * draft per layout with an optimistic `version` that only grows (a discarded or published draft keeps
 * its row with no definition, so a version is never handed out twice). Each stored layout's current
 * definition becomes its first revision.
 */
export function layoutRevisionsMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await c
        .id(db.schema.createTable("layout_revisions"), "revisionID")
        .addColumn("layoutID", "integer", (col) =>
          col.notNull().references("layouts.layoutID").onDelete("cascade"),
        )
        .addColumn("definition", c.json, (col) => col.notNull())
        .addColumn("titleBar", c.json, (col) => col.notNull())
        .addColumn("insertUserID", "integer", (col) => col.notNull())
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("layout_revisions_layout")
        .on("layout_revisions")
        .columns(["layoutID", "revisionID"])
        .execute();
      await sql`insert into layout_revisions ("layoutID", "definition", "titleBar", "insertUserID", "dateInserted")
        select "layoutID", "definition", "titleBar", coalesce("updateUserID", "insertUserID"),
          coalesce("dateUpdated", "dateInserted")
        from layouts order by "layoutID"`.execute(db);

      await db.schema
        .createTable("layout_drafts")
        .addColumn("layoutID", "integer", (col) =>
          col.primaryKey().references("layouts.layoutID").onDelete("cascade"),
        )
        .addColumn("version", "integer", (col) => col.notNull().defaultTo(0))
        // Null while the layout has no draft (discarded or published).
        .addColumn("definition", c.json)
        .addColumn("titleBar", c.json)
        .addColumn("updateUserID", "integer", (col) => col.notNull())
        .addColumn("dateUpdated", c.timestamp, (col) => col.notNull())
        .addColumn("dateScheduled", c.timestamp)
        .execute();
      await db.schema
        .createIndex("layout_drafts_scheduled")
        .on("layout_drafts")
        .column("dateScheduled")
        .execute();
    },
  };
}
