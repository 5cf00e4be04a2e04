import { sql, type Kysely, type Migration } from "kysely";
import { columns, type Dialect } from "../../columns";

/**
 * Full-text search (server/services/search/): `search_documents` holds one row per searchable record
 * (discussions, comments, members, categories), kept by the write services in their transactions.
 * SQLite indexes it with the FTS5 table `search_fts` (external content, porter stemming), kept in
 * step by triggers on `search_documents`; PostgreSQL with a generated `tsv` column (english
 * configuration, titles weighted A) and a GIN index. The existing records are
 * indexed after the migrations by the `searchIndex` backfill (`server/services/jobs/backfills.ts`).
 */
export function searchMigration(dialect: Dialect): Migration {
  const c = columns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await c
        .id(db.schema.createTable("search_documents"), "documentID")
        .addColumn("recordType", "varchar(20)", (col) => col.notNull())
        .addColumn("recordID", "integer", (col) => col.notNull())
        .addColumn("categoryID", "integer")
        .addColumn("discussionID", "integer")
        .addColumn("insertUserID", "integer", (col) => col.notNull())
        .addColumn("dateInserted", c.timestamp, (col) => col.notNull())
        .addColumn("dateUpdated", c.timestamp)
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("bodyText", "text", (col) => col.notNull())
        .addColumn("type", "varchar(20)", (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("search_documents_record")
        .on("search_documents")
        .columns(["recordType", "recordID"])
        .unique()
        .execute();
      // A thread's comments (moves, merges, deletes) and the category filter.
      await db.schema
        .createIndex("search_documents_discussion")
        .on("search_documents")
        .columns(["discussionID", "recordType"])
        .execute();
      await db.schema
        .createIndex("search_documents_category")
        .on("search_documents")
        .columns(["categoryID", "dateInserted"])
        .execute();
      if (dialect === "postgres") await postgresIndex(db);
      else await sqliteIndex(db);
    },
  };
}

async function sqliteIndex(db: Kysely<unknown>): Promise<void> {
  await sql`create virtual table search_fts using fts5(
    name, "bodyText",
    content = 'search_documents', content_rowid = 'documentID',
    tokenize = 'porter unicode61 remove_diacritics 2', prefix = '2 3'
  )`.execute(db);
  await sql`create trigger search_documents_ai after insert on search_documents begin
    insert into search_fts(rowid, name, "bodyText") values (new."documentID", new.name, new."bodyText");
  end`.execute(db);
  await sql`create trigger search_documents_ad after delete on search_documents begin
    insert into search_fts(search_fts, rowid, name, "bodyText")
    values ('delete', old."documentID", old.name, old."bodyText");
  end`.execute(db);
  await sql`create trigger search_documents_au after update of name, "bodyText" on search_documents begin
    insert into search_fts(search_fts, rowid, name, "bodyText")
    values ('delete', old."documentID", old.name, old."bodyText");
    insert into search_fts(rowid, name, "bodyText") values (new."documentID", new.name, new."bodyText");
  end`.execute(db);
}

async function postgresIndex(db: Kysely<unknown>): Promise<void> {
  await sql`alter table search_documents add column tsv tsvector generated always as (
    setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', "bodyText"), 'B')
  ) stored`.execute(db);
  await sql`create index search_documents_tsv on search_documents using gin (tsv)`.execute(db);
}
