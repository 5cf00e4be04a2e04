import { t, msg } from "../../../runtime/i18n/t";
import { ProgressBar } from "../../ui/ProgressBar";
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
          <ProgressBar value={job.done} max={total} valueText={countText} />
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
