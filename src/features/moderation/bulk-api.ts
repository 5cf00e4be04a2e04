import { apiClient as defaultClient, type ApiClient } from "../../../runtime/api/api-client";
import { ApiError } from "../../../runtime/api/api-error";
import type { LongRunnerProgress, ProgressListener } from "../../../runtime/api/long-runner";

/** The parameters of each bulk call beside the discussion ids (content spec §7). */
export type BulkRequest =
  | { action: "delete" }
  | { action: "move"; categoryID: number; addRedirects: boolean }
  | { action: "merge"; destinationDiscussionID: number; addRedirects: boolean }
  | { action: "close"; closed: boolean }
  | { action: "warn"; reason: string; points: number };

/**
 * Sends one bulk call and follows it as a long-running job (content spec §4, §7), telling
 * `onProgress` the merged per-id outcome after each step. The answer is always per id: an id the
 * server never reported (the call failed as a whole) counts as failed with the call's message.
 */
export async function runBulkRequest(
  discussionIDs: readonly number[],
  request: BulkRequest,
  onProgress?: ProgressListener,
  client: ApiClient = defaultClient,
): Promise<LongRunnerProgress> {
  const ids = [...discussionIDs];
  let progress: LongRunnerProgress | undefined;
  let failure: ApiError | undefined;
  try {
    const { data } = await send(client, ids, request, onProgress);
    progress = readProgressOf(data);
  } catch (error) {
    failure = error instanceof ApiError ? error : new ApiError({ status: 0, cause: error });
    progress = failure.progress;
  }
  return completeProgress(ids, progress, failure?.description || failure?.message);
}

function send(
  client: ApiClient,
  discussionIDs: number[],
  request: BulkRequest,
  onProgress?: ProgressListener,
) {
  // Browsers resend a request answered 408 on a reused connection: the key lets the server answer the
  // copy with the first answer instead of running the job twice.
  const options = { onProgress, headers: { "Idempotency-Key": newRequestKey() } };
  switch (request.action) {
    case "delete":
      return client.delete("discussions/list", {
        ...options,
        query: { longRunnerMode: "sync" },
        body: { discussionIDs },
      });
    case "move":
      return client.patch("discussions/move", {
        ...options,
        body: { discussionIDs, categoryID: request.categoryID, addRedirects: request.addRedirects },
      });
    case "merge":
      return client.post("discussions/merge", {
        ...options,
        body: {
          discussionIDs,
          destinationDiscussionID: request.destinationDiscussionID,
          addRedirects: request.addRedirects,
        },
      });
    case "close":
      return client.patch("discussions/close", {
        ...options,
        body: { discussionIDs, closed: request.closed },
      });
    case "warn":
      return client.post("discussions/warn", {
        ...options,
        body: { discussionIDs, reason: request.reason, points: request.points },
      });
  }
}

function readProgressOf(data: unknown): LongRunnerProgress | undefined {
  if (typeof data !== "object" || data === null || !("progress" in data)) return undefined;
  const { progress } = data as { progress?: LongRunnerProgress };
  return progress && Array.isArray(progress.successIDs) ? progress : undefined;
}

/** Every id gets an outcome: ids missing from the answer failed with `message` (or the default). */
function completeProgress(
  ids: readonly number[],
  progress: LongRunnerProgress | undefined,
  message: string | undefined,
): LongRunnerProgress {
  const successIDs = ids.filter((id) => progress?.successIDs.includes(id));
  const failedIDs = ids.filter((id) => !successIDs.includes(id));
  const exceptionsByID: LongRunnerProgress["exceptionsByID"] = { ...progress?.exceptionsByID };
  const fallback = message || new ApiError({ status: 0 }).message;
  for (const id of failedIDs) exceptionsByID[String(id)] ??= { message: fallback };
  return { successIDs, failedIDs, exceptionsByID };
}

/** 32 random hex digits (getRandomValues works outside secure contexts too, unlike randomUUID). */
function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
