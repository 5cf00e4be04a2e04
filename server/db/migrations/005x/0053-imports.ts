import type { Kysely, Migration } from "kysely";
import { columns, type Dialect } from "../../columns";

/**
 * The bookkeeping of `npm run import` (server/import/): one row per export file being imported or
 * imported (its report, the roles it mapped), and per table the rows done, written in the same
 * transaction as each batch, so an import killed halfway resumes where it stopped and doubles nothing.
 */
export function importsMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("import_runs")
        .addColumn("fileKey", "varchar(64)", (col) => col.primaryKey())
        .addColumn("status", "varchar(20)", (col) => col.notNull())
        .addColumn("source", "varchar(200)")
        .addColumn("state", c.json, (col) => col.notNull())
        .addColumn("dateStarted", c.timestamp, (col) => col.notNull())
        .addColumn("dateFinished", c.timestamp)
        .execute();
      await db.schema
        .createTable("import_tables")
        .addColumn("fileKey", "varchar(64)", (col) => col.notNull())
        .addColumn("tableName", "varchar(100)", (col) => col.notNull())
        .addColumn("rowsDone", "integer", (col) => col.notNull())
        .addColumn("rowsImported", "integer", (col) => col.notNull())
        .addColumn("skipped", c.json, (col) => col.notNull())
        .addPrimaryKeyConstraint("import_tables_pk", ["fileKey", "tableName"])
        .execute();
    },
  };
}
