import { useId } from "react";
import useSWR from "swr";
import type { Comment } from "../../../schemas/entities/comment.schema";
import { apiFetcher } from "../../../runtime/data/swr-config";
import { t, msg } from "../../../runtime/i18n/t";
import { Button } from "../../ui/Button";
import * as styles from "./posts.styles";

/** Our texts: the spec names the reply but gives the box no wording for it. */
export const REPLYING_TO_TEXT = msg("Replying to {name}");
export const REPLYING_TO_COMMENT_TEXT = msg("Replying to a comment");
export const CANCEL_REPLY_TEXT = msg("Cancel Reply");

/** Props of {@link ReplyingTo}. */
export interface ReplyingToProps {
  commentID: number;
  /** The author's name, when the Reply that moved the box knew it. */
  name: string | undefined;
  /** Back to a top-level comment. */
  onCancel(): void;
}

/**
 * The comment box's note that it answers a comment ("Replying to {name}"), with Cancel Reply back to
 * a top-level comment. A restored reply draft names only the comment, so its author is looked up.
 */
export function ReplyingTo({ commentID, name, onCancel }: ReplyingToProps) {
  const { data } = useSWR<Comment>(name === undefined ? `comments/${commentID}` : null, apiFetcher);
  const author = name ?? data?.insertUser?.name;
  const noteID = useId();
  return (
    <p className={styles.replyingTo}>
      <span id={noteID} role="status">
        {author ? t(REPLYING_TO_TEXT, { name: author }) : t(REPLYING_TO_COMMENT_TEXT)}
      </span>
      <Button buttonType="text" aria-describedby={noteID} onClick={onCancel}>
        {t(CANCEL_REPLY_TEXT)}
      </Button>
    </p>
  );
}
