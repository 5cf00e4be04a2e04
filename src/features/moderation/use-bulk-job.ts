import { useState } from "react";
import { useSWRConfig } from "swr";
import type { LoadStatus } from "../../../runtime/data/load-status";
import type { LongRunnerProgress } from "../../../runtime/api/long-runner";
import { runBulkRequest, type BulkRequest } from "./bulk-api";
import { isDiscussionDataKey } from "./discussion-data-keys";
import { discussionSelection, type SelectedDiscussion, type SelectionStore } from "./selection-store";

/** One discussion's place in a bulk job (content spec §4: pending, loading, success or error). */
export interface BulkItemStatus {
  item: SelectedDiscussion;
  status: LoadStatus;
  /** The server's exception message when the action failed on this discussion. */
  error?: string;
}

/** A bulk job as a dialog shows it. */
export interface BulkJob {
  items: BulkItemStatus[];
  /** "pending" before it starts, "loading" while it runs, then "success" (even with failed items). */
  status: LoadStatus;
  /** How many discussions have an outcome so far. */
  done: number;
  run(request: BulkRequest): Promise<LongRunnerProgress>;
}

/**
 * Runs a bulk action over `items`: they move from the checked to the pending set, each id follows
 * the job's progress, failed ones return to the checked set and succeeded ones leave the selection
 * (content spec §4); afterwards every cached discussion list, discussion and page layout is revalidated, so moved discussions
 * show their new category, closed ones the Closed badge and deleted ones are gone.
 */
export function useBulkJob(
  items: readonly SelectedDiscussion[],
  store: SelectionStore = discussionSelection,
) {
  const { mutate } = useSWRConfig();
  const [status, setStatus] = useState<LoadStatus>("pending");
  const [progress, setProgress] = useState<LongRunnerProgress | undefined>();

  async function run(request: BulkRequest): Promise<LongRunnerProgress> {
    const ids = items.map((item) => item.discussionID);
    setStatus("loading");
    setProgress(undefined);
    store.markPending(ids);
    const outcome = await runBulkRequest(ids, request, setProgress);
    setProgress(outcome);
    store.settle(outcome.successIDs, outcome.failedIDs);
    setStatus("success");
    void mutate(isDiscussionDataKey);
    return outcome;
  }

  const statuses: BulkItemStatus[] = items.map((item) => statusOf(item, status, progress));
  const done = statuses.filter((entry) => entry.status === "success" || entry.status === "error").length;
  const job: BulkJob = { items: statuses, status, done, run };
  return job;
}

function statusOf(
  item: SelectedDiscussion,
  jobStatus: LoadStatus,
  progress: LongRunnerProgress | undefined,
): BulkItemStatus {
  const id = item.discussionID;
  if (progress?.successIDs.includes(id)) return { item, status: "success" };
  if (progress?.failedIDs.includes(id)) {
    return { item, status: "error", error: progress.exceptionsByID[String(id)]?.message };
  }
  return { item, status: jobStatus === "pending" ? "pending" : "loading" };
}
