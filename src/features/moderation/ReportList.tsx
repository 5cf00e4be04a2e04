import type { Report, ReportStatus } from "../../../schemas/entities/report.schema";
import { t, msg } from "../../../runtime/i18n/t";
import { sanitizeLink } from "../../../runtime/url/safe-link";
import { EntryByline } from "./EntryByline";
import * as styles from "./moderation-log.styles";

/** Props of {@link ReportList}. */
export interface ReportListProps {
  reports: readonly Report[];
}

const statusLabels: Record<ReportStatus, string> = {
  new: msg("New"),
  dismissed: msg("Dismissed"),
  resolved: msg("Resolved"),
};

/**
 * Reports, as the API orders them (newest first): reporter, date, state, the reported post (a link
 * while it exists), the reason and the reporter's note as plain text.
 */
export function ReportList({ reports }: ReportListProps) {
  return (
    <ol className={styles.list}>
      {reports.map((report) => (
        <li key={report.reportID} className={styles.entry}>
          <EntryByline user={report.insertUser} date={report.dateInserted}>
            <span className={styles.status}>{t(statusLabels[report.status])}</span>
          </EntryByline>
          <p className={styles.title}>
            {report.recordUrl ? (
              <a href={sanitizeLink(report.recordUrl)}>
                {report.recordName ?? t(report.recordType === "discussion" ? "Discussion" : "Comment")}
              </a>
            ) : (
              t("The reported post has been deleted.")
            )}
          </p>
          <p className={styles.plainBody}>{report.reason}</p>
          {report.noteBody && <p className={styles.plainBody}>{report.noteBody}</p>}
        </li>
      ))}
    </ol>
  );
}
