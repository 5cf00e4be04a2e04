import { performance } from "node:perf_hooks";
import { discussionBookmarkSchema, longRunnerResultSchema } from "../../schemas/api/discussion-bulk.schema";
import {
  reactionLogSchema,
  reactionSummaryListSchema,
  reactionTypeListSchema,
} from "../../schemas/entities/reaction.schema";
import fc from "fast-check";
import { Ajv, type ValidateFunction } from "ajv";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { withoutIds } from "../../schemas/without-ids";
import { errorBodySchema } from "../../schemas/entities/error.schema";
import {
  categoryFollowSchema,
  categoryListSchema,
  categorySchema,
} from "../../schemas/entities/category.schema";
import {
  collectionContentSchema,
  collectionListSchema,
  collectionSchema,
} from "../../schemas/entities/collection.schema";
import { commentListSchema, commentSchema, postQuoteSchema } from "../../schemas/entities/comment.schema";
import { conversationListSchema, conversationSchema } from "../../schemas/entities/conversation.schema";
import {
  discussionEditSchema,
  discussionListSchema,
  discussionSchema,
} from "../../schemas/entities/discussion.schema";
import { fragmentDetailsSchema, fragmentSchema } from "../../schemas/entities/fragment.schema";
import { leaderListSchema } from "../../schemas/entities/leader.schema";
import { localeSchema } from "../../schemas/entities/locale.schema";
import { mediaSchema } from "../../schemas/entities/media.schema";
import { messageListSchema } from "../../schemas/entities/message.schema";
import { notificationListSchema, notificationSchema } from "../../schemas/entities/notification.schema";
import { permissionsRecordSchema } from "../../schemas/entities/permissions.schema";
import { siteTotalsSchema } from "../../schemas/entities/site-totals.schema";
import { suggestedContentSchema } from "../../schemas/entities/suggested-content.schema";
import { tagListSchema } from "../../schemas/entities/tag.schema";
import { meCountsSchema, meSchema, userSchema } from "../../schemas/entities/user.schema";
import { commentEditSchema } from "../../schemas/api/comments.schema";
import { registerAnswerSchema } from "../../schemas/api/session.schema";
import { userFragmentListSchema } from "../../schemas/api/user-lookup.schema";
import {
  hydratedLayoutResponseSchema,
  layoutRecordSchema,
  layoutViewRecordSchema,
} from "../../server/layouts/layout-api.schema";
import { defaultAbuseLimits, type AbuseLimitOverrides } from "../../server/services/abuse/limits";
import { buildTestApp, signInAs } from "../helpers/server";
import {
  actors,
  requestArbitrary,
  type Actor,
  type FuzzRequest,
  type FuzzRoute,
  type IdPools,
} from "./generators";
import { discussionDismissSchema } from "../../schemas/api/discussion-moderation.schema";
import { reportListSchema, reportSchema } from "../../schemas/entities/report.schema";
import { revisionListSchema } from "../../schemas/entities/revision.schema";

// The API fuzzing harness: builds the app, collects its routes and schemas, sends generated requests
// as each kind of user and checks every answer. Used by tests/fuzz/api.test.ts and bench/fuzz.ts.

/** A single request may not hold the event loop longer than this. */
export const BLOCK_LIMIT_MS = 200;
/** The seed of the normal run; FUZZ_SEED overrides it. */
export const DEFAULT_SEED = 20_260_611;

const listOf = (items: object) => ({ type: "array", items }) as const;

/**
 * The schema of each route's 2xx JSON answer (Fastify is not given response schemas, see
 * ARCHITECTURE "Decisions"; these are the ones the route tests check against).
 */
export const responseSchemas: Record<string, object> = {
  "POST /api/v2/session": meSchema,
  "GET /api/v2/users/me": meSchema,
  "GET /api/v2/users/me-counts": meCountsSchema,
  "GET /api/v2/users/:id/permissions": permissionsRecordSchema,
  "GET /api/v2/users/:id": userSchema,
  "POST /api/v2/users/register": registerAnswerSchema,
  "POST /api/v2/users/register/confirm": meSchema,
  "POST /api/v2/users": userSchema,
  "GET /api/v2/users/by-names": userFragmentListSchema,
  "GET /api/v2/users/leaders": leaderListSchema,
  "GET /api/v2/locales": listOf(localeSchema),
  "GET /api/v2/locales/:id": localeSchema,
  "GET /api/v2/fragments": listOf(fragmentSchema),
  "POST /api/v2/fragments": fragmentSchema,
  "GET /api/v2/fragments/:fragmentUUID": fragmentDetailsSchema,
  "PATCH /api/v2/fragments/:fragmentUUID": fragmentSchema,
  "GET /api/v2/site-totals": siteTotalsSchema,
  "PUT /api/v2/discussions/:id/bookmark": discussionBookmarkSchema,
  "GET /api/v2/discussions/bookmarked": discussionListSchema,
  "PATCH /api/v2/discussions/close": longRunnerResultSchema,
  "PATCH /api/v2/discussions/move": longRunnerResultSchema,
  "DELETE /api/v2/discussions/list": longRunnerResultSchema,
  "POST /api/v2/calls/run": longRunnerResultSchema,
  "GET /api/v2/reactions": reactionTypeListSchema,
  "POST /api/v2/discussions/:id/reactions": reactionSummaryListSchema,
  "POST /api/v2/comments/:id/reactions": reactionSummaryListSchema,
  "GET /api/v2/discussions/:id/reactions": reactionLogSchema,
  "GET /api/v2/comments/:id/reactions": reactionLogSchema,
  "GET /api/v2/discussions": discussionListSchema,
  "GET /api/v2/discussions/:id": discussionSchema,
  "GET /api/v2/discussions/:id/edit": discussionEditSchema,
  "GET /api/v2/discussions/:id/quote": postQuoteSchema,
  "POST /api/v2/discussions": discussionSchema,
  "PATCH /api/v2/discussions/:id": discussionSchema,
  "PUT /api/v2/discussions/:id/type": discussionSchema,
  "PUT /api/v2/discussions/:id/tags": discussionSchema,
  "GET /api/v2/categories": categoryListSchema,
  "GET /api/v2/categories/search": categoryListSchema,
  "GET /api/v2/categories/:id": categorySchema,
  "PUT /api/v2/categories/:id/follow": categoryFollowSchema,
  "GET /api/v2/tags": tagListSchema,
  "GET /api/v2/layouts/lookup-hydrate": hydratedLayoutResponseSchema,
  "GET /api/v2/layouts": listOf(layoutRecordSchema),
  "GET /api/v2/layouts/:id": layoutRecordSchema,
  "POST /api/v2/layouts": layoutRecordSchema,
  "PATCH /api/v2/layouts/:id": layoutRecordSchema,
  "GET /api/v2/layouts/:id/views": listOf(layoutViewRecordSchema),
  "PUT /api/v2/layouts/:id/views": listOf(layoutViewRecordSchema),
  "GET /api/v2/site/suggested-content": suggestedContentSchema,
  "GET /api/v2/collections": collectionListSchema,
  "GET /api/v2/collections/:id": collectionContentSchema,
  "POST /api/v2/collections": collectionSchema,
  "GET /api/v2/notifications": notificationListSchema,
  "GET /api/v2/notifications/:id": notificationSchema,
  "PATCH /api/v2/notifications/:id": notificationSchema,
  "PUT /api/v2/notifications/:id/read": notificationSchema,
  "GET /api/v2/conversations": conversationListSchema,
  "GET /api/v2/conversations/:id": conversationSchema,
  "GET /api/v2/messages": messageListSchema,
  "GET /api/v2/comments": commentListSchema,
  "GET /api/v2/comments/:id": commentSchema,
  "GET /api/v2/comments/:id/edit": commentEditSchema,
  "GET /api/v2/comments/:id/quote": postQuoteSchema,
  "POST /api/v2/comments": commentSchema,
  "PATCH /api/v2/comments/:id": commentSchema,
  "POST /api/v2/media": mediaSchema,
  "GET /api/v2/media/:id": mediaSchema,
  "PUT /api/v2/discussions/:id/dismiss": discussionDismissSchema,
  "PATCH /api/v2/discussions/:id/bump": discussionSchema,
  "GET /api/v2/collections/by-resource": collectionListSchema,
  "PUT /api/v2/collections/by-resource": collectionListSchema,
  "POST /api/v2/discussions/:id/reports": reportSchema,
  "POST /api/v2/comments/:id/reports": reportSchema,
  "GET /api/v2/reports": reportListSchema,
  "PATCH /api/v2/reports/:id": reportSchema,
  "GET /api/v2/discussions/:id/revisions": revisionListSchema,
  "GET /api/v2/comments/:id/revisions": revisionListSchema,
};

/** One answer the fuzzer refuses. */
export interface FuzzFailure {
  /** The request's number in the run (replay with the same seed and at least this many runs). */
  index: number;
  request: FuzzRequest;
  status: number;
  body: string;
  reason: string;
  /** The error the server hit, when a handler threw (from an onError hook). */
  serverError?: string;
}

/**
 * Failures found, reported, and not fixed yet, each with why. A failure that matches one is counted
 * and printed as known instead of failing the run; everything else fails it. Empty this list as the
 * causes are fixed.
 */
export interface KnownIssue {
  /** Where and what it is, for people. */
  note: string;
  matches: (failure: FuzzFailure) => boolean;
}
export const knownIssues: KnownIssue[] = [];

/** What one run did. */
export interface FuzzReport {
  seed: number;
  runs: number;
  sent: number;
  durationMs: number;
  byClass: Record<string, number>;
  byStatus: Record<string, number>;
  byVariant: Record<string, number>;
  /** Status classes per route: which routes the run reached past validation. */
  byRoute: Record<string, Record<string, number>>;
  /** Requests light-my-request itself would not build (not a server answer), by reason. */
  notSent: Record<string, number>;
  slowest: { ms: number; blockedMs: number; status: number; summary: string }[];
  failures: FuzzFailure[];
  /** Failures beyond the first {@link KEEP_FAILURES}, counted only (their requests are not kept). */
  moreFailures: number;
  /** Known issues hit: how often, and the first request that hit each. */
  known: { note: string; count: number; example: string }[];
  routes: number;
}

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
const validators = new Map<object, ValidateFunction>();
function validatorOf(schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(withoutIds(schema) as object);
    validators.set(schema, validate);
  }
  return validate;
}

/** The path the app sees for an injected URL (as light-my-request's parse-url resolves it). */
function injectedPath(url: string): string {
  const base = "http://localhost";
  try {
    return new URL(url.startsWith("//") ? base + url : url, base).pathname;
  } catch {
    return url;
  }
}

/** Why an answer is refused, or null: 5xx, malformed API errors, 2xx outside the route's schema. */
export function checkAnswer(request: FuzzRequest, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `server error ${status}`;
  if (request.method === "HEAD") return null;
  // light-my-request resolves the URL like a browser (`..` segments, `%2e`), so the path the app saw
  // decides whether this is an API answer, not the route the request was made for.
  const isApi = injectedPath(request.url).startsWith("/api/v2/");
  if (status >= 400 && isApi) {
    const type = String(response.headers["content-type"] ?? "");
    if (!type.startsWith("application/json")) return `error answer is ${type || "untyped"}, not JSON`;
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return "error answer is not valid JSON";
    }
    const validate = validatorOf(errorBodySchema);
    if (!validate(body)) return `error answer is not the error shape: ${ajv.errorsText(validate.errors)}`;
    if ((body as { status: number }).status !== status) {
      return `error answer says status ${(body as { status: number }).status} but is ${status}`;
    }
    return null;
  }
  const schema = responseSchemas[request.route];
  if (status >= 200 && status < 300 && status !== 204 && schema) {
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return "2xx answer is not valid JSON";
    }
    const validate = validatorOf(schema);
    if (!validate(body))
      return `2xx answer outside its schema: ${ajv.errorsText(validate.errors).slice(0, 600)}`;
  }
  return null;
}

/** A request as one readable line: long strings are cut to their head, tail and length. */
export function describeRequest(request: FuzzRequest, max = 400): string {
  const cut = (text: string) =>
    text.length > max ? `${text.slice(0, max / 2)}…(${text.length} chars)…${text.slice(-max / 4)}` : text;
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `${name}: ${JSON.stringify(cut(value))}`)
    .join(", ");
  const payload =
    request.payload === undefined
      ? ""
      : ` body ${JSON.stringify(cut(Buffer.isBuffer(request.payload) ? request.payload.toString("latin1") : request.payload))}`;
  return `${request.method} ${cut(request.url)} as ${request.actor} [${request.variant}] {${headers}}${payload}`;
}

/** The app under test, its routes, the demo users' cookies and the id pools. */
export interface FuzzTarget {
  app: FastifyInstance;
  routes: FuzzRoute[];
  cookies: Record<Actor, string | undefined>;
  pools: IdPools;
  refreshPools: () => Promise<void>;
  lastServerError: () => string | undefined;
  close: () => Promise<void>;
}

/**
 * Every abuse limit lifted (and no sign-in delay), so a long run is neither stopped nor slowed by
 * them; a limit that still answers 429 is an accepted answer.
 */
export function liftedAbuseLimits(): AbuseLimitOverrides {
  const overrides: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(defaultAbuseLimits)) {
    overrides[name] = typeof value === "number" ? 0 : { limit: Number.MAX_SAFE_INTEGER };
  }
  return overrides as AbuseLimitOverrides;
}

/**
 * Builds the app as the API tests do (in-memory demo community, abuse limits lifted) and collects
 * every route with its schema through an onRoute hook.
 */
export async function createFuzzTarget(): Promise<FuzzTarget> {
  const routes: FuzzRoute[] = [];
  let lastError: string | undefined;
  const app = await buildTestApp({
    abuseLimits: liftedAbuseLimits(),
    beforeRoutes: async (instance) => {
      instance.addHook("onRoute", (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          routes.push({ method, url: route.url, schema: (route.schema ?? {}) as FuzzRoute["schema"] });
        }
      });
      instance.addHook("onError", async (_request, _reply, error) => {
        lastError = `${error.name}: ${error.message}\n${(error.stack ?? "").split("\n").slice(1, 6).join("\n")}`;
      });
    },
  });
  await app.ready();
  const cookies = { guest: undefined } as Record<Actor, string | undefined>;
  for (const actor of actors) if (actor !== "guest") cookies[actor] = await signInAs(app, actor);

  const pools: IdPools = {};
  const refreshPools = async () => {
    const ids = async <T extends string>(query: Promise<Record<T, number | string>[]>, column: T) =>
      (await query).map((row) => row[column]);
    const { db } = app;
    pools.discussionID = await ids(
      db.selectFrom("discussions").select("discussionID").execute(),
      "discussionID",
    );
    pools.commentID = await ids(db.selectFrom("comments").select("commentID").execute(), "commentID");
    pools.categoryID = await ids(db.selectFrom("categories").select("categoryID").execute(), "categoryID");
    pools.userID = await ids(db.selectFrom("users").select("userID").execute(), "userID");
    pools.tagID = await ids(db.selectFrom("tags").select("tagID").execute(), "tagID");
    pools.conversationID = await ids(
      db.selectFrom("conversations").select("conversationID").execute(),
      "conversationID",
    );
    pools.notificationID = await ids(
      db.selectFrom("notifications").select("notificationID").execute(),
      "notificationID",
    );
    pools.mediaID = await ids(db.selectFrom("media").select("mediaID").execute(), "mediaID");
    pools.collectionID = await ids(
      db.selectFrom("collections").select("collectionID").execute(),
      "collectionID",
    );
    pools.layoutID = await ids(db.selectFrom("layouts").select("layoutID").execute(), "layoutID");
    pools.fragmentUUID = await ids(
      db.selectFrom("fragments").select("fragmentUUID").execute(),
      "fragmentUUID",
    );
    pools.fragmentRevisionUUID = await ids(
      db.selectFrom("fragments").select("fragmentRevisionUUID").execute(),
      "fragmentRevisionUUID",
    );
    pools.roleID = await ids(db.selectFrom("roles").select("roleID").execute(), "roleID");
    pools.localeID = ["en"];
  };
  await refreshPools();
  return {
    app,
    routes,
    cookies,
    pools,
    refreshPools,
    lastServerError: () => {
      const error = lastError;
      lastError = undefined;
      return error;
    },
    close: () => app.close(),
  };
}

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
const KEEP_FAILURES = 200;

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
