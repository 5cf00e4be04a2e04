import { lazy, Suspense } from "react";
import type { Comment } from "../../../schemas/entities/comment.schema";
import type { Discussion } from "../../../schemas/entities/discussion.schema";
import type { QuestionStatus } from "../../../schemas/entities/question-status";

/** A comment's Q&A state, present only on a question's comments while the Q&A addon is on. */
export interface CommentAnswerState {
  status: "accepted" | "pending";
  canChoose?: boolean;
}

/** The Q&A state a comment carries (`attributes.answer`), or undefined. */
export function answerOf(comment: Comment): CommentAnswerState | undefined {
  return (comment.attributes as { answer?: CommentAnswerState } | undefined)?.answer;
}

/** The Q&A state a question carries (`attributes.question`), or undefined. */
export function questionOf(
  discussion: Discussion,
): { status: QuestionStatus; acceptedAnswerID?: number } | undefined {
  return (discussion.attributes as { question?: ReturnType<typeof questionOf> } | undefined)?.question;
}

// The Q&A addon's code loads only for records that carry Q&A state, which the server adds only
// while the addon is enabled (content spec §2): with the addon off nothing is fetched or rendered.
const QnaPart = lazy(() => import("./qna-answer"));

/** The "Accepted Answer" badge of an accepted answer; nothing for other comments. */
export function CommentAnswerBadge({ comment }: { comment: Comment }) {
  if (answerOf(comment)?.status !== "accepted") return null;
  return (
    <Suspense fallback={null}>
      <QnaPart part="badge" />
    </Suspense>
  );
}

/** Accept or remove the answer, for whom may choose it; nothing otherwise. */
export function CommentAnswerButton(props: { comment: Comment; onUpdated(comment: Comment): void }) {
  if (!answerOf(props.comment)?.canChoose) return null;
  return (
    <Suspense fallback={null}>
      <QnaPart part="button" {...props} />
    </Suspense>
  );
}

/** The question's accepted answer under it; nothing when it has none or Q&A is off. */
export function QuestionAnswer({ discussion }: { discussion: Discussion }) {
  const answerID = questionOf(discussion)?.acceptedAnswerID;
  if (answerID === undefined) return null;
  return (
    <Suspense fallback={null}>
      <QnaPart part="accepted" commentID={answerID} />
    </Suspense>
  );
}
