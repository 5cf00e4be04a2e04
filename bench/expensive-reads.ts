// While several clients (each from its own loopback address) send searches with many words and
// filters, deep pages and `expand=all` as fast as they are answered, other clients read
// `GET /api/v2/discussions`; this prints the readers' latency percentiles beside the same read with no
// such clients, and how the expensive requests were answered, on the built server with the demo.
// Run with `npx tsx bench/expensive-reads.ts` after `npm run build`. BENCH_SECONDS sets how long each
// phase runs (20 by default), BENCH_CLIENTS how many expensive clients (6), each with 4 requests open.
import http from "node:http";
import { startBuiltServer } from "../tests/helpers/start-server";
import { latencySummary, readLoad } from "./read-load";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 6);
const OPEN_PER_CLIENT = 4;
const READERS = 4;
const READ_PATH = "/api/v2/discussions?limit=30&expand=insertUser,category";

const WORDS = "welcome plaza forum community first post help question answer idea news event";
const EXPENSIVE = [
  `/api/v2/search?query=${encodeURIComponent(WORDS)}&types=discussion,comment&sort=-dateInserted&limit=100`,
  `/api/v2/search?query=${encodeURIComponent('"welcome to" plaza help')}&tags[]=a&tags[]=b&insertUserIDs[]=1&insertUserIDs[]=2&limit=100`,
  "/api/v2/discussions?page=40&limit=100&expand=all",
  "/api/v2/comments?discussionID=1&page=12&limit=100&expand=all",
  "/api/v2/discussions?limit=100&expand=all",
];

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function get(base: string, path: string, localAddress?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      { agent: localAddress ? undefined : agent, localAddress },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const server = await startBuiltServer({ PLAZA_SEED: "demo" });
try {
  const base = server.baseURL.replace(/\/$/, "");
  console.log(`readers: ${READERS} clients on GET ${READ_PATH}; ${SECONDS} s per phase`);
  console.log(
    `quiet:           ${latencySummary(await readLoad(READERS, SECONDS, () => get(base, READ_PATH)), SECONDS)}`,
  );

  const statuses = new Map<number, number>();
  let running = true;
  const clients = Array.from({ length: CLIENTS }, (_, client) =>
    Array.from({ length: OPEN_PER_CLIENT }, async (_, slot) => {
      // Each client from its own loopback address, so per-client limits see separate clients.
      const localAddress = `127.0.0.${client + 11}`;
      let i = slot;
      while (running) {
        const path = EXPENSIVE[i % EXPENSIVE.length] as string;
        i += 1;
        const status = await get(base, path, localAddress);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        // A refused client retries at once, as a flood does (it ignores Retry-After).
      }
    }),
  ).flat();
  const loaded = await readLoad(READERS, SECONDS, () => get(base, READ_PATH));
  running = false;
  await Promise.all(clients);
  console.log(`expensive reads: ${latencySummary(loaded, SECONDS)}`);
  const parts = [...statuses].map(([status, n]) => `${n} × ${status}`).join(", ");
  console.log(`expensive clients (${CLIENTS}, ${OPEN_PER_CLIENT} requests open each), answers: ${parts}`);
} finally {
  agent.destroy();
  await server.stop();
}
