import { useId, useState } from "react";
import { t, msg } from "../../../runtime/i18n/t";
import { TextField } from "../../ui/TextField";
import { FormDialog } from "../../ui/FormDialog";
import {
  describeTimeZone,
  fromWallTime,
  memberTimeZone,
  suggestedScheduleTime,
  toWallTime,
  type WallTime,
} from "./schedule-time";
import * as styles from "./drafts-page.styles";

/** Shown when the chosen time is not after now. */
export const SCHEDULE_PAST_TEXT = msg("Choose a time in the future.");
/** Shown when the date or the time is missing. */
export const SCHEDULE_MISSING_TEXT = msg("Choose a date and a time.");

/** Props of {@link ScheduleDraftDialog}. */
export interface ScheduleDraftDialogProps {
  draftTitle: string;
  /** The current schedule (ISO 8601) when rescheduling. */
  dateScheduled?: string | null;
  /** Sends the chosen instant; resolves true on success. */
  onSchedule(date: Date): Promise<boolean>;
  onClose(): void;
}

/**
 * Picks when a draft is published: a date and a time in the member's time zone (named under the
 * inputs), which must lie in the future; the instant goes to the API in UTC.
 */
export function ScheduleDraftDialog({
  draftTitle,
  dateScheduled,
  onSchedule,
  onClose,
}: ScheduleDraftDialogProps) {
  const noteID = useId();
  // Read once when the dialog opens: the dialog renders only in the browser, after a click.
  const [timeZone] = useState(memberTimeZone);
  const [openedAt] = useState(() => new Date());
  const [value, setValue] = useState<WallTime>(() => {
    const current = dateScheduled ? new Date(dateScheduled) : null;
    const start =
      current && current.getTime() > openedAt.getTime() ? current : suggestedScheduleTime(openedAt);
    return toWallTime(start, timeZone);
  });
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(): Promise<boolean> {
    const instant = fromWallTime(value, timeZone);
    if (!instant) {
      setError(t(SCHEDULE_MISSING_TEXT));
      return false;
    }
    if (instant.getTime() <= Date.now()) {
      setError(t(SCHEDULE_PAST_TEXT));
      return false;
    }
    setError(null);
    return onSchedule(instant);
  }

  return (
    <FormDialog
      title={t("Schedule Draft")}
      submitLabel={t("Schedule")}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <p>
        <strong>{draftTitle}</strong>
      </p>
      <div className={styles.scheduleFields}>
        <TextField
          label={t("Date")}
          type="date"
          required
          min={toWallTime(openedAt, timeZone).date}
          aria-invalid={error ? true : undefined}
          value={value.date}
          aria-describedby={noteID}
          onChange={(event) => setValue((current) => ({ ...current, date: event.target.value }))}
        />
        <TextField
          label={t("Time")}
          type="time"
          required
          value={value.time}
          aria-invalid={error ? true : undefined}
          aria-describedby={noteID}
          onChange={(event) => setValue((current) => ({ ...current, time: event.target.value }))}
        />
      </div>
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
      <p id={noteID} className={styles.muted}>
        {t("Times are in your time zone: {zone}.", { zone: describeTimeZone(timeZone, openedAt) })}
      </p>
    </FormDialog>
  );
}
