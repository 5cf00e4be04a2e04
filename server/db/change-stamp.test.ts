// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "./database";
import { changeStampOf } from "./change-stamp";
import { openPostgres } from "./postgres";
import { createTestDatabase, TEST_DATABASE_URL } from "../../tests/helpers/test-database";

let handle: DatabaseHandle | undefined;
let dir: string | undefined;
afterEach(async () => {
  await handle?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  handle = undefined;
  dir = undefined;
});

describe("the database's change stamp", () => {
  it("stays while only reads happen and moves on every write, this connection's or another's", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-stamp-"));
    handle = await openDatabase(dir);
    const { db } = handle;
    const first = changeStampOf(db);
    expect(first).toBeDefined();
    await db.selectFrom("categories").selectAll().execute();
    expect(changeStampOf(db)).toBe(first);

    await db.updateTable("categories").set({ name: "Renamed" }).where("categoryID", "=", -1).execute();
    const afterOwn = changeStampOf(db);
    expect(afterOwn).not.toBe(first);

    // An insert with `returning` reads rows back, and writes all the same.
    await db
      .insertInto("tags")
      .values({ name: "stamped", urlcode: "stamped", type: "User", countDiscussions: 0 })
      .returning("tagID")
      .execute();
    const afterReturning = changeStampOf(db);
    expect(afterReturning).not.toBe(afterOwn);

    const other = new SQLite(path.join(dir, "plaza.db"));
    other.prepare("update tags set name = 'changed elsewhere' where urlcode = 'stamped'").run();
    other.close();
    expect(changeStampOf(db)).not.toBe(afterReturning);
  });
});

describe.skipIf(!TEST_DATABASE_URL)("the change stamp on PostgreSQL (two servers on one database)", () => {
  it("moves on this server's writes at once and on the other server's commits when their notice arrives", async () => {
    const database = await createTestDatabase("none");
    const first = await openPostgres(database.url, { poolSize: 2 });
    const second = await openPostgres(database.url, { poolSize: 2 });
    try {
      const before = changeStampOf(first.db);
      const otherBefore = changeStampOf(second.db);
      expect(before).toBeDefined();
      await first.db.selectFrom("categories").selectAll().execute();
      expect(changeStampOf(first.db)).toBe(before);

      await first.db
        .insertInto("tags")
        .values({ name: "stamped", urlcode: "stamped", type: "User", countDiscussions: 0 })
        .execute();
      expect(changeStampOf(first.db)).not.toBe(before);
      // The other server's stamp moves once the notice arrives, within a second.
      await expect
        .poll(() => changeStampOf(second.db), { timeout: 1000, interval: 10 })
        .not.toBe(otherBefore);
    } finally {
      await first.close();
      await second.close();
      await database.drop();
    }
  });
});
