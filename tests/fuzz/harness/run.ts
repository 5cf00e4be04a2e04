// The fuzz run loop, request seeding and the report text.
import { performance } from "node:perf_hooks";
import fc from "fast-check";
import { signInAs } from "../../helpers/server";
import { requestArbitrary, type FuzzRequest } from "../generators";
import {
  BLOCK_LIMIT_MS,
  DEFAULT_SEED,
  type FuzzFailure,
  type FuzzReport,
  checkAnswer,
  describeRequest,
  knownIssues,
} from "./checks";
import { type FuzzTarget } from "./target";

export interface FuzzOptions {
  seed: number;
  runs: number;
  /** Called every `progressEvery` requests. */
  onProgress?: (sent: number, report: FuzzReport) => void;
  progressEvery?: number;
  /** How many of the slowest requests to keep. */
  keepSlowest?: number;
}

/** The seed and run count from FUZZ_SEED and FUZZ_RUNS, or the given defaults. */
export function fuzzSettings(defaultRuns: number): { seed: number; runs: number } {
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : DEFAULT_SEED;
  const runs = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : defaultRuns;
  if (!Number.isInteger(seed) || !Number.isInteger(runs) || runs < 1) {
    throw new Error(
      `FUZZ_SEED and FUZZ_RUNS must be integers (got ${process.env.FUZZ_SEED}, ${process.env.FUZZ_RUNS})`,
    );
  }
  return { seed, runs };
}

/** The seed of request `index`: every request can be regenerated on its own. */
export const requestSeed = (seed: number, index: number) => (seed ^ Math.imul(index + 1, 0x9e3779b1)) | 0;

/** Generates request `index` of a run (the pools are read as they are at that moment). */
export function generateRequest(target: FuzzTarget, seed: number, index: number): FuzzRequest {
  const arbitrary = arbitraryFor(target);
  return fc.sample(arbitrary, { seed: requestSeed(seed, index), numRuns: 1 })[0]!;
}
const arbitraries = new WeakMap<FuzzTarget, fc.Arbitrary<FuzzRequest>>();
function arbitraryFor(target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  let arbitrary = arbitraries.get(target);
  if (!arbitrary) {
    arbitrary = requestArbitrary(target.routes, target.pools);
    arbitraries.set(target, arbitrary);
  }
  return arbitrary;
}

/** Failures kept with their requests; later ones are only counted. */
export const KEEP_FAILURES = 200;

/** A request still unanswered after this long is a failure (the run goes on without it). */
export const ANSWER_LIMIT_MS = 15_000;
class NoAnswer extends Error {
  constructor() {
    super(`no answer within ${ANSWER_LIMIT_MS / 1000} s`);
  }
}

/**
 * The longest stretch the event loop was held since `reset()`, from how late a 10 ms interval timer
 * fires (what perf_hooks' monitorEventLoopDelay measures; its histogram cannot serve here because
 * after `reset()` it drops the first, late, sample: exactly the one a single blocking request makes).
 */
function startLagMonitor() {
  const interval = 10;
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - interval);
    last = now;
  }, interval);
  timer.unref();
  return {
    reset: () => {
      longest = 0;
    },
    longest: () => longest,
    stop: () => clearInterval(timer),
  };
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Sends requests one after another, checks each answer and the event loop, and reports. */
export async function runFuzz(target: FuzzTarget, options: FuzzOptions): Promise<FuzzReport> {
  const { seed, runs } = options;
  const report: FuzzReport = {
    seed,
    runs,
    sent: 0,
    durationMs: 0,
    byClass: {},
    byStatus: {},
    byVariant: {},
    byRoute: {},
    notSent: {},
    slowest: [],
    failures: [],
    moreFailures: 0,
    known: [],
    routes: target.routes.length,
  };
  const keepSlowest = options.keepSlowest ?? 10;
  const lag = startLagMonitor();
  const started = performance.now();

  const send = async (request: FuzzRequest) => {
    const cookie = target.cookies[request.actor];
    const headers = { ...request.headers };
    if (cookie) headers.cookie = headers.cookie ? `${cookie}; ${headers.cookie}` : cookie;
    lag.reset();
    const t0 = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const response = await Promise.race([
      target.app.inject({
        method: request.method as "GET",
        url: request.url,
        headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new NoAnswer()), ANSWER_LIMIT_MS);
      }),
    ]).finally(() => clearTimeout(timer));
    const ms = performance.now() - t0;
    // A request shorter than the limit cannot have blocked for longer; otherwise the lag monitor
    // (whose timer runs once the loop is free again) says how long the longest stretch was.
    let blockedMs = ms;
    if (ms > BLOCK_LIMIT_MS) {
      await tick();
      blockedMs = lag.longest();
    }
    return { response, ms, blockedMs };
  };

  try {
    for (let index = 0; index < runs; index += 1) {
      if (index > 0 && index % 50 === 0) await target.refreshPools();
      let request: FuzzRequest;
      try {
        request = generateRequest(target, seed, index);
      } catch (error) {
        // A generator bug must not end a long run unreported: it is counted with its cause.
        const reason = `generator: ${error instanceof Error ? error.message.slice(0, 80) : String(error)}`;
        report.notSent[reason] = (report.notSent[reason] ?? 0) + 1;
        continue;
      }
      let outcome: Awaited<ReturnType<typeof send>>;
      try {
        outcome = await send(request);
      } catch (error) {
        if (error instanceof NoAnswer) {
          report.sent += 1;
          report.failures.push({ index, request, status: 0, body: "", reason: error.message });
          continue;
        }
        const reason = error instanceof Error ? error.message.slice(0, 80) : String(error);
        report.notSent[reason] = (report.notSent[reason] ?? 0) + 1;
        continue;
      }
      const serverError = target.lastServerError();
      let { blockedMs } = outcome;
      const { response, ms } = outcome;
      // A machine shared with other work can stall the process now and then: a request only counts
      // as blocking when it blocks again when it is sent twice more.
      if (blockedMs > BLOCK_LIMIT_MS) {
        for (let retry = 0; retry < 2 && blockedMs > BLOCK_LIMIT_MS; retry += 1) {
          try {
            blockedMs = Math.min(blockedMs, (await send(request)).blockedMs);
          } catch {
            break;
          }
          target.lastServerError();
        }
      }
      report.sent += 1;
      const status = response.statusCode;
      const statusClass = `${Math.floor(status / 100)}xx`;
      report.byClass[statusClass] = (report.byClass[statusClass] ?? 0) + 1;
      report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
      report.byVariant[request.variant] = (report.byVariant[request.variant] ?? 0) + 1;
      const routeCounts = (report.byRoute[request.route] ??= {});
      routeCounts[statusClass] = (routeCounts[statusClass] ?? 0) + 1;
      if (report.slowest.length < keepSlowest || ms > report.slowest[report.slowest.length - 1]!.ms) {
        report.slowest.push({ ms, blockedMs, status, summary: describeRequest(request, 160) });
        report.slowest.sort((a, b) => b.ms - a.ms);
        report.slowest.length = Math.min(report.slowest.length, keepSlowest);
      }

      let reason = checkAnswer(request, response);
      if (!reason && blockedMs > BLOCK_LIMIT_MS) {
        reason = `blocked the event loop for ${Math.round(blockedMs)} ms (limit ${BLOCK_LIMIT_MS} ms)`;
      }
      if (reason) {
        const failure: FuzzFailure = {
          index,
          request,
          status,
          body: response.body.slice(0, 2_000),
          reason,
          ...(serverError ? { serverError } : {}),
        };
        const known = knownIssues.find((issue) => issue.matches(failure));
        if (known) {
          const hit = report.known.find((k) => k.note === known.note);
          if (hit) hit.count += 1;
          else report.known.push({ note: known.note, count: 1, example: describeFailure(failure) });
        } else if (report.failures.length < KEEP_FAILURES) report.failures.push(failure);
        else report.moreFailures += 1;
      }

      // Signing out ends the actor's session: sign in again so later requests are theirs.
      if (request.route === "DELETE /api/v2/session" && request.actor !== "guest" && status < 300) {
        target.cookies[request.actor] = await signInAs(target.app, request.actor);
      }
      if (options.onProgress && (index + 1) % (options.progressEvery ?? 1_000) === 0) {
        report.durationMs = performance.now() - started;
        options.onProgress(index + 1, report);
      }
    }
  } finally {
    lag.stop();
  }
  report.durationMs = performance.now() - started;
  return report;
}

/** A failure as the lines a person needs to reproduce and fix it. */
export function describeFailure(failure: FuzzFailure): string {
  return [
    `#${failure.index} ${failure.request.route}: ${failure.reason}`,
    `  request: ${describeRequest(failure.request)}`,
    `  answer: ${failure.status} ${failure.body.slice(0, 400)}`,
    ...(failure.serverError ? [`  server error: ${failure.serverError.split("\n").join("\n    ")}`] : []),
  ].join("\n");
}

/** The summary of a run: counts, the slowest requests, failures and known issues. */
export function describeReport(report: FuzzReport): string {
  const lines = [
    `fuzz: seed ${report.seed}, ${report.sent} requests sent of ${report.runs} over ${report.routes} routes in ${(report.durationMs / 1000).toFixed(1)} s`,
    `by status class: ${JSON.stringify(report.byClass)}`,
    `by status: ${JSON.stringify(report.byStatus)}`,
    `by variant: ${JSON.stringify(report.byVariant)}`,
  ];
  const never2xx = Object.entries(report.byRoute)
    .filter(([route, counts]) => !counts["2xx"] && !route.startsWith("HEAD "))
    .map(([route]) => route);
  if (never2xx.length > 0) lines.push(`routes without a 2xx answer in this run: ${never2xx.join(", ")}`);
  if (Object.keys(report.notSent).length > 0)
    lines.push(`not sent (refused by inject, or a generator error): ${JSON.stringify(report.notSent)}`);
  lines.push("slowest:");
  for (const slow of report.slowest) {
    lines.push(
      `  ${slow.ms.toFixed(0)} ms (blocked ${slow.blockedMs.toFixed(0)} ms) ${slow.status} ${slow.summary}`,
    );
  }
  if (report.known.length > 0) {
    lines.push(`known issues hit (${report.known.reduce((n, k) => n + k.count, 0)}), first request of each:`);
    for (const k of report.known)
      lines.push(`  ${k.count} × ${k.note}`, `    ${k.example.split("\n").join("\n    ")}`);
  }
  lines.push(`failures: ${report.failures.length + report.moreFailures}`);
  for (const failure of report.failures) lines.push(describeFailure(failure));
  if (report.moreFailures > 0) lines.push(`… and ${report.moreFailures} more (not kept)`);
  if (report.failures.length > 0) {
    lines.push(
      `replay: FUZZ_SEED=${report.seed} FUZZ_RUNS=${report.runs} (the run is deterministic; request #n needs the ones before it)`,
    );
  }
  return lines.join("\n");
}
