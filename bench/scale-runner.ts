// Times requests on a large seeded community (bench/scale-seed.ts), on SQLite and PostgreSQL side by
// side: each database is created fresh, migrated and bulk-seeded; requests go through app.inject, one at
// a time, after a warm-up, each read right after a write (so no kept answer is served).
//
// PostgreSQL runs on a throwaway cluster (scripts/postgres-cluster.mjs) unless PLAZA_SCALE_DATABASE_URL
// names one (a database is created on it and dropped afterwards). PLAZA_SCALE_ONLY=sqlite|postgres runs
// one database.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { sql, type Kysely } from "kysely";
import type { FastifyInstance, InjectOptions } from "fastify";
import { buildApp } from "../server/app";
import { openDatabase } from "../server/db/database";
import type { Database } from "../server/db/types";
import { BENCH_MEMBER, SCALE, seedScale, type SeededCommunity } from "./scale-seed";

/** scripts/postgres-cluster.mjs (plain JavaScript, so typed here). */
interface ClusterScript {
  startPostgresCluster(): Promise<{ url: string; stop(): void }>;
}
const clusterScript = "../scripts/postgres-cluster.mjs";

const WARMUP = 20;
const SAMPLES = 200;

type Name = "SQLite" | "PostgreSQL";

/** One request measured. */
export interface Operation {
  label: string;
  /** The request of sample `n` (0-based). */
  request(n: number): InjectOptions;
  status: number;
  /** A p99 over this many milliseconds is marked. */
  budgetMs: number;
}

interface Timing {
  p50: number;
  p99: number;
  budgetMs: number;
}

/** What a bench measures. */
export interface ScaleBench {
  /** The operations, on the seeded community, for a signed-in member's `cookie`. */
  operations(community: SeededCommunity, cookie: string): Operation[];
  /** Work after the bulk seed and before the server starts (an index the seed bypassed). */
  afterSeed?(db: Kysely<Database>): Promise<void>;
}

export const writeHeaders = { "x-requested-with": "XMLHttpRequest", "content-type": "application/json" };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function measure(app: FastifyInstance, operation: Operation): Promise<Omit<Timing, "budgetMs">> {
  const once = async (n: number) => {
    // A busy forum writes all the time, and any write clears the kept answers (the change stamp):
    // each read is timed as the first one after a write.
    if (operation.status === 200) await sql`update seed_runs set name = name where 1 = 0`.execute(app.db);
    const t0 = performance.now();
    const response = await app.inject(operation.request(n));
    const ms = performance.now() - t0;
    if (response.statusCode !== operation.status) {
      throw new Error(`${operation.label}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    }
    return ms;
  };
  for (let n = 0; n < WARMUP; n += 1) await once(n);
  const times: number[] = [];
  for (let n = 0; n < SAMPLES; n += 1) times.push(await once(WARMUP + n));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** Seeds a fresh database at `location`, then measures every operation on it. */
async function run(
  bench: ScaleBench,
  name: Name,
  location: { dataDir: string; databaseUrl?: string },
): Promise<Map<string, Timing>> {
  const t0 = Date.now();
  const handle = await openDatabase(location);
  let community: SeededCommunity;
  try {
    community = await seedScale(handle.db, handle.dialect);
    await bench.afterSeed?.(handle.db);
  } finally {
    await handle.close();
  }
  console.log(
    `${name}: seeded ${SCALE.members} members, ${SCALE.discussions} discussions, ${SCALE.comments} comments ` +
      `in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  const app = await buildApp({
    ...location,
    seed: "none",
    abuseLimits: {
      signInFailuresPerAddress: { limit: 1_000_000 },
      signInFailuresPerAccount: { limit: 1_000_000 },
      signInFailuresPerAccountAndAddress: { limit: 1_000_000 },
    },
  });
  const results = new Map<string, Timing>();
  try {
    const signIn = await app.inject({
      method: "POST",
      url: "/api/v2/session",
      headers: writeHeaders,
      payload: { username: BENCH_MEMBER.name, password: BENCH_MEMBER.password },
    });
    const session = signIn.cookies.find((c) => c.name === "plaza_session");
    if (signIn.statusCode !== 200 || !session) throw new Error(`sign-in failed: ${signIn.body}`);
    for (const operation of bench.operations(community, `plaza_session=${session.value}`)) {
      const timing = { ...(await measure(app, operation)), budgetMs: operation.budgetMs };
      results.set(operation.label, timing);
      console.log(
        `${name}: ${operation.label.padEnd(48)} p50 ${timing.p50.toFixed(1).padStart(7)} ms  p99 ${timing.p99.toFixed(1).padStart(7)} ms`,
      );
    }
  } finally {
    await app.close();
  }
  return results;
}

/** A fresh database on a PostgreSQL server; answers its URL and how to drop it. */
async function freshPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `plaza_scale_${process.pid}_${Date.now().toString(36)}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}

function printTable(results: Map<Name, Map<string, Timing>>): void {
  const names = [...results.keys()];
  const labels = [...new Set([...results.values()].flatMap((r) => [...r.keys()]))];
  const cell = (ms: number | undefined, budget: number | undefined) =>
    ms === undefined
      ? "—".padStart(9)
      : `${ms.toFixed(1)}${budget !== undefined && ms > budget ? " !" : "  "}`.padStart(9);
  const width = Math.max(...labels.map((l) => l.length));
  console.log();
  console.log(
    `${"server time (ms)".padEnd(width)}  ${names.map((n) => `${n.padStart(9)} p50 ${"p99".padStart(9)}`).join("  ")}`,
  );
  for (const label of labels) {
    const cells = names.map((n) => {
      const t = results.get(n)?.get(label);
      return `${cell(t?.p50, undefined)}     ${cell(t?.p99, t?.budgetMs)}`;
    });
    console.log(`${label.padEnd(width)}  ${cells.join("  ")}`);
  }
  console.log(`(${SAMPLES} sequential samples after ${WARMUP} warm-up; "!" marks a p99 over its budget)`);
}

/** Runs `bench` on SQLite, then PostgreSQL, and prints the table. */
export async function runScaleBench(bench: ScaleBench): Promise<void> {
  const only = process.env.PLAZA_SCALE_ONLY;
  const results = new Map<Name, Map<string, Timing>>();
  if (!only || only === "sqlite") {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-scale-"));
    try {
      results.set("SQLite", await run(bench, "SQLite", { dataDir }));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (!only || only === "postgres") {
    const given = process.env.PLAZA_SCALE_DATABASE_URL;
    const { startPostgresCluster } = (await import(clusterScript)) as ClusterScript;
    const cluster = given ? undefined : await startPostgresCluster();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-scale-pg-"));
    try {
      const database = await freshPostgresDatabase(given ?? cluster!.url);
      try {
        results.set("PostgreSQL", await run(bench, "PostgreSQL", { dataDir, databaseUrl: database.url }));
      } finally {
        await database.drop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      cluster?.stop();
    }
  }
  printTable(results);
}
