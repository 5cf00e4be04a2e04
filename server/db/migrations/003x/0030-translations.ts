import type { Kysely, Migration } from "kysely";
import { columns, type Dialect } from "../../columns";

/**
 * Content translations (shell spec §3 "Translation record"): one row per resource, record,
 * property and locale. A record is named by its ID or key, kept as text (`recordKey`).
 */
export function translationsMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("translations")
        .addColumn("resource", "varchar(50)", (col) => col.notNull())
        .addColumn("recordType", "varchar(50)", (col) => col.notNull())
        .addColumn("recordKey", "varchar(100)", (col) => col.notNull())
        .addColumn("propertyName", "varchar(50)", (col) => col.notNull())
        .addColumn("locale", "varchar(20)", (col) => col.notNull())
        .addColumn("translation", "text", (col) => col.notNull())
        .addColumn("dateUpdated", c.timestamp, (col) => col.notNull())
        .addPrimaryKeyConstraint("translations_pk", [
          "resource",
          "locale",
          "recordType",
          "recordKey",
          "propertyName",
        ])
        .execute();
    },
  };
}
