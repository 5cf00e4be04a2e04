// Server time of each query of the dashboard's community health (GET /analytics/community-health,
// server/services/site/community-health.ts) over 90 days, on the large community of bench/scale.ts
// (20,000 members, 50,000 discussions, 1,000,000 comments) plus a full tracking table (100,000 events,
// the cap pruning keeps, over the 90 days). Prints the median of several runs of each; over 200 ms is
// marked.
//
// Run with `npx tsx bench/community-health.ts`. SQLite by default, in a temporary folder; set
// PLAZA_HEALTH_DATA_DIR to keep the seeded database there and reuse it on the next run.
// PLAZA_HEALTH_DATABASE_URL names an empty PostgreSQL database to seed and measure instead.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import { openDatabase } from "../server/db/database";
import type { Database } from "../server/db/types";
import { loadViewer } from "../server/auth/viewer";
import { TRACKING_MAX_ROWS } from "../server/services/site/tracking";
import {
  countActiveMembers,
  countNewComments,
  countNewDiscussions,
  countNewMembers,
  countPageViews,
  dayWindow,
  listTopDiscussions,
  loadCommunityHealth,
} from "../server/services/site/community-health";
import { BENCH_MEMBER, SCALE, seedScale } from "./scale-seed";

const BUDGET_MS = 200;
const WARMUP = 3;
const RUNS = 15;
const RANGE = 90;
const DAY_S = 86_400;

/** The newest discussion's time: the bench's "now", so the 90 days hold the seed's busiest stretch. */
async function newestPost(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("discussions")
    .select((eb) => eb.fn.max("dateInserted").as("newest"))
    .executeTakeFirstOrThrow();
  return new Date(row.newest as string | Date).getTime();
}

/**
 * Fills tracking_events with {@link TRACKING_MAX_ROWS} views spread evenly over the 90 days before
 * `nowMs`: a third from guests, the rest from members; three in five on a discussion of the range
 * (a few read far more than the rest), a few external navigations.
 */
async function seedTracking(db: Kysely<Database>, pg: boolean, nowMs: number): Promise<void> {
  const count = TRACKING_MAX_ROWS;
  const lit = (value: number) => sql.lit(value);
  const series = pg
    ? sql`generate_series(1::bigint, ${lit(count)}) as n(i)`
    : sql`(with recursive s(i) as (select 1 union all select i + 1 from s where i < ${lit(count)}) select i from s) as n`;
  const seconds = sql`${lit(Math.floor(nowMs / 1000))} - n.i * ${lit(Math.floor((RANGE * DAY_S) / count))}`;
  const at = pg
    ? sql`to_timestamp(${seconds})`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${seconds}, 'unixepoch')`;
  const newest = SCALE.discussions;
  const recent = Math.floor(SCALE.discussions / 4);
  await sql`insert into tracking_events (type, "userID", url, referrer, "discussionID", "categoryID", "dateInserted")
    select case when n.i % 50 = 0 then 'externalNavigation' else 'page_view' end,
      case when n.i % 3 = 0 then 0 else (n.i * 13) % ${lit(SCALE.members)} + 1 end,
      'https://plaza.example/page/' || n.i, '',
      case when n.i % 5 < 3 then ${lit(newest)} - ((n.i * n.i) % ${lit(recent)}) else null end,
      null, ${at}
    from ${series}`.execute(db);
}

async function median(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < WARMUP; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

const pgUrl = process.env.PLAZA_HEALTH_DATABASE_URL;
const keptDir = process.env.PLAZA_HEALTH_DATA_DIR;
const dataDir = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "plaza-health-"));
try {
  const handle = await openDatabase(pgUrl ? { dataDir, databaseUrl: pgUrl } : { dataDir });
  const { db } = handle;
  try {
    const seeded = await db.selectFrom("comments").select("commentID").limit(1).executeTakeFirst();
    if (!seeded) {
      const t0 = Date.now();
      await seedScale(db, handle.dialect);
      await seedTracking(db, handle.dialect === "postgres", await newestPost(db));
      if (handle.dialect === "postgres") await sql`vacuum analyze`.execute(db);
      else await sql`analyze`.execute(db);
      console.log(`seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    } else console.log(`reusing the seeded database in ${dataDir}`);
    const nowMs = await newestPost(db);
    const window = dayWindow(RANGE, nowMs);
    const member = await db
      .selectFrom("users")
      .select("userID")
      .where("name", "=", BENCH_MEMBER.name)
      .executeTakeFirstOrThrow();
    const viewer = await loadViewer(db, member.userID);
    const health = await loadCommunityHealth(db, viewer, RANGE, nowMs);
    console.log(
      `${handle.dialect}, ${RANGE} days from ${health.dateFrom} to ${health.dateTo}: ` +
        Object.entries(health.totals)
          .map(([name, value]) => `${name} ${value}`)
          .join(", "),
    );
    const queries: [string, () => Promise<unknown>][] = [
      ["page views per day", () => countPageViews(db, window)],
      ["new members per day", () => countNewMembers(db, window)],
      ["new discussions per day", () => countNewDiscussions(db, window)],
      ["new comments per day", () => countNewComments(db, window)],
      ["active members per day", () => countActiveMembers(db, window)],
      ["top discussions by views", () => listTopDiscussions(db, viewer, window)],
      ["the whole answer (all of the above)", () => loadCommunityHealth(db, viewer, RANGE, nowMs)],
    ];
    for (const [label, run] of queries) {
      const ms = await median(run);
      console.log(
        `${label.padEnd(38)} ${ms.toFixed(1).padStart(8)} ms${ms > BUDGET_MS ? "  ! over 200 ms" : ""}`,
      );
    }
    console.log(`(median of ${RUNS} runs after ${WARMUP} warm-up runs)`);
  } finally {
    await handle.close();
  }
} finally {
  if (!keptDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
