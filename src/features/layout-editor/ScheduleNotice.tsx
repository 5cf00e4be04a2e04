import { useState } from "react";
import { useSession } from "../../../runtime/data/session-store";
import { t } from "../../../runtime/i18n/t";
import { Button } from "../../ui/Button";
import { formatDate } from "../../ui/format-date";
import * as styles from "./LayoutEditor.styles";

/** When the draft publishes by itself, and who scheduled it. */
export interface Schedule {
  dateScheduled: string;
  scheduledBy: string | null;
}

/**
 * The editor's line under its top bar while the draft is scheduled: when it publishes (in the
 * manager's time zone), who scheduled it, that later edits go out with it, and Cancel schedule.
 */
export function ScheduleNotice({ schedule, onCancel }: { schedule: Schedule; onCancel(): Promise<void> }) {
  const locale = useSession((s) => s.locale);
  const [isCancelling, setIsCancelling] = useState(false);
  const date = formatDate(new Date(schedule.dateScheduled), "extended", { locale });
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  return (
    <div className={styles.scheduleNotice}>
      <p>
        {schedule.scheduledBy
          ? t("Scheduled by {name} to publish on {date} ({zone}).", {
              name: schedule.scheduledBy,
              date,
              zone,
            })
          : t("Scheduled to publish on {date} ({zone}).", { date, zone })}{" "}
        {t("Edits made until then are published too.")}
      </p>
      <Button
        buttonType="standard"
        isLoading={isCancelling}
        onClick={() => {
          setIsCancelling(true);
          void onCancel().finally(() => setIsCancelling(false));
        }}
      >
        {t("Cancel Schedule")}
      </Button>
    </div>
  );
}
