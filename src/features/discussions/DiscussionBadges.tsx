import type { Discussion } from "../../../schemas/entities/discussion.schema";
import { t } from "../../../runtime/i18n/t";
import * as styles from "./discussion-list.styles";

/** Props of {@link DiscussionBadges}. */
export interface DiscussionBadgesProps {
  discussion: Pick<Discussion, "pinned" | "closed" | "attributes"> & Partial<Pick<Discussion, "sink">>;
}

/**
 * A discussion's state badges, the same in lists and on its page: Announcement while pinned, Closed,
 * Sunk (new comments no longer bump it; said in its title too), and Answered for an accepted question (the Q&A addon's state, present only while the addon is on).
 */
export function DiscussionBadges({ discussion }: DiscussionBadgesProps) {
  const answered =
    (discussion.attributes as { question?: { status?: string } } | undefined)?.question?.status ===
    "accepted";
  return (
    <>
      {discussion.pinned ? <span className={styles.badge}>{t("Announcement")}</span> : null}
      {discussion.closed ? <span className={styles.badge}>{t("Closed")}</span> : null}
      {discussion.sink ? (
        <span className={styles.badge} title={t("New comments do not bring this discussion to the top.")}>
          {t("Sunk")}
        </span>
      ) : null}
      {answered ? <span className={styles.badge}>{t("Answered")}</span> : null}
    </>
  );
}
