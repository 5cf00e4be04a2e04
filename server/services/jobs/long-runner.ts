import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { LongRunnerProgress, LongRunnerResult } from "../../../schemas/api/discussion-bulk.schema";
import type { Database } from "../../db/types";
import { nowISO } from "../../db/columns";
import type { Viewer } from "../../auth/viewer";
import { HttpError } from "../../http/errors";
import { invalidToken, signLongRunnerToken, verifyLongRunnerToken } from "./long-runner-token";
import { publishLive } from "../live/publish-live";

/**
 * Long-running jobs (content spec §4, §7; Vanilla's LongRunner): a bulk call works through its IDs
 * one by one until its time budget runs out, then answers 408 with the progress so far and a
 * `callbackPayload`, a token signed with a secret every server process shares. `POST /calls/run`
 * with that token continues the job. The IDs still to do live in `long_runner_jobs`; each ID is
 * claimed (the job's cursor moves past it) before it runs, so a retried or doubled call never runs an
 * ID twice. A token is bound to the user who started the job and expires. From its second step on, a
 * job tells its user's live stream (`me`) how far it got, so their other tabs can show it.
 */

/**
 * Time budget per call, the most IDs one call runs (null: no cap, only the time budget) and how long
 * an unfinished job can be continued. `maxItemsPerCall` is read from `PLAZA_LONG_RUNNER_MAX_ITEMS`
 * at server start; tests may change any of them.
 */
export const longRunnerSettings: { budgetMs: number; maxItemsPerCall: number | null; ttlMs: number } = {
  budgetMs: 2000,
  maxItemsPerCall: null,
  ttlMs: 60 * 60 * 1000,
};

/**
 * The cap of IDs per call from an environment value (`PLAZA_LONG_RUNNER_MAX_ITEMS`): a positive
 * integer, or null (no cap) when unset or empty. Anything else throws, so a typo stops the start.
 */
export function readLongRunnerMaxItems(value: string | undefined): number | null {
  if (value === undefined || value.trim() === "") return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) {
    throw new Error(`PLAZA_LONG_RUNNER_MAX_ITEMS must be a positive integer, not "${value}".`);
  }
  return n;
}

/** One record's step of a job's action; throws an HttpError when it fails on that record. */
export type LongRunnerAction = (
  db: Kysely<Database>,
  viewer: Viewer,
  params: Record<string, unknown>,
  recordID: number,
) => Promise<void>;

/** Told of a step that failed with something other than an HttpError (a bug or a database fault). */
export type LongRunnerErrorLog = (error: unknown, recordID: number) => void;

/** The actions a job may name, by name. */
export type LongRunnerActions = Readonly<Record<string, LongRunnerAction>>;

/** A job's answer: 200 when done, 408 when the budget ran out (the body then has a callbackPayload). */
export interface LongRunnerAnswer {
  status: 200 | 408;
  body: LongRunnerResult;
}

/**
 * Runs `ids[from..]` until done, out of time or at the per-call cap (at least one ID per call, so every
 * call progresses).
 */
async function runSteps(
  step: (id: number) => Promise<void>,
  ids: readonly number[],
  from: number,
  countTotalIDs: number,
  logError: LongRunnerErrorLog | undefined,
  claim?: (index: number) => Promise<boolean>,
): Promise<{ progress: LongRunnerProgress; next: number; lost: boolean }> {
  const started = performance.now();
  const progress: LongRunnerProgress = { successIDs: [], failedIDs: [], exceptionsByID: {}, countTotalIDs };
  let next = from;
  while (next < ids.length) {
    if (next > from) {
      const cap = longRunnerSettings.maxItemsPerCall;
      if (cap !== null && next - from >= cap) break;
      if (performance.now() - started >= longRunnerSettings.budgetMs) break;
    }
    if (claim && !(await claim(next))) return { progress, next, lost: true };
    const id = ids[next] as number;
    next++;
    try {
      await step(id);
      progress.successIDs.push(id);
    } catch (error) {
      if (!(error instanceof HttpError)) logError?.(error, id);
      const status = error instanceof HttpError ? error.status : 500;
      const message = error instanceof HttpError ? error.message : "Something went wrong.";
      progress.failedIDs.push(id);
      progress.exceptionsByID[String(id)] = { message, status, code: status };
    }
  }
  return { progress, next, lost: false };
}

function actionOf(actions: LongRunnerActions, name: string): LongRunnerAction {
  const action = actions[name];
  if (!action) throw invalidToken();
  return action;
}

/**
 * Starts a job over `recordIDs` (duplicates run once). Answers 200 with every ID's outcome when it
 * finishes within the budget, else 408 with the outcome so far and a callbackPayload.
 */
export async function startLongRunner(
  db: Kysely<Database>,
  viewer: Viewer,
  actions: LongRunnerActions,
  job: { action: string; params: Record<string, unknown> },
  recordIDs: readonly number[],
  logError?: LongRunnerErrorLog,
  requestKey?: string,
): Promise<LongRunnerAnswer> {
  const action = actionOf(actions, job.action);
  const ids = [...new Set(recordIDs)];
  const params = JSON.stringify(job.params);
  const recordList = JSON.stringify(ids);
  await db.deleteFrom("long_runner_jobs").where("dateExpires", "<", nowISO()).execute();
  if (requestKey !== undefined) {
    const replay = await replayStart(db, viewer, requestKey, { action: job.action, params, recordList });
    if (replay) return replay;
  }
  const { progress, next } = await runSteps(
    (id) => action(db, viewer, job.params, id),
    ids,
    0,
    ids.length,
    logError,
  );
  const done = next >= ids.length;
  if (done && requestKey === undefined) return { status: 200, body: { progress, callbackPayload: null } };

  // Kept while it may be continued, or (with a request key) while a retried first call may come.
  const jobID = randomBytes(18).toString("base64url");
  const expires = Date.now() + longRunnerSettings.ttlMs;
  const answer: LongRunnerAnswer = done
    ? { status: 200, body: { progress, callbackPayload: null } }
    : {
        status: 408,
        body: {
          progress,
          callbackPayload: await signLongRunnerToken(db, {
            jobID,
            userID: viewer.userID,
            cursor: next,
            expires,
          }),
        },
      };
  await db
    .insertInto("long_runner_jobs")
    .values({
      jobID,
      userID: viewer.userID,
      action: job.action,
      params,
      recordIDs: recordList,
      cursor: next,
      countTotalIDs: ids.length,
      dateInserted: nowISO(),
      dateExpires: new Date(expires).toISOString(),
      requestKey: requestKey ?? null,
      lastCursor: 0,
      lastAnswer: JSON.stringify(answer),
      countFailed: progress.failedIDs.length,
    })
    .execute();
  return answer;
}

/**
 * The first answer of the job a call with this Idempotency-Key already started, for a retried first
 * call (a browser resends a request answered 408 on a reused connection). The same key with another
 * request, or once the job has moved on, is a 409: nothing runs twice.
 */
async function replayStart(
  db: Kysely<Database>,
  viewer: Viewer,
  requestKey: string,
  request: { action: string; params: string; recordList: string },
): Promise<LongRunnerAnswer | undefined> {
  const started = await db
    .selectFrom("long_runner_jobs")
    .select(["action", "params", "recordIDs", "lastCursor", "lastAnswer"])
    .where("userID", "=", viewer.userID)
    .where("requestKey", "=", requestKey)
    .executeTakeFirst();
  if (!started) return undefined;
  const same =
    started.action === request.action &&
    started.params === request.params &&
    started.recordIDs === request.recordList;
  if (!same) throw new HttpError(409, "This Idempotency-Key was sent with another request.");
  if (started.lastCursor !== 0 || !started.lastAnswer) {
    throw new HttpError(409, "This job has moved on: continue it with its latest callbackPayload.");
  }
  return JSON.parse(started.lastAnswer) as LongRunnerAnswer;
}

/**
 * Continues a job from a signed token (`POST /calls/run`): only its own user, before it expires,
 * and only once per token (a token whose step already ran answers 409 and runs nothing). Each ID
 * runs under the viewer's permissions at the time it runs.
 */
export async function continueLongRunner(
  db: Kysely<Database>,
  viewer: Viewer,
  actions: LongRunnerActions,
  token: string,
  logError?: LongRunnerErrorLog,
): Promise<LongRunnerAnswer> {
  const claims = await verifyLongRunnerToken(db, token);
  if (claims.userID !== viewer.userID) throw invalidToken();
  const job = await db
    .selectFrom("long_runner_jobs")
    .selectAll()
    .where("jobID", "=", claims.jobID)
    .executeTakeFirst();
  if (!job || job.userID !== viewer.userID) throw new HttpError(404, "This job has finished or expired.");
  if (job.cursor !== claims.cursor) {
    // A retried call (browsers resend a request answered 408 on a reused connection) gets the answer
    // its step already gave; any older token is refused.
    if (job.lastCursor === claims.cursor && job.lastAnswer)
      return JSON.parse(job.lastAnswer) as LongRunnerAnswer;
    throw new HttpError(409, "This step of the job has already run.");
  }
  const action = actionOf(actions, job.action);
  const params = JSON.parse(job.params) as Record<string, unknown>;
  const ids = JSON.parse(job.recordIDs) as number[];

  const claim = async (index: number) => {
    const result = await db
      .updateTable("long_runner_jobs")
      .set({ cursor: index + 1 })
      .where("jobID", "=", job.jobID)
      .where("cursor", "=", index)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  };
  const { progress, next, lost } = await runSteps(
    (id) => action(db, viewer, params, id),
    ids,
    job.cursor,
    job.countTotalIDs,
    logError,
    claim,
  );
  if (lost && progress.successIDs.length + progress.failedIDs.length === 0) {
    throw new HttpError(409, "This step of the job has already run.");
  }
  // Another call took over the rest (a doubled request): it carries the job on; this one stops here.
  if (lost) return { status: 200, body: { progress, callbackPayload: null } };
  const countFailed = job.countFailed + progress.failedIDs.length;
  const expires = Date.now() + longRunnerSettings.ttlMs;
  // A finished job is kept until it expires too, so a retried last call gets its answer again.
  const answer: LongRunnerAnswer =
    next >= ids.length
      ? { status: 200, body: { progress, callbackPayload: null } }
      : {
          status: 408,
          body: {
            progress,
            callbackPayload: await signLongRunnerToken(db, {
              jobID: job.jobID,
              userID: viewer.userID,
              cursor: next,
              expires,
            }),
          },
        };
  await db
    .updateTable("long_runner_jobs")
    .set({
      dateExpires: new Date(expires).toISOString(),
      lastCursor: claims.cursor,
      lastAnswer: JSON.stringify(answer),
      countFailed,
    })
    .where("jobID", "=", job.jobID)
    .execute();
  await publishLive(db, [
    {
      type: "job",
      topic: `user:${viewer.userID}`,
      userID: viewer.userID,
      data: {
        jobID: job.jobID,
        // Named as the member chose it: a close job that reopens is a reopen.
        action:
          job.action === "discussions.close" && params.closed === false ? "discussions.reopen" : job.action,
        countTotalIDs: job.countTotalIDs,
        countDone: next,
        countFailed,
        finished: next >= ids.length,
      },
    },
  ]);
  return answer;
}
