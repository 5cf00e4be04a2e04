import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../../columns";

/**
 * `search_documents_type_order` (recordType, documentID): the newest documents of one kind on the
 * index alone, where the discussion-title suggestions start reading (services/search/autocomplete.ts).
 */
export function searchOrderMigration(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex("search_documents_type_order")
        .on("search_documents")
        .columns(["recordType", "documentID"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("search_documents_type_order").execute();
    },
  };
}
