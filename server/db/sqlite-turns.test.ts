// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openSqlite, type DatabaseHandle } from "./database";

let handles: DatabaseHandle[] = [];
let dir: string | undefined;
afterEach(async () => {
  for (const handle of handles) await handle.close();
  handles = [];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const tag = (name: string) => ({ name, urlcode: name, type: "User", countDiscussions: 0 });
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("SQLite opened twice in one process (two servers' apps in one test)", () => {
  it("a write on one connection waits for the other's open transaction instead of failing with 'database is locked'", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-turns-"));
    const a = await openSqlite(dir);
    handles.push(a);
    const b = await openSqlite(dir);
    handles.push(b);

    const order: string[] = [];
    // A holds a write transaction across an await; B writes meanwhile. SQLite's busy wait blocks the
    // one thread both run on, so without turns B waited out the timeout and failed.
    const inTransaction = a.db.transaction().execute(async (trx) => {
      await trx.insertInto("tags").values(tag("first")).execute();
      await nextTurn();
      await nextTurn();
      await trx.insertInto("tags").values(tag("second")).execute();
      order.push("a committed");
    });
    await nextTurn();
    const meanwhile = b.db
      .insertInto("tags")
      .values(tag("meanwhile"))
      .execute()
      .then(() => order.push("b wrote"));
    await Promise.all([inTransaction, meanwhile]);

    expect(order).toEqual(["a committed", "b wrote"]);
    const names = await b.db.selectFrom("tags").select("name").orderBy("tagID").execute();
    expect(names.map((row) => row.name)).toEqual(["first", "second", "meanwhile"]);
  });
});
