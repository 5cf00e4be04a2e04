import { useState } from "react";
import useSWR, { useSWRConfig } from "swr";
import type { Comment } from "../../../schemas/entities/comment.schema";
import { apiClient } from "../../../runtime/api/api-client";
import { apiFetcher } from "../../../runtime/data/swr-config";
import { t } from "../../../runtime/i18n/t";
import { Button } from "../../ui/Button";
import { Tag } from "../../ui/Tag";
import { errorMessageOf } from "../../ui/toasts/error-message";
import { discussionKey } from "../discussion-options";
import { commentsKeyPrefix } from "./use-comments";
import { PostAuthor } from "./PostAuthor";
import { UserContent } from "./UserContent";
import { answerOf } from "./qna";
import * as styles from "./posts.styles";

/** The "Accepted Answer" badge of an accepted answer (Q&A addon): words, not colour alone. */
export function AnswerBadge() {
  return <Tag preset="success">{t("Accepted Answer")}</Tag>;
}

/**
 * Accept Answer / Remove Answer for the question's author and moderators: `PATCH
 * /comments/{id}/answer`, then the question and its comments are read again (another answer may have
 * been replaced).
 */
export function AnswerButton({
  comment,
  onUpdated,
}: {
  comment: Comment;
  onUpdated(comment: Comment): void;
}) {
  const { mutate } = useSWRConfig();
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isAccepted = answerOf(comment)?.status === "accepted";
  async function choose() {
    setIsSending(true);
    setError(null);
    try {
      const { data } = await apiClient.patch<Comment>(`comments/${comment.commentID}/answer`, {
        body: { status: isAccepted ? "rejected" : "accepted" },
      });
      onUpdated(data);
      const prefix = commentsKeyPrefix(comment.discussionID);
      void mutate((key) => typeof key === "string" && key.startsWith(prefix));
      void mutate(discussionKey(comment.discussionID));
    } catch (caught) {
      setError(errorMessageOf(caught));
    } finally {
      setIsSending(false);
    }
  }
  return (
    <>
      <Button buttonType="text" isLoading={isSending} onClick={() => void choose()}>
        {isAccepted ? t("Remove Answer") : t("Accept Answer")}
      </Button>
      {error ? (
        <span className={styles.muted} role="alert">
          {error}
        </span>
      ) : null}
    </>
  );
}

/** The accepted answer shown under the question, with its author and the "Accepted Answer" badge. */
export function AcceptedAnswer({ commentID }: { commentID: number }) {
  const { data } = useSWR<Comment>(`comments/${commentID}?expand=insertUser`, apiFetcher);
  if (!data) return null;
  return (
    <section className={styles.post} aria-label={t("Accepted answer")}>
      <PostAuthor
        user={data.insertUser}
        userID={data.insertUserID}
        dateInserted={data.dateInserted}
        permalink={data.url}
      >
        <AnswerBadge />
      </PostAuthor>
      <UserContent html={data.body} />
    </section>
  );
}

/** What {@link QnaPart} shows: the badge, the choose button of a comment, or a question's answer. */
export type QnaPartProps =
  | { part: "badge" }
  | { part: "button"; comment: Comment; onUpdated(comment: Comment): void }
  | { part: "accepted"; commentID: number };

/** The lazily loaded entry of the Q&A addon's post-page code (qna.tsx). */
export default function QnaPart(props: QnaPartProps) {
  if (props.part === "badge") return <AnswerBadge />;
  if (props.part === "button") return <AnswerButton comment={props.comment} onUpdated={props.onUpdated} />;
  return <AcceptedAnswer commentID={props.commentID} />;
}
