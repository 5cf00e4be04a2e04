import { useState } from "react";
import { t } from "../../../runtime/i18n/t";
import { FormDialog } from "../../ui/FormDialog";
import { TextField } from "../../ui/TextField";

/** Props of {@link PublishLaterDialog}. */
export interface PublishLaterDialogProps {
  /** The schedule already set (ISO 8601), when changing it. */
  dateScheduled?: string | null;
  /** Schedules the draft at that instant; resolves an error to show, or null once scheduled. */
  onSchedule(date: Date): Promise<string | null>;
  onClose(): void;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** A date as a datetime-local input holds it, in the browser's time zone ("2026-03-01T14:00"). */
function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The next full hour at least an hour from `now`. */
function nextHour(now: Date): Date {
  const next = new Date(now.getTime() + 3_600_000);
  next.setMinutes(0, 0, 0);
  return next;
}

/**
 * "Publish later": a date and time in the manager's time zone (named under the field), which must lie
 * in the future. The dialog says that the draft is published as it is then, edits made meanwhile
 * included, so nobody expects the version of the moment they scheduled it.
 */
export function PublishLaterDialog({ dateScheduled, onSchedule, onClose }: PublishLaterDialogProps) {
  // Read when the dialog opens (after a click, so only in the browser).
  const [timeZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");
  const [value, setValue] = useState(() => {
    const now = new Date();
    const current = dateScheduled ? new Date(dateScheduled) : null;
    return toLocalInput(current && current.getTime() > now.getTime() ? current : nextHour(now));
  });
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(): Promise<boolean> {
    // A datetime-local value without a zone reads in the browser's time zone, the one named below.
    const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? new Date(value) : null;
    if (!instant || Number.isNaN(instant.getTime())) {
      setError(t("Choose a date and a time."));
      return false;
    }
    if (instant.getTime() <= Date.now()) {
      setError(t("Choose a time in the future."));
      return false;
    }
    setError(null);
    const failure = await onSchedule(instant);
    setError(failure);
    return failure === null;
  }

  return (
    <FormDialog
      title={t("Publish later")}
      submitLabel={t("Schedule")}
      look="dashboard"
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <TextField
        label={t("Date and time")}
        type="datetime-local"
        required
        value={value}
        onChange={(event) => setValue(event.target.value)}
        hint={t("Times are in your time zone: {zone}.", { zone: timeZone })}
        errors={error ? [error] : []}
      />
      <p>{t("The draft is published as it is at that time: edits made until then are published too.")}</p>
    </FormDialog>
  );
}
