// Guest pages and the API reads behind them under load, each beside a bare Fastify route answering the
// same bytes in the same run, on the demo community and on the benchmark database (10,000 discussions,
// 200,000 comments); then a signed-in member's post-page render time.
//
// Load: the built server (dist/server/main.js, as `npm start` runs it) and the bare server each in
// their own process, 32 keep-alive connections from this one, with a browser's Accept-Encoding (both
// compress with Plaza's settings). One line per measure: req/s, p50, p99, timeouts, errors, the
// server's processor time per request (Linux) and the ratio to the bare route.
//
// Member render: the server time of `GET /discussion/<id>/<slug>` for a signed-in member on the
// benchmark database, timed in this process around `app.inject` (the app built by `buildApp` with the
// built front end, so the page renders on the server as in production; no network), one request at a
// time (with the processor time this process spent per render, steadier than the wall clock on a
// busy machine): first renders with nothing written in between, then each render right after a write (which
// clears every answer kept under the database's change stamp, as on a busy forum).
//
// It prints; it passes or fails nothing on timings. Run with `npm run bench` (after a build) or
// `npx tsx bench/pages.ts`. PLAZA_BENCH_SECONDS sets the seconds per measure (default 5, after 2 s of
// warm-up); PLAZA_BENCH_ONLY=demo|bench|member runs one part; PLAZA_BENCH_ACCEPT_ENCODING replaces the
// browser's Accept-Encoding (`identity`: no compression).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import {
  buildBenchDatabase,
  COMMENTS,
  CONNECTIONS,
  DISCUSSIONS,
  getOnce,
  measure,
  percentile,
  report,
  startBare,
  startPlaza,
  stopProcess,
  USERS,
} from "./http-load";

// React's production build renders the pages, as in `npm start` (read when the renderer first loads).
process.env.NODE_ENV ??= "production";

const WARMUP_MS = 2_000;
const MEASURE_MS = Number(process.env.PLAZA_BENCH_SECONDS ?? 5) * 1000;
const ONLY = process.env.PLAZA_BENCH_ONLY;
/**
 * What a browser sends by default (Plaza and the bare route both answer brotli to it);
 * PLAZA_BENCH_ACCEPT_ENCODING=identity measures uncompressed answers.
 */
const BROWSER_HEADERS = {
  "accept-encoding": process.env.PLAZA_BENCH_ACCEPT_ENCODING ?? "gzip, deflate, br, zstd",
};
/** The bench database's post page: a discussion in the middle, with its 20 comments. */
const BENCH_DISCUSSION_ID = DISCUSSIONS / 2;

interface Target {
  label: string;
  path: string;
}

/** The measured addresses on a running server, around one discussion with comments. */
async function targetsOf(baseURL: string, discussionID: number): Promise<Target[]> {
  const discussion = await getOnce(`${baseURL}/api/v2/discussions/${discussionID}`);
  if (discussion.status !== 200) throw new Error(`discussion ${discussionID}: ${discussion.status}`);
  const { url } = JSON.parse(discussion.body) as { url: string };
  return [
    { label: "guest GET /", path: "/" },
    { label: "guest GET /discussions", path: "/discussions" },
    { label: `guest post page ${new URL(url, baseURL).pathname}`, path: new URL(url, baseURL).pathname },
    { label: `GET /api/v2/discussions/${discussionID}`, path: `/api/v2/discussions/${discussionID}` },
    {
      label: `GET /api/v2/comments?discussionID=${discussionID}&limit=30`,
      path: `/api/v2/comments?discussionID=${discussionID}&limit=30`,
    },
    {
      label: "GET /api/v2/discussions?limit=30&expand=insertUser,category",
      path: "/api/v2/discussions?limit=30&expand=insertUser,category",
    },
  ];
}

/** The demo community's public discussion with the most comments. */
async function demoDiscussionID(baseURL: string): Promise<number> {
  const list = await getOnce(`${baseURL}/api/v2/discussions?limit=100`);
  const rows = JSON.parse(list.body) as Array<{ discussionID: number; countComments: number }>;
  const best = [...rows].sort((a, b) => b.countComments - a.countComments)[0];
  if (!best) throw new Error(`no discussion on the demo community: ${list.body.slice(0, 200)}`);
  return best.discussionID;
}

/** Loads every target on Plaza and on the bare route answering its bytes, one after the other. */
async function loadRun(name: string, dataDir: string, seed: "demo" | "none"): Promise<void> {
  const plaza = await startPlaza(dataDir, seed);
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  try {
    const discussionID = seed === "demo" ? await demoDiscussionID(plaza.baseURL) : BENCH_DISCUSSION_ID;
    const targets = await targetsOf(plaza.baseURL, discussionID);
    const samples = await Promise.all(targets.map((target) => getOnce(`${plaza.baseURL}${target.path}`)));
    samples.forEach((sample, n) => {
      if (sample.status !== 200) throw new Error(`${targets[n]!.path}: ${sample.status}`);
    });
    bare = await startBare(samples, dataDir);
    console.log(
      `\n${name}: ${CONNECTIONS} connections, ${MEASURE_MS / 1000} s per measure after ${WARMUP_MS / 1000} s warm-up, Accept-Encoding "${BROWSER_HEADERS["accept-encoding"]}"`,
    );
    const timing = { warmupMs: WARMUP_MS, ms: MEASURE_MS, headers: BROWSER_HEADERS };
    for (const [n, target] of targets.entries()) {
      const plazaResult = await measure(`${plaza.baseURL}${target.path}`, plaza.child, timing);
      const bareResult = await measure(bare.urlOf(n), bare.child, timing);
      report(`${target.label} (${(samples[n]!.body.length / 1024).toFixed(0)} KB)`, plazaResult, bareResult);
      report("  bare Fastify, same bytes", bareResult);
    }
  } finally {
    if (bare) await stopProcess(bare.child);
    await stopProcess(plaza.child);
  }
}

/** Times a signed-in member's post page in this process, one request at a time. */
async function memberRun(dataDir: string): Promise<void> {
  const { buildApp } = await import("../server/app");
  const { createSession, SESSION_COOKIE } = await import("../server/auth/sessions");
  const app = await buildApp({
    dataDir,
    seed: "none",
    clientDir: path.resolve("dist/client"),
    draftScheduler: false,
    notificationMail: false,
  });
  try {
    const session = await createSession(app.db, 1);
    const headers = { cookie: `${SESSION_COOKIE}=${session.token}` };
    const api = await app.inject({ url: `/api/v2/discussions/${BENCH_DISCUSSION_ID}`, headers });
    const pathname = new URL((JSON.parse(api.body) as { url: string }).url, "http://x").pathname;
    const render = async () => {
      const t0 = performance.now();
      const response = await app.inject({ url: pathname, headers });
      const ms = performance.now() - t0;
      if (response.statusCode !== 200) throw new Error(`${pathname}: ${response.statusCode}`);
      return { ms, body: response.body };
    };
    const { body } = await render();
    if (
      !body.includes(`Comment ${BENCH_DISCUSSION_ID} on ${BENCH_DISCUSSION_ID}.`) ||
      !body.includes("user1")
    )
      throw new Error(`${pathname} did not render its comments for the member`);
    const series = async (label: string, before?: () => Promise<void>) => {
      const times: number[] = [];
      for (const until = Date.now() + WARMUP_MS; Date.now() < until;) {
        await before?.();
        await render();
      }
      let cpuMicros = 0;
      for (const until = Date.now() + MEASURE_MS; Date.now() < until || times.length < 50;) {
        await before?.();
        const cpu = process.cpuUsage();
        times.push((await render()).ms);
        const used = process.cpuUsage(cpu);
        cpuMicros += used.user + used.system;
      }
      times.sort((a, b) => a - b);
      console.log(
        `${label.padEnd(52)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(
          times,
          99,
        )
          .toFixed(1)
          .padStart(
            7,
          )} ms   cpu ${(cpuMicros / 1000 / times.length).toFixed(1)} ms/render   (${times.length} renders)`,
      );
    };
    console.log(
      `\nmember post page ${pathname} (${(body.length / 1024).toFixed(0)} KB), server time in process, one at a time:`,
    );
    await series("member post page, nothing written between");
    // A write that changes nothing still moves the change stamp, as any write would.
    await series("member post page, each right after a write", async () => {
      await sql`update users set dateLastActive = dateLastActive where userID = 0`.execute(app.db);
    });
  } finally {
    await app.close();
  }
}

const benchDir = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-bench-pages-"));
const demoDir = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-bench-pages-demo-"));
try {
  if (!ONLY || ONLY === "demo") await loadRun("demo community (fresh data folder)", demoDir, "demo");
  if (!ONLY || ONLY === "bench" || ONLY === "member") {
    const t0 = Date.now();
    await buildBenchDatabase(benchDir);
    console.log(
      `\nbench database: ${DISCUSSIONS} discussions, ${COMMENTS} comments, ${USERS} users (${Date.now() - t0} ms)`,
    );
  }
  if (!ONLY || ONLY === "bench") await loadRun("bench database", benchDir, "none");
  if (!ONLY || ONLY === "member") await memberRun(benchDir);
} finally {
  fs.rmSync(benchDir, { recursive: true, force: true });
  fs.rmSync(demoDir, { recursive: true, force: true });
}
