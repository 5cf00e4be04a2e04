/** Why one record of a bulk job failed, keyed by its id in `exceptionsByID`. */
export type LongRunnerException = { message: string; code?: number };

/** Per-id outcome of a long-running job so far (content spec §4: successIDs, failedIDs, exceptionsByID). */
export type LongRunnerProgress = {
  successIDs: number[];
  failedIDs: number[];
  exceptionsByID: Record<string, LongRunnerException>;
};

/** What any answer of a job step may carry: the token to resume it and its progress. */
export type LongRunnerState = { callbackPayload?: string; progress?: LongRunnerProgress };

/** One step's result: the response when it succeeded, the error when it failed. */
export type LongRunnerOutcome<R, E> = { ok: true; response: R } | { ok: false; error: E };

/** Called with the progress merged over every step so far. */
export type ProgressListener = (progress: LongRunnerProgress) => void;

/**
 * Follows a job until no answer carries a callbackPayload (content spec §4, §7: the payload goes to
 * POST calls/run, which may answer with another one). `resume` sends one payload. The final outcome
 * is the last step's, with the merged progress on its data (when an object) or on its error.
 */
export async function runLongRunner<R extends { data: unknown }, E extends LongRunnerState>(
  first: LongRunnerOutcome<R, E>,
  resume: (callbackPayload: string) => Promise<LongRunnerOutcome<R, E>>,
  onProgress?: ProgressListener,
): Promise<LongRunnerOutcome<R, E>> {
  let outcome = first;
  let merged: LongRunnerProgress | undefined;
  for (;;) {
    // A 2xx/408 answer carries the state in its body, a failed one on its error (spec §4: either may resume).
    const state = outcome.ok ? readLongRunnerState(outcome.response.data) : outcome.error;
    if (state.progress) {
      merged = mergeProgress(merged, state.progress);
      onProgress?.(merged);
    }
    if (!state.callbackPayload) break;
    noteJobDrivenHere(state.callbackPayload);
    outcome = await resume(state.callbackPayload);
  }
  if (!merged) return outcome;
  if (!outcome.ok) {
    // NOTE: mutates the error, so a caller of a bulk job sees every id's exception, not the last batch's.
    outcome.error.progress = merged;
    return outcome;
  }
  const { data } = outcome.response;
  if (!isPlainObject(data)) return outcome;
  return { ok: true, response: { ...outcome.response, data: { ...data, progress: merged } } };
}

// The jobs this tab carries on: their own dialog shows their progress, so the live stream's news of
// them (the member's other tabs hear it) is not shown here twice. Kept for the tab's life: the last
// event of a job may come after its last answer.
const jobsDrivenHere = new Set<string>();

/**
 * Whether this tab carries on the job `jobID` (it resumed it with one of its callbackPayloads). A job
 * sends live progress from its second step on, so the tab knows it before the first event comes.
 */
export function isJobDrivenHere(jobID: string): boolean {
  return jobsDrivenHere.has(jobID);
}

// A callbackPayload is `base64url(claims).signature`; its claims name the job.
function noteJobDrivenHere(callbackPayload: string): void {
  try {
    const encoded = (callbackPayload.split(".")[0] ?? "").replace(/-/g, "+").replace(/_/g, "/");
    const claims: unknown = JSON.parse(atob(encoded));
    if (isPlainObject(claims) && typeof claims.jobID === "string") jobsDrivenHere.add(claims.jobID);
  } catch {
    // Not a payload this server signs: nothing to hide.
  }
}

/** Reads callbackPayload and progress from a response body, ignoring anything malformed. */
export function readLongRunnerState(body: unknown): LongRunnerState {
  if (!isPlainObject(body)) return {};
  const state: LongRunnerState = {};
  if (typeof body.callbackPayload === "string" && body.callbackPayload !== "") {
    state.callbackPayload = body.callbackPayload;
  }
  const progress = readProgress(body.progress);
  if (progress) state.progress = progress;
  return state;
}

// A union, so the total is right whether a step reports only its own batch or a running total.
function mergeProgress(total: LongRunnerProgress | undefined, step: LongRunnerProgress): LongRunnerProgress {
  if (!total) return step;
  return {
    successIDs: union(total.successIDs, step.successIDs),
    failedIDs: union(total.failedIDs, step.failedIDs),
    exceptionsByID: { ...total.exceptionsByID, ...step.exceptionsByID },
  };
}

function readProgress(value: unknown): LongRunnerProgress | undefined {
  if (!isPlainObject(value)) return undefined;
  const ids = (list: unknown) =>
    Array.isArray(list) ? list.filter((id): id is number => typeof id === "number") : [];
  const exceptionsByID: Record<string, LongRunnerException> = {};
  if (isPlainObject(value.exceptionsByID)) {
    for (const [id, exception] of Object.entries(value.exceptionsByID)) {
      if (!isPlainObject(exception) || typeof exception.message !== "string") continue;
      exceptionsByID[id] =
        typeof exception.code === "number"
          ? { message: exception.message, code: exception.code }
          : { message: exception.message };
    }
  }
  return { successIDs: ids(value.successIDs), failedIDs: ids(value.failedIDs), exceptionsByID };
}

function union(a: readonly number[], b: readonly number[]): number[] {
  return [...new Set([...a, ...b])];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
