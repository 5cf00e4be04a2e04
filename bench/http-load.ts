// What the HTTP load benches share (bench/api.ts, bench/pages.ts): the benchmark community's database
// (10,000 discussions, 200,000 comments), a server started in its own process, the bare Fastify
// server answering the same bytes, the load loop (keep-alive, 32 connections) and its summary line.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import SQLite from "better-sqlite3";
import { openDatabase } from "../server/db/database";
import { freePort } from "../tests/helpers/start-server";

export const DISCUSSIONS = 10_000;
export const COMMENTS = 200_000;
export const USERS = 500;
export const CATEGORIES = 12;
export const CONNECTIONS = 32;
/** A request not answered in this long counts as a timeout. */
export const TIMEOUT_MS = 10_000;

/**
 * Fills a fresh database with the benchmark's community (one transaction, prepared statements). Every
 * user holds the member role (user 1 signs in for the member benches through a session of its own).
 */
export async function buildBenchDatabase(dataDir: string): Promise<void> {
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
    sqlite
      .prepare(
        `insert into user_roles (userID, roleID)
         select userID, (select min(roleID) from roles where type = 'member') from users`,
      )
      .run();
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
export async function startProcess(
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

/** Stops a process started by {@link startProcess} and waits until it has exited. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/**
 * The built server (`dist/server/main.js`, or the bundle PLAZA_BENCH_SERVER names) in its own process
 * on `dataDir`, as `npm start` runs it; PLAZA_BENCH_NODE_ARGS adds node options to it only
 * (`--cpu-prof --cpu-prof-dir=prof`). `seed` "demo" seeds the demo community into a fresh folder.
 */
export async function startPlaza(
  dataDir: string,
  seed: "demo" | "none",
): Promise<{ child: ChildProcess; baseURL: string }> {
  const entry = path.resolve(process.env.PLAZA_BENCH_SERVER ?? "dist/server/main.js");
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first.`);
  const port = await freePort();
  const child = await startProcess(
    [...(process.env.PLAZA_BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean), "--enable-source-maps", entry],
    { PLAZA_DATA_DIR: dataDir, PLAZA_SEED: seed, HOST: "127.0.0.1", PORT: String(port) },
    "Plaza is running at",
  );
  return { child, baseURL: `http://127.0.0.1:${port}` };
}

/** A fixed answer of the bare server. */
export interface BareAnswer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * A bare Fastify server in its own process answering `GET /bare/<n>` with `answers[n]` byte for byte,
 * compressed by @fastify/compress with Plaza's own settings (server/http/compression.ts), so a load
 * sending the same Accept-Encoding gets the same encoding from both.
 */
export async function startBare(
  answers: readonly BareAnswer[],
  workDir: string,
): Promise<{ child: ChildProcess; urlOf(n: number): string }> {
  const file = path.join(workDir, `bare-answers-${Date.now()}.json`);
  fs.writeFileSync(file, JSON.stringify(answers));
  const port = await freePort();
  const child = await startProcess(
    ["--import", "tsx", path.resolve("bench/bare-server.ts")],
    { PLAZA_BARE_ANSWERS: file, PLAZA_BARE_PORT: String(port) },
    "bare ready",
  );
  return { child, urlOf: (n) => `http://127.0.0.1:${port}/bare/${n}` };
}

/** Fetches once without compression: the status, content type and body a bare route then repeats. */
export function getOnce(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; contentType: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (body += c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, contentType: String(res.headers["content-type"]), body }),
        );
      })
      .on("error", reject);
  });
}

/** What one load run saw. */
export interface LoadResult {
  count: number;
  errors: number;
  timeouts: number;
  latencies: number[];
  ms: number;
}

/**
 * Keeps CONNECTIONS requests in flight for `ms` (keep-alive) and records each latency; an answer other
 * than `status` is an error, one not complete within TIMEOUT_MS a timeout.
 */
export async function load(
  url: string,
  ms: number,
  { headers = {}, status = 200 }: { headers?: Record<string, string>; status?: number } = {},
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  let timeouts = 0;
  const end = Date.now() + ms;
  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = process.hrtime.bigint();
      let settled = false;
      /** Counts the request once: its latency when answered as expected, else an error or a timeout. */
      const settle = (outcome: "answered" | "error" | "timeout") => {
        if (settled) return;
        settled = true;
        if (outcome === "answered") latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
        else if (outcome === "error") errors += 1;
        else timeouts += 1;
        resolve();
      };
      const request = http.get(url, { agent, headers }, (res) => {
        res.resume();
        res.on("end", () => {
          if (res.statusCode !== status) errors += 1;
          settle("answered");
        });
        // A body cut off midway (the connection reset) is an error, not a wait forever.
        res.on("close", () => settle("error"));
      });
      request.setTimeout(TIMEOUT_MS, () => {
        settle("timeout");
        request.destroy(new Error("timeout"));
      });
      request.on("error", () => settle("error"));
    });
  const t0 = Date.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) await one();
    }),
  );
  const elapsed = Date.now() - t0;
  agent.destroy();
  return { count: latencies.length, errors, timeouts, latencies, ms: elapsed };
}

/**
 * The processor time a process has used so far, in ms (Linux: /proc/<pid>/stat, 10 ms ticks), or
 * undefined elsewhere. Per request it says what the server costs even when other work on the
 * machine makes the wall-clock figures noisy.
 */
export function cpuMsOf(pid: number | undefined): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** The value at percentile `p` of ascending `sorted` values (0 when empty). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** A load run with the server's processor time per request. */
export interface Measured extends LoadResult {
  perSecond: number;
  cpuMs: number | undefined;
}

/** Warms `url` up for `warmupMs`, then loads it for `ms`, reading the server's processor time around it. */
export async function measure(
  url: string,
  server: ChildProcess | undefined,
  { warmupMs, ms, headers }: { warmupMs: number; ms: number; headers?: Record<string, string> },
): Promise<Measured> {
  await load(url, warmupMs, { headers });
  const before = cpuMsOf(server?.pid);
  const result = await load(url, ms, { headers });
  const after = cpuMsOf(server?.pid);
  return {
    ...result,
    perSecond: result.count / (result.ms / 1000),
    cpuMs: before === undefined || after === undefined ? undefined : after - before,
  };
}

/** One summary line: req/s, p50, p99, timeouts, errors, server CPU per request, and the ratio to `bare`. */
export function report(label: string, result: Measured, bare?: Measured): void {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const cpu =
    result.cpuMs === undefined || result.count === 0
      ? ""
      : `   cpu ${((result.cpuMs * 1000) / result.count).toFixed(0)} µs/req`;
  const ratio = bare ? `   ×${(result.perSecond / bare.perSecond).toFixed(3)} of bare` : "";
  console.log(
    `${label.padEnd(64)} ${result.perSecond.toFixed(0).padStart(7)} req/s   p50 ${percentile(sorted, 50)
      .toFixed(1)
      .padStart(
        6,
      )} ms   p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms   timeouts ${result.timeouts}   errors ${result.errors}${cpu}${ratio}`,
  );
}
