import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { HttpError } from "../../http/errors";
import type { RenderResult, RenderTask } from "./render-task";

/**
 * Time one body may take once a worker runs it (queueing and a worker's start not included: each
 * worker loads its modules and renders a first body before any real one). A real post renders in
 * milliseconds; a body that needs longer is refused, and its worker stopped.
 */
export const RENDER_BUDGET_MS = 5_000;
/** Bodies waiting for a worker; past this the server answers 503 instead of queueing more. */
const MAX_WAITING = 500;
/**
 * Worker threads: one core stays for the server itself. A command with no server to answer (the
 * importer) may take every core, before the first body renders.
 */
export const renderPoolSettings = { threads: Math.max(1, Math.min(4, os.availableParallelism() - 1)) };
/** Heap of one worker: a body that needs more is refused (the worker dies, the server does not). */
const WORKER_HEAP_MB = 256;

let pool: Piscina<RenderTask, RenderResult> | undefined;
let ready: Promise<Piscina<RenderTask, RenderResult>> | undefined;
let workerFile: Promise<string> | undefined;

/** A small body each worker renders once when it starts, before any real body's budget runs. */
const WARM_UP: RenderTask = { body: "**Plaza**", format: "markdown", field: "body" };

/**
 * Runs a body through the worker pool (rendering, sanitising, plain text, mentions) off the main
 * thread. A body the worker refuses answers `{ok: false, errors}`; one that runs past the budget or
 * out of memory throws a 400 with a field error, so it is never stored.
 */
export async function renderInPool(task: RenderTask): Promise<RenderResult> {
  await takeTurn();
  try {
    // The budget starts now that a worker is free: time spent waiting behind others is not counted.
    return await (await renderPool()).run(task, { signal: AbortSignal.timeout(RENDER_BUDGET_MS) });
  } catch (error) {
    const timedOut = (error as Error).name === "AbortError";
    throw new HttpError(400, "The post could not be saved.", {
      errors: [
        {
          field: task.field,
          code: timedOut ? "renderTimeout" : "renderFailed",
          message: timedOut ? "The body took too long to render." : "The body could not be rendered.",
        },
      ],
    });
  } finally {
    passTurn();
  }
}

/**
 * Runs several stored bodies in one job of a worker (a large import's thousands: a job per body spent
 * more on the job than on the body). The budget covers the whole job; a job that fails or runs past
 * it throws, and the caller renders those bodies one by one instead.
 */
export async function renderManyInPool(tasks: readonly RenderTask[]): Promise<RenderResult[]> {
  await takeTurn();
  try {
    // One pool for both: its typed task is a single body, this job's is a list of them.
    const pool = (await renderPool()) as unknown as Piscina<readonly RenderTask[], RenderResult[]>;
    return await pool.run(tasks, { name: "renderMany", signal: AbortSignal.timeout(RENDER_BUDGET_MS) });
  } finally {
    passTurn();
  }
}

// Jobs run at most `renderPoolSettings.threads` at a time, the rest wait here in order, so each
// one's budget covers only its own run.
let running = 0;
const waiting: (() => void)[] = [];

async function takeTurn(): Promise<void> {
  if (running < renderPoolSettings.threads) {
    running += 1;
    return;
  }
  if (waiting.length >= MAX_WAITING) throw new HttpError(503, "The server is busy. Try again in a moment.");
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function passTurn(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

/** Stops the workers (the server's onClose); the next render starts a new pool. */
export async function closeRenderPool(): Promise<void> {
  const current = pool;
  pool = undefined;
  ready = undefined;
  await current?.destroy();
}

/**
 * The pool, its workers started: each thread loads the renderer and renders {@link WARM_UP} first,
 * without a budget, since a worker's start (the sanitiser's document, the parsers) can take seconds
 * on a busy machine and was charged to the first body it ran, refusing a normal post. The threads
 * stay (minThreads), so a started pool is never cold again.
 */
async function renderPool(): Promise<Piscina<RenderTask, RenderResult>> {
  ready ??= (async () => {
    const filename = await (workerFile ??= locateWorker());
    const created = new Piscina<RenderTask, RenderResult>({
      filename,
      minThreads: renderPoolSettings.threads,
      maxThreads: renderPoolSettings.threads,
      idleTimeout: 60_000,
      // Rendering yields the processor to the server's main thread, which answers every request.
      niceIncrement: 10,
      // Each body in a job of its own: jsdom tracks nodes through WeakRefs, which V8 can free only
      // once the job ends, so a worker that ran body after body in one job (piscina's default
      // Atomics wait loop) kept every document and ran out of memory after a few large bodies.
      atomics: "disabled",
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, stackSizeMb: 4 },
    });
    pool = created;
    // A warm-up that fails leaves the pool as it is: the real body then answers for itself.
    await Promise.all(
      Array.from({ length: renderPoolSettings.threads }, () => created.run(WARM_UP).catch(() => undefined)),
    );
    return created;
  })();
  return ready;
}

/**
 * The worker's module: beside the server bundle in production (scripts/build-server.mjs builds
 * `render-worker.js`); from source (tests, `npm run dev`) it is bundled once per process with
 * esbuild, since worker threads cannot load TypeScript.
 */
async function locateWorker(): Promise<string> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const built = path.join(here, "render-worker.js");
  if (fs.existsSync(built)) return built;
  const cacheDir = path.resolve(here, "../../../node_modules/.cache/plaza");
  fs.mkdirSync(cacheDir, { recursive: true });
  const outfile = path.join(cacheDir, "render-worker.mjs");
  const partial = `${outfile}.${process.pid}.tmp`;
  const { build } = await import("esbuild");
  await build({
    entryPoints: [path.join(here, "render-worker.ts")],
    outfile: partial,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    packages: "external",
    logLevel: "warning",
  });
  // Several test processes may build at once: each renames its own complete file into place.
  fs.renameSync(partial, outfile);
  return outfile;
}
