import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { assertSqliteWorks } from "./db/database";
import { holdsDemoCommunity } from "./db/seed/demo";
import { readPoolSize, withoutPassword } from "./db/postgres";
import { readTrustProxy } from "./http/security/trust-proxy";
import { watchEventLoopDelay } from "./http/event-loop-delay";
import { longRunnerSettings, readLongRunnerMaxItems } from "./services/jobs/long-runner";
import { guestPageSettings, readPageCacheBytes } from "./routes/pages/guest-pages";

/** Demo sign-ins printed at start; the password is for the demo data only, never for a real site. */
const DEMO_USERS = ["admin", "moderator", "member", "member2", "banned", "private"];

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (!databaseUrl) assertSqliteWorks();
  // React's production build renders the pages (it reads this when the renderer first loads).
  process.env.NODE_ENV ??= "production";
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dataDir = path.resolve(process.env.PLAZA_DATA_DIR ?? "data");
  const seed = process.env.PLAZA_SEED === "none" ? "none" : "demo";
  const host = process.env.HOST ?? "127.0.0.1";
  const port = Number(process.env.PORT ?? 3000);
  longRunnerSettings.maxItemsPerCall = readLongRunnerMaxItems(process.env.PLAZA_LONG_RUNNER_MAX_ITEMS);
  guestPageSettings.maxBytes = readPageCacheBytes(process.env.PLAZA_PAGE_CACHE_MB);
  const app = await buildApp({
    dataDir,
    databaseUrl,
    poolSize: readPoolSize(process.env.PLAZA_DB_POOL_SIZE),
    seed,
    clientDir: process.env.PLAZA_CLIENT_DIR ?? path.resolve(here, "../client"),
    debug: process.env.PLAZA_DEBUG === "1",
    logger: process.env.PLAZA_LOG === "1",
    trustProxy: readTrustProxy(process.env.PLAZA_TRUST_PROXY),
    // End-to-end tests only (tests/e2e/global-setup.ts).
    testHooks: process.env.PLAZA_TEST_HOOKS === "1",
  });
  await app.listen({ host, port });
  // Nothing a request does should hold the main thread: bodies render in worker threads.
  watchEventLoopDelay(({ maxMs, p99Ms }) => {
    console.warn(
      `Event loop delayed ${Math.round(maxMs)} ms (p99 ${Math.round(p99Ms)} ms): every request waited.`,
    );
  });
  const shownHost = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  console.log(`\nPlaza is running at http://${shownHost}:${port}/`);
  console.log(
    databaseUrl
      ? `Data: PostgreSQL ${withoutPassword(databaseUrl)}; uploads in ${path.join(dataDir, "uploads")}`
      : `Data: ${path.join(dataDir, "plaza.db")}`,
  );
  if (await holdsDemoCommunity(app.db)) {
    console.log(`Demo sign-ins (demo data only): ${DEMO_USERS.join(", ")}; password for all: plaza-demo`);
  }
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
