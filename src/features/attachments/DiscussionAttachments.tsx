import useSWR from "swr";
import { apiFetcher } from "../../../runtime/data/swr-config";
import { msg, t } from "../../../runtime/i18n/t";
import type { Attachment } from "../../../schemas/entities/attachment.schema";
import { attachmentsKey } from "./attachments-api";
import * as styles from "./attachments.styles";

/** A post's attachments: a small card each with the title, the status badge and a link to the source. */
export function DiscussionAttachments({ discussionID }: { discussionID: number }) {
  const { data } = useSWR<Attachment[]>(attachmentsKey(discussionID), apiFetcher);
  if (!data || data.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t("Attachments")}>
      {data.map((attachment) => (
        <li key={attachment.attachmentID} className={styles.card}>
          <span className={styles.cardTitle}>{attachment.title}</span>
          <span className={styles.badge}>{t(statusLabel(attachment.status))}</span>
          <a href={attachment.sourceUrl} target="_blank" rel="noopener noreferrer">
            {t("Ticket")} #{attachment.sourceID}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The ticket store's statuses as their badges show them. */
const STATUS_LABELS: Readonly<Record<string, string>> = {
  open: msg("Open"),
  pending: msg("Pending"),
  solved: msg("Solved"),
};

function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}
