import { t, msg } from "../../../runtime/i18n/t";
import type { BulkJob } from "./use-bulk-job";
import * as styles from "./moderation.styles";

/** Props of {@link BulkJobProgress}. */
export interface BulkJobProgressProps {
  job: BulkJob;
}

/** The words of each item status. */
const statusTexts = {
  pending: msg("Pending"),
  loading: msg("Working…"),
  success: msg("Done"),
  error: msg("Failed"),
} as const;

/**
 * A bulk job's progress bar ("12 of 150", a progressbar with its value and a polite live text) while
 * it runs, and each discussion's status (pending, loading, success, or error with the exception); before
 * the job starts the list shows what the action will touch.
 */
export function BulkJobProgress({ job }: BulkJobProgressProps) {
  const total = job.items.length;
  const countText = t("{done} of {total}", { done: job.done, total });
  return (
    <>
      {job.status === "loading" ? (
        <div>
          <div
            role="progressbar"
            aria-label={t("Progress")}
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={job.done}
            aria-valuetext={countText}
            className={styles.progressTrack}
          >
            <div
              className={styles.progressFill}
              style={{ inlineSize: `${total ? (job.done / total) * 100 : 0}%` }}
            />
          </div>
          <p aria-live="polite">{countText}</p>
        </div>
      ) : null}
      <ul className={styles.items} aria-label={t("Discussions")}>
        {job.items.map(({ item, status, error }) => (
          <li key={item.discussionID} className={styles.itemRow}>
            <span>{item.name}</span>
            <span className={status === "error" ? styles.statusError : styles.statusMuted}>
              {t(statusTexts[status])}
              {error ? `: ${error}` : null}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
