// Prints requests per second and latency percentiles for
// `GET /api/v2/discussions?limit=30&expand=insertUser,category` on a database of 10,000 discussions and
// 200,000 comments, side by side with a bare Fastify route answering a static JSON document of the
// same size, in the same run, with the processor time each server spent per request (Linux), which
// stays comparable when other work on the machine makes the latencies noisy. Both servers run in
// their own process; the load comes from this one.
// Run with `npm run bench` (after a build) or `npx tsx bench/api.ts`.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { openDatabase } from "../server/db/database";
import { freePort } from "../tests/helpers/start-server";

const DISCUSSIONS = 10_000;
const COMMENTS = 200_000;
const USERS = 500;
const CATEGORIES = 12;
const CONNECTIONS = 32;
const WARMUP_MS = 2_000;
const DURATION_MS = 10_000;
const PATH = "/api/v2/discussions?limit=30&expand=insertUser,category";

/** Fills a fresh database with the benchmark's community (one transaction, prepared statements). */
async function buildDatabase(dataDir: string): Promise<void> {
  const handle = await openDatabase(dataDir); // creates and migrates
  await handle.close();
  const sqlite = new SQLite(path.join(dataDir, "plaza.db"));
  const start = Date.parse("2024-01-01T00:00:00Z");
  const iso = (ms: number) => new Date(ms).toISOString();
  sqlite.transaction(() => {
    const user = sqlite.prepare(
      `insert into users (name, nameKey, email, emailKey, passwordHash, dateInserted, dateLastActive)
       values (?, ?, ?, ?, '!', ?, ?)`,
    );
    for (let i = 1; i <= USERS; i += 1)
      user.run(
        `user${i}`,
        `user${i}`,
        `user${i}@bench.invalid`,
        `user${i}@bench.invalid`,
        iso(start),
        iso(start),
      );
    const category = sqlite.prepare(
      `insert into categories (name, urlcode, permissionCategoryID, depth, dateInserted) values (?, ?, -1, 1, ?)`,
    );
    for (let i = 1; i <= CATEGORIES; i += 1) category.run(`Category ${i}`, `category-${i}`, iso(start));
    const discussion = sqlite.prepare(
      `insert into discussions (categoryID, insertUserID, name, body, format, bodyHtml, bodyText, dateInserted,
         dateLastComment, countComments, lastCommentUserID)
       values (?, ?, ?, ?, 'markdown', ?, ?, ?, ?, ?, ?)`,
    );
    const perDiscussion = COMMENTS / DISCUSSIONS;
    for (let i = 1; i <= DISCUSSIONS; i += 1) {
      const inserted = start + i * 60_000;
      discussion.run(
        (i % CATEGORIES) + 1,
        (i % USERS) + 1,
        `Benchmark discussion number ${i} about something`,
        `Body of discussion ${i} with **some** markdown and a [link](https://example.com/${i}).`,
        // What the body worker stores for that markdown (bodies are rendered at write time).
        `<p>Body of discussion ${i} with <strong>some</strong> markdown and a <a href="https://example.com/${i}" rel="nofollow ugc noopener noreferrer">link</a>.</p>\n`,
        `Body of discussion ${i} with some markdown and a link.`,
        iso(inserted),
        iso(inserted + perDiscussion * 30_000),
        perDiscussion,
        ((i * 7) % USERS) + 1,
      );
    }
    const comment = sqlite.prepare(
      `insert into comments (discussionID, insertUserID, body, format, bodyHtml, bodyText, dateInserted)
       values (?, ?, ?, 'markdown', ?, ?, ?)`,
    );
    for (let i = 1; i <= COMMENTS; i += 1) {
      const discussionID = ((i - 1) % DISCUSSIONS) + 1;
      const text = `Comment ${i} on ${discussionID}.`;
      comment.run(discussionID, (i % USERS) + 1, text, `<p>${text}</p>\n`, text, iso(start + i * 1_000));
    }
    sqlite
      .prepare(
        `update categories set countDiscussions = (select count(*) from discussions d where d.categoryID = categories.categoryID)`,
      )
      .run();
  })();
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  sqlite.close();
}

/** Starts a node process and waits for `ready` in its output. */
async function startProcess(
  args: string[],
  env: Record<string, string>,
  ready: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`process exited with ${code}:\n${output}`)));
  });
  return child;
}

/** Fetches once, for the body size and a sanity check. */
function getOnce(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

/** Keeps CONNECTIONS requests in flight for `ms` and records each latency. */
async function load(
  url: string,
  ms: number,
): Promise<{ count: number; errors: number; latencies: number[] }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + ms;
  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = process.hrtime.bigint();
      http
        .get(url, { agent }, (res) => {
          res.resume();
          res.on("end", () => {
            if (res.statusCode !== 200) errors += 1;
            latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
            resolve();
          });
        })
        .on("error", () => {
          errors += 1;
          resolve();
        });
    });
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) await one();
    }),
  );
  agent.destroy();
  return { count: latencies.length, errors, latencies };
}

/**
 * The processor time a process has used so far, in ms (Linux: /proc/<pid>/stat, 10 ms ticks), or
 * undefined elsewhere. Per request it says what the server costs even when other work on the
 * machine makes the wall-clock figures noisy.
 */
function cpuMsOf(pid: number | undefined): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

function report(
  label: string,
  result: Awaited<ReturnType<typeof load>>,
  ms: number,
  cpuMs: number | undefined,
): void {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  const cpu = cpuMs === undefined ? "" : `   server cpu ${((cpuMs * 1000) / result.count).toFixed(0)} µs/req`;
  console.log(
    `${label.padEnd(44)} ${(result.count / (ms / 1000)).toFixed(0).padStart(7)} req/s   p50 ${at(50).toFixed(1)} ms   p99 ${at(99).toFixed(1)} ms   errors ${result.errors}${cpu}`,
  );
}

// PLAZA_BENCH_SERVER names another bundle (`node scripts/build-server.mjs --outdir <folder>`);
// PLAZA_BENCH_NODE_ARGS adds node options to the Plaza process only (`--cpu-prof --cpu-prof-dir=prof`).
const entry = path.resolve(process.env.PLAZA_BENCH_SERVER ?? "dist/server/main.js");
if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first.`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-bench-api-"));
const children: ChildProcess[] = [];
try {
  const t0 = Date.now();
  await buildDatabase(dataDir);
  console.log(
    `database: ${DISCUSSIONS} discussions, ${COMMENTS} comments, ${USERS} users (${Date.now() - t0} ms)`,
  );

  const plazaPort = await freePort();
  children.push(
    await startProcess(
      [...(process.env.PLAZA_BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean), entry],
      { PLAZA_DATA_DIR: dataDir, PLAZA_SEED: "none", HOST: "127.0.0.1", PORT: String(plazaPort) },
      "Plaza is running at",
    ),
  );
  const plazaURL = `http://127.0.0.1:${plazaPort}${PATH}`;
  const sample = await getOnce(plazaURL);
  if (sample.status !== 200) throw new Error(`Plaza answered ${sample.status}: ${sample.body.slice(0, 200)}`);
  const docFile = path.join(dataDir, "static.json");
  fs.writeFileSync(docFile, sample.body);

  const barePort = await freePort();
  const bareScript = `
    const Fastify = require("fastify");
    const doc = require("fs").readFileSync(${JSON.stringify(docFile)}, "utf8");
    const app = Fastify();
    app.get("/static", (req, reply) => reply.type("application/json; charset=utf-8").send(doc));
    app.listen({ host: "127.0.0.1", port: ${barePort} }).then(() => console.log("bare ready"));`;
  children.push(await startProcess(["-e", bareScript], {}, "bare ready"));
  const bareURL = `http://127.0.0.1:${barePort}/static`;

  console.log(
    `response: ${sample.body.length} bytes; ${CONNECTIONS} connections, ${DURATION_MS / 1000} s each after ${WARMUP_MS / 1000} s warm-up`,
  );
  for (const [label, url, child] of [
    ["GET /discussions?limit=30&expand=insertUser,category", plazaURL, children[0]],
    ["bare Fastify, static JSON of the same size", bareURL, children[1]],
  ] as const) {
    await load(url, WARMUP_MS);
    const cpuBefore = cpuMsOf(child?.pid);
    const result = await load(url, DURATION_MS);
    const cpuAfter = cpuMsOf(child?.pid);
    const cpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
    report(label, result, DURATION_MS, cpuMs);
  }
} finally {
  for (const child of children) child.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
}
