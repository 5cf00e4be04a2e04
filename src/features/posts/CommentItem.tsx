import { useCallback, useEffect, useState } from "react";
import { cx } from "@linaria/core";
import type { Comment } from "../../../schemas/entities/comment.schema";
import { t, msg } from "../../../runtime/i18n/t";
import { CommentOptionsMenu } from "../discussion-options";
import { ReactionsBar } from "../reactions";
import { CommentEditForm } from "./CommentEditForm";
import type { CommentBoxStore } from "./comment-box-store";
import { commentAnchorID } from "./comment-urls";
import { EditLink } from "./EditLink";
import { PostAuthor } from "./PostAuthor";
import { CommentAnswerBadge, CommentAnswerButton } from "./qna";
import { PostSignature } from "./PostSignature";
import { QuoteButton } from "./QuoteButton";
import { ReplyButton } from "./ReplyButton";
import { ShareMenu } from "./ShareMenu";
import { Toolbar } from "../../ui/Toolbar";
import { UserContent } from "./UserContent";
import { PostFiles } from "./PostFiles";
import * as styles from "./posts.styles";

/**
 * What a deleted comment kept for its replies shows. Our text: content spec §3 names the tombstone
 * display type but gives no wording.
 */
export const TOMBSTONE_TEXT = msg("This comment has been deleted.");

/** Props of {@link CommentItem}. */
export interface CommentItemProps {
  comment: Comment;
  /** The discussion's title, for sharing. */
  discussionName: string;
  /** The viewer may comment here, so Quote (shell spec §6) and Reply (content spec §6) show. */
  canQuote: boolean;
  /** The permalinked comment (content spec §2, §9): marked current and outlined. */
  isHighlighted: boolean;
  onUpdated(comment: Comment): void;
  /** The page's comment box, which Quote and Reply write into (the app-wide one by default). */
  box?: CommentBoxStore;
}

/**
 * One comment of the thread, anchored as `Comment_{id}`: author, date (its permalink), an "Edited"
 * note, the body (or the tombstone text), the author's signature, its reactions, and its actions: edit in place,
 * quote, reply, share, and the options menu (edit, report, split, delete) for whom they are allowed.
 * The reactions and the actions are one toolbar: a single Tab stop, arrows moving inside it.
 */
export function CommentItem({
  comment,
  discussionName,
  canQuote,
  isHighlighted,
  onUpdated,
  box,
}: CommentItemProps) {
  const [isEditing, setIsEditing] = useState(false);
  const pageComments = usePageComments(comment);
  const isTombstone = comment.displayType === "tombstone";
  return (
    <li
      id={commentAnchorID(comment.commentID)}
      className={cx(styles.comment, isHighlighted && styles.highlighted)}
      aria-current={isHighlighted ? "true" : undefined}
      // Focus goes to a comment the member just posted (not a tab stop).
      tabIndex={-1}
    >
      {isTombstone ? (
        <p className={styles.muted}>{t(TOMBSTONE_TEXT)}</p>
      ) : (
        <>
          <PostAuthor
            user={comment.insertUser}
            userID={comment.insertUserID}
            dateInserted={comment.dateInserted}
            permalink={comment.url}
          >
            {comment.dateUpdated ? (
              <span className={styles.muted} title={comment.dateUpdated}>
                {t("Edited")}
              </span>
            ) : null}
            <CommentAnswerBadge comment={comment} />
          </PostAuthor>
          {isEditing ? (
            <CommentEditForm
              commentID={comment.commentID}
              onCancel={() => setIsEditing(false)}
              onSaved={(updated) => {
                setIsEditing(false);
                onUpdated(updated);
              }}
            />
          ) : (
            <>
              <UserContent html={comment.body} />
              <PostFiles files={comment.files} />
              <PostSignature user={comment.insertUser} />
              <Toolbar label={t("Comment actions")}>
                {comment.reactions ? (
                  <ReactionsBar
                    recordType="comment"
                    recordID={comment.commentID}
                    reactions={comment.reactions}
                    score={comment.score}
                  />
                ) : null}
                <div className={styles.actions}>
                  <EditLink post={comment} recordType="comment" onEdit={() => setIsEditing(true)} />
                  <CommentAnswerButton comment={comment} onUpdated={onUpdated} />
                  {canQuote ? (
                    <>
                      <QuoteButton recordType="comment" recordID={comment.commentID} box={box} />
                      <ReplyButton
                        commentID={comment.commentID}
                        authorName={comment.insertUser?.name}
                        box={box}
                      />
                    </>
                  ) : null}
                  <ShareMenu url={comment.url} name={discussionName} />
                  <CommentOptionsMenu
                    comment={comment}
                    onEdit={() => setIsEditing(true)}
                    pageComments={pageComments}
                  />
                </div>
              </Toolbar>
            </>
          )}
        </>
      )}
    </li>
  );
}

/** The comments on screen, by discussion: each CommentItem adds its comment while it is mounted. */
const commentsOnScreen = new Map<number, Map<number, Comment>>();

/**
 * The comments of the page on screen in the comment's discussion, for Split; read when asked. The
 * thread's preloaded page lives only in its swr fallback, so the mounted items are the one source.
 */
function usePageComments(comment: Comment): () => readonly Comment[] {
  const { commentID, discussionID } = comment;
  useEffect(() => {
    const onScreen = commentsOnScreen.get(discussionID) ?? new Map<number, Comment>();
    commentsOnScreen.set(discussionID, onScreen);
    onScreen.set(commentID, comment);
    return () => {
      onScreen.delete(commentID);
      if (onScreen.size === 0) commentsOnScreen.delete(discussionID);
    };
  }, [comment, commentID, discussionID]);
  return useCallback(() => {
    const onScreen = [...(commentsOnScreen.get(discussionID)?.values() ?? [])];
    return onScreen.length > 0
      ? onScreen.sort((a, b) => a.dateInserted.localeCompare(b.dateInserted) || a.commentID - b.commentID)
      : [comment];
  }, [discussionID, comment]);
}
