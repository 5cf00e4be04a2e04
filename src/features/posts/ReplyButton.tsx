import { t } from "../../../runtime/i18n/t";
import { Button } from "../../ui/Button";
import { commentBoxStore, type CommentBoxStore } from "./comment-box-store";

/** Props of {@link ReplyButton}. */
export interface ReplyButtonProps {
  commentID: number;
  /** The comment's author, for the box's "Replying to" line. */
  authorName?: string;
  /** The page's comment box (the app-wide one by default). */
  box?: CommentBoxStore;
}

/**
 * Reply (content spec §6 comments.add): points the page's comment box at this comment. The box asks
 * first while an unposted top-level draft exists (content spec §4, §8). The caller shows it, like
 * Quote, only to viewers who may comment.
 */
export function ReplyButton({ commentID, authorName, box = commentBoxStore }: ReplyButtonProps) {
  return (
    <Button buttonType="text" onClick={() => box.replyTo(commentID, authorName)}>
      {t("Reply")}
    </Button>
  );
}
