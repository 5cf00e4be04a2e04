import type { Discussion } from "../../../schemas/entities/discussion.schema";
import { t } from "../../../runtime/i18n/t";
import * as styles from "./discussion-list.styles";

/** Props of {@link DiscussionBadges}. */
export interface DiscussionBadgesProps {
  discussion: Pick<Discussion, "pinned" | "closed" | "attributes">;
}

/**
 * A discussion's state badges, the same in lists and on its page: Announcement while pinned, Closed,
 * and Answered for an accepted question (the Q&A addon's state, present only while the addon is on).
 */
export function DiscussionBadges({ discussion }: DiscussionBadgesProps) {
  const answered =
    (discussion.attributes as { question?: { status?: string } } | undefined)?.question?.status ===
    "accepted";
  return (
    <>
      {discussion.pinned ? <span className={styles.badge}>{t("Announcement")}</span> : null}
      {discussion.closed ? <span className={styles.badge}>{t("Closed")}</span> : null}
      {answered ? <span className={styles.badge}>{t("Answered")}</span> : null}
    </>
  );
}
