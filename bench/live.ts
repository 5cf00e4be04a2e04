// Live streams at scale: 5,000 open `GET /api/v2/live` streams on one server (SQLite), one comment fanned
// out to all of them; then the same streams split over two servers sharing one PostgreSQL database,
// the comment posted on the first. Prints the delivery time from the post to each stream (p50, p99,
// slowest) and the server's memory per open stream (resident and heap growth over the open streams,
// divided by their number).
//
// Each server runs in its own process (this file with `--serve`), built by `buildApp` on an empty
// site with 1,000 members (5 streams each, every stream checked against its member's permissions)
// and one discussion; the streams are plain HTTP requests from this process. PostgreSQL runs on a
// throwaway cluster (scripts/postgres-cluster.mjs) unless PLAZA_LIVE_DATABASE_URL names an empty
// database; PLAZA_LIVE_STREAMS sets the number of streams. It prints; it passes or fails nothing.
// Run with `npx tsx bench/live.ts`.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { percentile } from "./http-load";

const STREAMS = Number(process.env.PLAZA_LIVE_STREAMS ?? 5000);
const MEMBERS = Math.min(1000, STREAMS);
const ROUNDS = 5;

interface Ready {
  type: "ready";
  port: number;
  cookies: string[];
  discussionID: number;
}
type FromServer = Ready | { type: "memory"; rss: number; heap: number } | { type: "posted" };

// ---------------------------------------------------------------------------------------------------
// The server process.
async function serve(): Promise<void> {
  const { buildApp } = await import("../server/app");
  const { buildUser, buildCategory, buildDiscussion, buildComment, signInCookie } =
    await import("../tests/helpers/factories");
  const dataDir = process.env.PLAZA_LIVE_DATA_DIR!;
  const databaseUrl = process.env.PLAZA_LIVE_DB || undefined;
  const app = await buildApp({
    dataDir,
    ...(databaseUrl ? { databaseUrl, poolSize: 4 } : {}),
    seed: "none",
    draftScheduler: false,
    notificationMail: false,
    viewFlush: { schedule: false },
    live: { perAddress: STREAMS * 2 },
  });
  const port = Number(new URL(await app.listen({ host: "127.0.0.1", port: 0 })).port);
  const send = (message: FromServer) => process.send!(message);
  // The first server makes the community; a second on the same database finds it.
  let writer = await app.db
    .selectFrom("users")
    .select("userID")
    .where("name", "=", "writer")
    .executeTakeFirst();
  if (!writer) {
    writer = await buildUser(app.db, { name: "writer" });
    const { categoryID } = await buildCategory(app.db, { name: "Live" });
    await buildDiscussion(app.db, { categoryID, insertUserID: writer.userID, name: "Live bench" });
    for (let i = 0; i < MEMBERS; i += 1) await buildUser(app.db, { name: `reader${i}` });
  }
  const readers = await app.db
    .selectFrom("users")
    .select("userID")
    .where("name", "like", "reader%")
    .execute();
  const cookies = await Promise.all(readers.map((reader) => signInCookie(app.db, reader.userID)));
  const { discussionID } = await app.db
    .selectFrom("discussions")
    .select("discussionID")
    .executeTakeFirstOrThrow();
  process.on("message", (message: { type: string }) => {
    if (message.type === "memory") {
      global.gc?.();
      const usage = process.memoryUsage();
      send({ type: "memory", rss: usage.rss, heap: usage.heapUsed });
    } else if (message.type === "post") {
      void buildComment(app.db, { discussionID, insertUserID: writer.userID, body: "Hello, everyone." }).then(
        () => send({ type: "posted" }),
      );
    } else if (message.type === "stop") {
      void app.close().then(() => process.exit(0));
    }
  });
  send({ type: "ready", port, cookies, discussionID });
}

// ---------------------------------------------------------------------------------------------------
// This process: the streams and the measures.
class Server {
  private readonly waiting = new Map<string, ((message: FromServer) => void)[]>();
  constructor(readonly child: ChildProcess) {
    child.on("message", (message: FromServer) => this.waiting.get(message.type)?.shift()?.(message));
  }
  next<T extends FromServer["type"]>(type: T): Promise<Extract<FromServer, { type: T }>> {
    return new Promise((resolve) => {
      const list = this.waiting.get(type) ?? [];
      list.push(resolve as (message: FromServer) => void);
      this.waiting.set(type, list);
    });
  }
  async memory() {
    const reply = this.next("memory");
    this.child.send({ type: "memory" });
    return reply;
  }
  async stop() {
    this.child.send({ type: "stop" });
    await new Promise((resolve) => this.child.once("exit", resolve));
  }
}

async function startServer(dataDir: string, databaseUrl?: string): Promise<{ server: Server; ready: Ready }> {
  const child = fork(fileURLToPath(import.meta.url), ["--serve"], {
    execArgv: ["--import", "tsx", "--expose-gc"],
    env: { ...process.env, PLAZA_LIVE_DATA_DIR: dataDir, PLAZA_LIVE_DB: databaseUrl ?? "" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const server = new Server(child);
  return { server, ready: await server.next("ready") };
}

/** One open stream: resolves `arrived` with the time its first comment event came. */
interface Stream {
  request: http.ClientRequest;
  arrived: () => number | undefined;
  reset: () => void;
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

function openStream(port: number, cookie: string, discussionID: number): Promise<Stream> {
  return new Promise((resolve, reject) => {
    let at: number | undefined;
    let buffer = "";
    const request = http.get(
      {
        host: "127.0.0.1",
        port,
        path: `/api/v2/live?topics=discussion:${discussionID}`,
        headers: { cookie, accept: "text/event-stream" },
        agent,
      },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`live answered ${response.statusCode}`));
        response.setEncoding("utf8");
        let subscribed = false;
        response.on("data", (chunk: string) => {
          buffer += chunk;
          if (!subscribed && buffer.includes("event: ready")) {
            subscribed = true;
            buffer = "";
            resolve({ request, arrived: () => at, reset: () => (at = undefined) });
          } else if (subscribed && at === undefined && buffer.includes("event: comment")) {
            at = performance.now();
            buffer = "";
          } else if (buffer.length > 4096) buffer = buffer.slice(-64);
        });
      },
    );
    request.on("error", reject);
  });
}

async function openAll(
  targets: { port: number; cookies: string[]; discussionID: number }[],
): Promise<Stream[]> {
  const streams: Stream[] = [];
  const batch = 200;
  for (let i = 0; i < STREAMS; i += batch) {
    const opening: Promise<Stream>[] = [];
    for (let j = i; j < Math.min(STREAMS, i + batch); j += 1) {
      const target = targets[j % targets.length]!;
      opening.push(openStream(target.port, target.cookies[j % target.cookies.length]!, target.discussionID));
    }
    streams.push(...(await Promise.all(opening)));
  }
  return streams;
}

async function fanOut(label: string, poster: Server, streams: Stream[]): Promise<void> {
  const all: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const stream of streams) stream.reset();
    const posted = poster.next("posted");
    const start = performance.now();
    poster.child.send({ type: "post" });
    await posted;
    for (;;) {
      if (streams.every((stream) => stream.arrived() !== undefined)) break;
      if (performance.now() - start > 30_000) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const times = streams.map((stream) => stream.arrived()).filter((t): t is number => t !== undefined);
    if (times.length < streams.length)
      console.log(`  round ${round + 1}: ${streams.length - times.length} streams missed the event`);
    all.push(...times.map((t) => t - start));
  }
  all.sort((a, b) => a - b);
  console.log(
    `${label}: ${streams.length} streams, ${ROUNDS} comments, delivery p50 ${percentile(all, 50).toFixed(0)} ms, ` +
      `p99 ${percentile(all, 99).toFixed(0)} ms, slowest ${all.at(-1)!.toFixed(0)} ms`,
  );
}

function memoryLine(
  label: string,
  before: { rss: number; heap: number },
  after: { rss: number; heap: number },
  count: number,
) {
  const kib = (bytes: number) => (bytes / 1024 / count).toFixed(1);
  console.log(
    `${label}: per open stream ${kib(after.rss - before.rss)} KiB resident, ${kib(after.heap - before.heap)} KiB heap`,
  );
}

async function oneServer(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-live-"));
  const { server, ready } = await startServer(dataDir);
  try {
    const before = await server.memory();
    const streams = await openAll([ready]);
    const after = await server.memory();
    memoryLine("SQLite, one server", before, after, streams.length);
    await fanOut("SQLite, one server", server, streams);
    for (const stream of streams) stream.request.destroy();
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function twoServers(): Promise<void> {
  let url = process.env.PLAZA_LIVE_DATABASE_URL;
  let cluster: { stop(): void } | undefined;
  if (!url) {
    const clusterScript = "../scripts/postgres-cluster.mjs";
    const { startPostgresCluster } = (await import(clusterScript)) as {
      startPostgresCluster(): Promise<{ url: string; stop(): void }>;
    };
    const started = await startPostgresCluster();
    cluster = started;
    url = started.url;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "plaza-live-"));
  const first = await startServer(dataDir, url);
  const second = await startServer(dataDir, url);
  try {
    const before = await Promise.all([first.server.memory(), second.server.memory()]);
    const streams = await openAll([first.ready, second.ready]);
    const after = await Promise.all([first.server.memory(), second.server.memory()]);
    memoryLine("PostgreSQL, first of two servers", before[0], after[0], Math.ceil(streams.length / 2));
    await fanOut(
      "PostgreSQL, two servers (posted on the first, half the streams on each)",
      first.server,
      streams,
    );
    for (const stream of streams) stream.request.destroy();
  } finally {
    await first.server.stop();
    await second.server.stop();
    cluster?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes("--serve")) {
  await serve();
} else {
  console.log(
    `Live streams: ${STREAMS} streams of ${MEMBERS} members on the discussion, ${os.cpus().length} cores`,
  );
  await oneServer();
  await twoServers();
}
