import { sql, type Kysely, type Migration } from "kysely";
import type { Dialect } from "../../columns";

/**
 * SQLite: `search_titles_fts`, a second FTS5 index over the names of `search_documents` alone (the
 * rows with one: discussions, members, categories), kept by triggers as `search_fts` is. Title
 * suggestions read it (services/search/engines.ts): bm25 and a trailing prefix then cost what the
 * titles hold, not what every post's text holds. PostgreSQL weighs titles in its `tsv` column already.
 */
export function searchTitlesMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== "sqlite") return;
      await sql`create virtual table search_titles_fts using fts5(
        name,
        content = 'search_documents', content_rowid = 'documentID',
        tokenize = 'porter unicode61 remove_diacritics 2', prefix = '1 2 3'
      )`.execute(db);
      await sql`create trigger search_titles_ai after insert on search_documents when new.name <> '' begin
        insert into search_titles_fts(rowid, name) values (new."documentID", new.name);
      end`.execute(db);
      await sql`create trigger search_titles_ad after delete on search_documents when old.name <> '' begin
        insert into search_titles_fts(search_titles_fts, rowid, name) values ('delete', old."documentID", old.name);
      end`.execute(db);
      await sql`create trigger search_titles_au_old after update of name on search_documents
        when old.name <> '' begin
        insert into search_titles_fts(search_titles_fts, rowid, name) values ('delete', old."documentID", old.name);
      end`.execute(db);
      await sql`create trigger search_titles_au_new after update of name on search_documents
        when new.name <> '' begin
        insert into search_titles_fts(rowid, name) values (new."documentID", new.name);
      end`.execute(db);
      await sql`insert into search_titles_fts(rowid, name)
        select "documentID", name from search_documents where name <> ''`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== "sqlite") return;
      for (const trigger of [
        "search_titles_ai",
        "search_titles_ad",
        "search_titles_au_old",
        "search_titles_au_new",
      ]) {
        await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
      }
      await sql`drop table if exists search_titles_fts`.execute(db);
    },
  };
}
