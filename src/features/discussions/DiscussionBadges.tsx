import type { Discussion } from "../../../schemas/entities/discussion.schema";
import type { QuestionStatus } from "../../../schemas/entities/question-status";
import { t, msg } from "../../../runtime/i18n/t";
import * as styles from "./discussion-list.styles";

/** Props of {@link DiscussionBadges}. */
export interface DiscussionBadgesProps {
  discussion: Pick<Discussion, "pinned" | "closed" | "attributes"> & Partial<Pick<Discussion, "sink">>;
}

/** The words of a question's state (the Q&A addon): text, so it never rests on colour alone. */
const questionStatusLabels: Record<QuestionStatus, string> = {
  unanswered: msg("Unanswered"),
  answered: msg("Answered"),
  accepted: msg("Accepted"),
};

/** The Q&A state a listed or shown question carries, or undefined (not a question, or Q&A off). */
function questionStatusOf(discussion: DiscussionBadgesProps["discussion"]): QuestionStatus | undefined {
  const status = (discussion.attributes as { question?: { status?: string } } | undefined)?.question?.status;
  return status !== undefined && status in questionStatusLabels ? (status as QuestionStatus) : undefined;
}

/**
 * A discussion's state badges, the same in lists and on its page: Announcement while pinned, Closed,
 * Sunk (new comments no longer bump it; said in its title too), and a question's Unanswered,
 * Answered or Accepted (the Q&A addon's state, present only while the addon is on).
 */
export function DiscussionBadges({ discussion }: DiscussionBadgesProps) {
  const status = questionStatusOf(discussion);
  return (
    <>
      {discussion.pinned ? <span className={styles.badge}>{t("Announcement")}</span> : null}
      {discussion.closed ? <span className={styles.badge}>{t("Closed")}</span> : null}
      {discussion.sink ? (
        <span className={styles.badge} title={t("New comments do not bring this discussion to the top.")}>
          {t("Sunk")}
        </span>
      ) : null}
      {status ? <span className={styles.badge}>{t(questionStatusLabels[status])}</span> : null}
    </>
  );
}
