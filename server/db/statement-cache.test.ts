import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, type Generated } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { cachedStatements } from "./statement-cache";

interface Tables {
  t: { id: Generated<number>; name: string };
}

let sqlite: SQLite.Database;
afterEach(() => {
  if (sqlite.open) sqlite.close();
});

/** A database that counts how often it compiles SQL. */
function counting() {
  sqlite = new SQLite(":memory:");
  sqlite.exec("create table t (id integer primary key, name text)");
  const compiled: string[] = [];
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    compiled.push(source);
    return prepare(source);
  }) as typeof sqlite.prepare;
  return compiled;
}

describe("cachedStatements", () => {
  it("compiles each SQL text once and answers every query through Kysely", async () => {
    const compiled = counting();
    const db = new Kysely<Tables>({
      dialect: new SqliteDialect({ database: cachedStatements(sqlite) }),
    });
    for (const name of ["a", "b", "c"]) await db.insertInto("t").values({ name }).execute();
    const names = [];
    for (const id of [1, 2, 3]) {
      const row = await db.selectFrom("t").select("name").where("id", "=", id).executeTakeFirst();
      names.push(row?.name);
    }
    expect(names).toEqual(["a", "b", "c"]);
    expect(compiled.filter((source) => source.startsWith("insert"))).toHaveLength(1);
    expect(compiled.filter((source) => source.startsWith("select"))).toHaveLength(1);
    await db.destroy();
    expect(sqlite.open).toBe(false);
  });

  it("keeps at most `size` texts, dropping the least recently used", () => {
    const compiled = counting();
    const database = cachedStatements(sqlite, 2);
    for (const source of ["select 1", "select 2", "select 1", "select 3", "select 1", "select 2"])
      database.prepare(source);
    // select 2 left when select 3 came (select 1 had just been used), so it is compiled again.
    expect(compiled).toEqual(["select 1", "select 2", "select 3", "select 2"]);
  });

  it("streams through a statement of its own, leaving the cached one usable", async () => {
    counting();
    const db = new Kysely<Tables>({
      dialect: new SqliteDialect({ database: cachedStatements(sqlite) }),
    });
    await db
      .insertInto("t")
      .values([{ name: "a" }, { name: "b" }])
      .execute();
    const query = db.selectFrom("t").select("name").orderBy("id");
    expect((await query.execute()).map((row) => row.name)).toEqual(["a", "b"]);
    const streamed: string[] = [];
    for await (const row of query.stream()) streamed.push(row.name);
    expect(streamed).toEqual(["a", "b"]);
    expect((await query.execute()).map((row) => row.name)).toEqual(["a", "b"]);
    await db.destroy();
  });
});
