import { useEffect, useMemo } from "react";
import { useSWRConfig } from "swr";
import type { LiveEventData } from "../../../schemas/api/live.schema";
import { isJobDrivenHere } from "../../../runtime/api/long-runner";
import { msg, t } from "../../../runtime/i18n/t";
import { useSession } from "../../../runtime/data/session-store";
import { useLive } from "../../../runtime/live/use-live";
import { ProgressBar } from "../../ui/ProgressBar";
import { toastStore, type ToastStore } from "../../ui/toasts/toast-store";
import { isDiscussionDataKey } from "./discussion-data-keys";
import * as styles from "./job-progress.styles";

/** A job's progress as the live stream tells it. */
export type JobProgress = LiveEventData["job"];

/**
 * How long a running job may stay silent before its toast goes: a job moves on every few seconds
 * while the tab that drives it is open, so a minute of silence means that tab was closed.
 */
export const JOB_SILENCE_MS = 60_000;

/** What each kind of job is called while it runs. */
const jobTitles: Record<string, string> = {
  "discussions.close": msg("Closing discussions"),
  "discussions.reopen": msg("Reopening discussions"),
  "discussions.move": msg("Moving discussions"),
  "discussions.delete": msg("Deleting discussions"),
  "discussions.merge": msg("Merging discussions"),
  "discussions.warn": msg("Warning authors"),
  "categories.delete": msg("Deleting a category"),
};

/** The toast of one job: its title, then a progress bar while it runs or its outcome once done. */
function JobProgressBody({ job }: { job: JobProgress }) {
  const title = t(jobTitles[job.action] ?? msg("Working…"));
  const countText = t("{done} of {total}", { done: job.countDone, total: job.countTotalIDs });
  if (!job.finished) {
    return (
      <div className={styles.stack}>
        <strong>{title}</strong>
        <ProgressBar value={job.countDone} max={job.countTotalIDs} valueText={countText} label={title} />
        <span>{countText}</span>
      </div>
    );
  }
  const succeeded = job.countDone - job.countFailed;
  return (
    <div className={styles.stack}>
      <strong>{title}</strong>
      <span>
        {job.countFailed > 0
          ? t("Finished: {count} done, {failed} failed.", { count: succeeded, failed: job.countFailed })
          : t("Finished: {count} done.", { count: succeeded })}
      </span>
    </div>
  );
}

/**
 * Shows the progress of the member's long-running jobs that another tab drives (the live stream's
 * `job` events on `me`) as toasts: one per job, replaced in place as it moves on, dismissible once it
 * is done, gone after {@link JOB_SILENCE_MS} without news. When one is done, the discussions, lists
 * and page layouts on screen are read again. Answers the handler of one event, and the stop of its timers.
 */
export function createJobProgressToasts(
  toasts: ToastStore,
  refresh: () => void,
  isDrivenHere: (jobID: string) => boolean = isJobDrivenHere,
): { show(job: JobProgress): void; stop(): void } {
  const silence = new Map<string, ReturnType<typeof setTimeout>>();
  const finished = new Set<string>();
  return {
    show(job) {
      if (isDrivenHere(job.jobID) || finished.has(job.jobID)) return;
      const toastID = `job-${job.jobID}`;
      clearTimeout(silence.get(job.jobID));
      silence.delete(job.jobID);
      toasts.add({
        toastID,
        persistent: true,
        dismissible: job.finished,
        body: <JobProgressBody job={job} />,
      });
      if (job.finished) {
        finished.add(job.jobID);
        refresh();
      } else {
        silence.set(
          job.jobID,
          setTimeout(() => {
            silence.delete(job.jobID);
            toasts.dismiss(toastID);
          }, JOB_SILENCE_MS),
        );
      }
    },
    stop() {
      for (const timer of silence.values()) clearTimeout(timer);
      silence.clear();
    },
  };
}

/** Follows the signed-in member's jobs on the live stream and shows them as toasts (see {@link createJobProgressToasts}). */
export function useJobProgressToasts(toasts: ToastStore = toastStore): void {
  const userID = useSession((state) => state.user.userID);
  const { mutate } = useSWRConfig();
  const progress = useMemo(
    () => createJobProgressToasts(toasts, () => void mutate(isDiscussionDataKey)),
    [toasts, mutate],
  );
  useEffect(() => () => progress.stop(), [progress]);
  useLive(userID === 0 ? null : "me", (event) => {
    if (event.type === "job") progress.show(event.data);
  });
}
