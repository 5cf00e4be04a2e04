import { useId, useState } from "react";
import { t, msg } from "../../../../runtime/i18n/t";
import type { ToastActions } from "../../../ui/toasts/use-toast";
import { OptionsDialog } from "../OptionsDialog";
import { postReport } from "../options-api";
import * as styles from "../discussion-options.styles";

/** The toast after a report was sent. Our text: content spec §8 gives none. */
export const REPORT_SENT_TEXT = msg("Thank you. The moderators have been told.");

/** Props of {@link ReportForm}. */
export interface ReportFormProps {
  recordType: "discussion" | "comment";
  recordID: number;
  onClose(): void;
  /** Shows the thank-you toast. */
  toast: ToastActions;
}

/**
 * Report (flag.add with the escalations flag): a reason (1 to 500 characters) and an optional note,
 * sent with `POST /{discussions|comments}/{id}/reports`.
 */
export default function ReportForm({ recordType, recordID, onClose, toast }: ReportFormProps) {
  const reasonID = useId();
  const noteID = useId();
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  return (
    <OptionsDialog
      title={t("Report")}
      submitLabel={t("Report")}
      onClose={onClose}
      canSubmit={reason.trim() !== ""}
      onSubmit={async () => {
        const noteBody = note.trim();
        await postReport(recordType, recordID, { reason: reason.trim(), ...(noteBody ? { noteBody } : {}) });
        toast.add({ body: t(REPORT_SENT_TEXT), autoDismiss: true });
        onClose();
      }}
    >
      <div className={styles.field}>
        <label htmlFor={reasonID} className={styles.label}>
          {t("Reason")}
        </label>
        <input
          id={reasonID}
          className={styles.select}
          required
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={noteID} className={styles.label}>
          {t("Note for the moderators")}
        </label>
        <textarea
          id={noteID}
          className={styles.textarea}
          maxLength={10000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
    </OptionsDialog>
  );
}
