import type { Kysely, Migration } from "kysely";
import { columns, type Dialect } from "../../columns";

/**
 * Stored layouts and their assignment to views (shell spec §2 layout system, §3 layout query):
 * `layouts` holds a definition (`$hydrate` nodes) per view type; `layout_views` assigns one to a view
 * for a record ("global" -1 site-wide, or a siteSection or category), one layout per view and record.
 */
export function layoutsMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await c
        .id(db.schema.createTable("layouts"), "layoutID")
        .addColumn("name", "varchar(100)", (col) => col.notNull())
        .addColumn("layoutViewType", "varchar(50)", (col) => col.notNull())
        .addColumn("definition", c.json, (col) => col.notNull())
        .addColumn("titleBar", c.json, (col) => col.notNull())
        .addColumn("insertUserID", "integer", (col) => col.notNull())
        .addColumn("updateUserID", "integer")
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .addColumn("dateUpdated", c.timestamp)
        .execute();
      await db.schema.createIndex("layouts_view_type").on("layouts").column("layoutViewType").execute();

      await c
        .id(db.schema.createTable("layout_views"), "layoutViewID")
        .addColumn("layoutID", "integer", (col) =>
          col.notNull().references("layouts.layoutID").onDelete("cascade"),
        )
        .addColumn("layoutViewType", "varchar(50)", (col) => col.notNull())
        .addColumn("recordType", "varchar(50)", (col) => col.notNull())
        .addColumn("recordID", "integer", (col) => col.notNull())
        .addColumn("insertUserID", "integer", (col) => col.notNull())
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .addUniqueConstraint("layout_views_record", ["layoutViewType", "recordType", "recordID"])
        .execute();
      await db.schema.createIndex("layout_views_layout").on("layout_views").column("layoutID").execute();
    },
  };
}
