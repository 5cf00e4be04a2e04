// Prints requests per second and latency percentiles for
// `GET /api/v2/discussions?limit=30&expand=insertUser,category` on a database of 10,000 discussions and
// 200,000 comments, side by side with a bare Fastify route answering a static JSON document of the
// same size, in the same run, with the processor time each server spent per request (Linux), which
// stays comparable when other work on the machine makes the latencies noisy. Both servers run in
// their own process; the load comes from this one (bench/http-load.ts).
// Run with `npm run bench` (after a build) or `npx tsx bench/api.ts`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  buildBenchDatabase,
  COMMENTS,
  CONNECTIONS,
  DISCUSSIONS,
  getOnce,
  measure,
  report,
  startBare,
  startPlaza,
  stopProcess,
  USERS,
} from "./http-load";

const WARMUP_MS = 2_000;
const DURATION_MS = 10_000;
const PATH = "/api/v2/discussions?limit=30&expand=insertUser,category";

// PLAZA_BENCH_SERVER names another bundle (`node scripts/build-server.mjs --outdir <folder>`);
// PLAZA_BENCH_NODE_ARGS adds node options to the Plaza process only (`--cpu-prof --cpu-prof-dir=prof`).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-bench-api-"));
const children: Array<{ child: Parameters<typeof stopProcess>[0] }> = [];
try {
  const t0 = Date.now();
  await buildBenchDatabase(dataDir);
  console.log(
    `database: ${DISCUSSIONS} discussions, ${COMMENTS} comments, ${USERS} users (${Date.now() - t0} ms)`,
  );

  const plaza = await startPlaza(dataDir, "none");
  children.push(plaza);
  const plazaURL = `${plaza.baseURL}${PATH}`;
  const sample = await getOnce(plazaURL);
  if (sample.status !== 200) throw new Error(`Plaza answered ${sample.status}: ${sample.body.slice(0, 200)}`);
  const bare = await startBare(
    [{ status: 200, contentType: sample.contentType, body: sample.body }],
    dataDir,
  );
  children.push(bare);

  console.log(
    `response: ${sample.body.length} bytes; ${CONNECTIONS} connections, ${DURATION_MS / 1000} s each after ${WARMUP_MS / 1000} s warm-up`,
  );
  const timing = { warmupMs: WARMUP_MS, ms: DURATION_MS };
  const plazaResult = await measure(plazaURL, plaza.child, timing);
  const bareResult = await measure(bare.urlOf(0), bare.child, timing);
  report("GET /discussions?limit=30&expand=insertUser,category", plazaResult, bareResult);
  report("bare Fastify, static JSON of the same size", bareResult);
} finally {
  for (const { child } of children) await stopProcess(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
