import { useState } from "react";
import useSWR from "swr";
import { useSession } from "../../../runtime/data/session-store";
import { apiFetcher } from "../../../runtime/data/swr-config";
import { msg, t } from "../../../runtime/i18n/t";
import type { Attachment, AttachmentCatalog } from "../../../schemas/entities/attachment.schema";
import { Button } from "../../ui/Button";
import { useToast } from "../../ui/toasts/use-toast";
import { ATTACHMENT_CATALOG_KEY, attachmentsKey, mayAttach } from "./attachments-api";
import { refreshAttachments } from "./refresh-attachments";
import * as styles from "./attachments.styles";

/** Props of {@link DiscussionAttachments}. */
export interface DiscussionAttachmentsProps {
  discussionID: number;
  /** The discussion's author: an integration of scope "own" lets them refresh its attachments. */
  insertUserID: number;
}

/**
 * A post's attachments: a small card each with the title, the status badge and a link to the source.
 * Whoever may post an attachment's integration on this post (content spec §6, the rule the server
 * applies to a refresh) gets Refresh, which reads each status again from its source (`POST
 * /attachments/refresh`, content spec §7).
 */
export function DiscussionAttachments({ discussionID, insertUserID }: DiscussionAttachmentsProps) {
  const viewerID = useSession((s) => s.user.userID);
  const toast = useToast();
  const { data, mutate } = useSWR<Attachment[]>(attachmentsKey(discussionID), apiFetcher);
  const { data: catalog } = useSWR<AttachmentCatalog>(
    data && data.length > 0 ? ATTACHMENT_CATALOG_KEY : null,
    apiFetcher,
  );
  const [isRefreshing, setIsRefreshing] = useState(false);
  if (!data || data.length === 0) return null;
  const refreshable = data
    .filter((attachment) => {
      const integration = catalog?.[attachment.type];
      return integration !== undefined && mayAttach(integration, viewerID, insertUserID);
    })
    .map((attachment) => attachment.attachmentID);

  async function handleRefresh() {
    if (!data) return;
    setIsRefreshing(true);
    try {
      await mutate(await refreshAttachments(data, refreshable), { revalidate: false });
      toast.add({ body: t("The attachments are up to date."), autoDismiss: true });
    } catch (error) {
      toast.error(error);
    } finally {
      setIsRefreshing(false);
    }
  }

  return (
    <div className={styles.attachments}>
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
      {refreshable.length > 0 && (
        <Button
          buttonType="standard"
          aria-label={t("Refresh attachments")}
          isLoading={isRefreshing}
          onClick={() => void handleRefresh()}
        >
          {t("Refresh")}
        </Button>
      )}
    </div>
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
