import { useId, useState } from "react";
import { t } from "../../../runtime/i18n/t";
import { BulkDialog, type BulkDialogProps } from "./BulkDialog";
import * as styles from "./moderation.styles";

/** Warning points allowed by `POST /discussions/warn`. */
const MAX_POINTS = 10;
/** The longest reason the server accepts. */
const MAX_REASON_LENGTH = 500;

/** Warns each selected discussion's author: a reason and 0 to 10 points, `POST /discussions/warn`. */
export default function BulkWarnDialog({ items, onClose }: BulkDialogProps) {
  const [reason, setReason] = useState("");
  const [points, setPoints] = useState("0");
  const reasonID = useId();
  const pointsID = useId();
  const pointsValue = Math.min(MAX_POINTS, Math.max(0, Math.trunc(Number(points) || 0)));
  const trimmed = reason.trim();
  return (
    <BulkDialog
      items={items}
      onClose={onClose}
      title={t("Warn Authors")}
      submitLabel={t("Warn")}
      request={trimmed ? { action: "warn", reason: trimmed, points: pointsValue } : null}
    >
      <div className={styles.field}>
        <label htmlFor={reasonID}>{t("Reason")}</label>
        <textarea
          id={reasonID}
          required
          rows={4}
          maxLength={MAX_REASON_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={pointsID}>{t("Points")}</label>
        <input
          id={pointsID}
          type="number"
          min={0}
          max={MAX_POINTS}
          step={1}
          value={points}
          onChange={(event) => setPoints(event.target.value)}
        />
      </div>
    </BulkDialog>
  );
}
