import type { Kysely, Migration } from "kysely";
import { columns, type Dialect } from "../../columns";

/**
 * Collections of records (content spec §3 Collection: collectionID, name, records of recordID and
 * recordType) for the featured collections widget. Content only comes from the demo seed.
 */
export function collectionsMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await c
        .id(db.schema.createTable("collections"), "collectionID")
        .addColumn("name", "varchar(255)", (col) => col.notNull())
        .addColumn("insertUserID", "integer", (col) => col.notNull().references("users.userID"))
        .addColumn("updateUserID", "integer")
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .addColumn("dateUpdated", c.timestamp)
        .execute();
      await db.schema
        .createTable("collection_records")
        .addColumn("collectionID", "integer", (col) =>
          col.notNull().references("collections.collectionID").onDelete("cascade"),
        )
        .addColumn("recordType", "varchar(50)", (col) => col.notNull())
        .addColumn("recordID", "integer", (col) => col.notNull())
        .addColumn("sort", "integer")
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .addPrimaryKeyConstraint("collection_records_pk", ["collectionID", "recordType", "recordID"])
        .execute();
      await db.schema
        .createIndex("collection_records_record")
        .on("collection_records")
        .columns(["recordType", "recordID"])
        .execute();
    },
  };
}
