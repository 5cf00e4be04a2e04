import type { DeletedComment } from "../../../schemas/api/deleted-comments.schema";
import { t } from "../../../runtime/i18n/t";
import { DateTime } from "../../ui/DateTime";
import { EntryByline } from "./EntryByline";
import * as styles from "./moderation-log.styles";

/** Props of {@link DeletedCommentList}. */
export interface DeletedCommentListProps {
  comments: readonly DeletedComment[];
}

/**
 * A discussion's deleted comments, as the API orders them (the latest deletion first): author,
 * when written and when deleted, and the body as the server stored it (sanitised when written).
 */
export function DeletedCommentList({ comments }: DeletedCommentListProps) {
  return (
    <ol className={styles.list}>
      {comments.map((comment) => (
        <li key={`${comment.commentID}-${comment.dateDeleted}`} className={styles.entry}>
          <EntryByline user={comment.insertUser} date={comment.dateInserted}>
            <span>
              {t("Deleted")} <DateTime date={comment.dateDeleted} />
            </span>
          </EntryByline>
          <div
            className={`userContent ${styles.body}`}
            // Sanitised by the server's body renderer when the comment was written.
            dangerouslySetInnerHTML={{ __html: comment.body }}
          />
        </li>
      ))}
    </ol>
  );
}
