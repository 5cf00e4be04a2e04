// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp, type BuildAppOptions } from "../../app";
import { nowISO } from "../../db/columns";
import { categoryIDOf } from "../../../tests/helpers/server";
import { createTestDatabase, TEST_DATABASE_URL } from "../../../tests/helpers/test-database";
import { withDrafts } from "./drafts-table";

/**
 * The draft scheduler with several servers on one database (SQLite file or PostgreSQL, as the suite
 * runs): each due draft is claimed by one of them and posted once; a claim whose server died is
 * retried after its lease; a server started later picks up what is due.
 */
let a: FastifyInstance;
let b: FastifyInstance;
let dataDir: string;
let drop: (() => Promise<void>) | undefined;
let options: BuildAppOptions;
let generalID = 0;
let authorID = 0;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-drafts-"));
  let databaseUrl: string | undefined;
  if (TEST_DATABASE_URL) {
    const database = await createTestDatabase("demo");
    databaseUrl = database.url;
    drop = database.drop;
  }
  // Looks are driven by hand (runOnce) so the two servers look at the same moment.
  options = { dataDir, databaseUrl, seed: "demo", draftScheduler: { intervalMs: 3_600_000 } };
  a = await buildApp(options);
  b = await buildApp(options);
  generalID = await categoryIDOf(a, "general");
  authorID = (
    await a.db.selectFrom("users").select("userID").where("name", "=", "member").executeTakeFirstOrThrow()
  ).userID;
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await drop?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Stores a scheduled discussion draft of the member's, due a second ago unless `due` says otherwise. */
async function scheduledDraft(name: string, due = new Date(Date.now() - 1000)) {
  const now = nowISO();
  const row = await withDrafts(a.db)
    .insertInto("drafts")
    .values({
      recordType: "discussion",
      recordID: null,
      parentRecordType: "category",
      parentRecordID: generalID,
      attributes: JSON.stringify({
        body: JSON.stringify([{ type: "p", children: [{ text: `Body of ${name}` }] }]),
        format: "rich2",
        draftMeta: { name, categoryID: generalID, pinLocation: "none", pinned: false },
      }),
      draftStatus: "scheduled",
      dateScheduled: due.toISOString(),
      failedReason: null,
      claimedUntil: null,
      claimToken: null,
      insertUserID: authorID,
      dateInserted: now,
      updateUserID: authorID,
      dateUpdated: now,
    })
    .returning("draftID")
    .executeTakeFirstOrThrow();
  return row.draftID;
}

const postedCount = async (name: string) =>
  (await a.db.selectFrom("discussions").select("discussionID").where("name", "=", name).execute()).length;
const draftExists = async (draftID: number) =>
  (await withDrafts(a.db)
    .selectFrom("drafts")
    .select("draftID")
    .where("draftID", "=", draftID)
    .executeTakeFirst()) !== undefined;

describe("the draft scheduler on several servers", () => {
  it("posts each due draft once when two servers look at the same time", async () => {
    const names = Array.from({ length: 6 }, (_, i) => `Run once ${i}`);
    const draftIDs: number[] = [];
    for (const name of names) draftIDs.push(await scheduledDraft(name));
    const looks = await Promise.all([
      a.draftScheduler?.runOnce(),
      b.draftScheduler?.runOnce(),
      b.draftScheduler?.runOnce(),
      a.draftScheduler?.runOnce(),
    ]);
    expect(looks.flatMap((look) => look ?? [])).toHaveLength(names.length);
    for (const name of names) expect(await postedCount(name)).toBe(1);
    for (const draftID of draftIDs) expect(await draftExists(draftID)).toBe(false);
  });

  it("posts a draft once even when its claim lapses mid-post and another server takes it: the post and the draft's removal are one transaction", async () => {
    // A lease of 0 ms lapses at once, so each server may take a draft the other is posting.
    const eager = { ...options, draftScheduler: { intervalMs: 3_600_000, leaseMs: 0 } };
    const c = await buildApp(eager);
    const d = await buildApp(eager);
    try {
      const names = Array.from({ length: 4 }, (_, i) => `Lapsed claim ${i}`);
      for (const name of names) await scheduledDraft(name);
      await Promise.all([c.draftScheduler?.runOnce(), d.draftScheduler?.runOnce()]);
      await Promise.all([c.draftScheduler?.runOnce(), d.draftScheduler?.runOnce()]);
      for (const name of names) expect(await postedCount(name)).toBe(1);
    } finally {
      await c.close();
      await d.close();
    }
  });

  it("leaves a draft another server holds a live claim on, and retries it once the lease has passed", async () => {
    const draftID = await scheduledDraft("Claimed by a dead server");
    const claim = (until: number) =>
      withDrafts(a.db)
        .updateTable("drafts")
        .set({ claimToken: "dead-server", claimedUntil: new Date(until).toISOString() })
        .where("draftID", "=", draftID)
        .execute();
    await claim(Date.now() + 60_000);
    await b.draftScheduler?.runOnce();
    expect(await postedCount("Claimed by a dead server")).toBe(0);
    expect(await draftExists(draftID)).toBe(true);
    await claim(Date.now() - 1000);
    await b.draftScheduler?.runOnce();
    expect(await postedCount("Claimed by a dead server")).toBe(1);
    expect(await draftExists(draftID)).toBe(false);
  });

  it("a server started later publishes on its own timer what became due, within 10 s", async () => {
    let clock = Date.now();
    const draftID = await scheduledDraft("Due after a restart", new Date(clock + 500));
    // The scheduler's timer and clock are the test's: its first look comes without waiting for it.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const restarted = await buildApp({ ...options, draftScheduler: { now: () => clock } });
    try {
      // The default interval: the first look, 5 s after the start, is past the draft's time.
      clock += 5000;
      vi.advanceTimersByTime(5000);
      // The look the timer started publishes it.
      await expect.poll(() => draftExists(draftID)).toBe(false);
      expect(await postedCount("Due after a restart")).toBe(1);
    } finally {
      await restarted.close();
      vi.useRealTimers();
    }
  });
});
