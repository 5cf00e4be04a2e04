import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import type { QuestionStatus } from "../../../schemas/entities/question-status";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { nowISO } from "../../db/columns";
import { badRequest, forbidden, notFound, unauthorized } from "../../http/errors";
import { categoryResource, loadCommentInThread, type CommentThread } from "../comments/comment-access";
import { isAddonEnabled } from "./addons";
import { questionsWithOthersComments } from "./qna-status";

/** The answer states of `PATCH /comments/{id}/answer` (content spec §3 comment status). */
export const answerStatuses = ["accepted", "rejected", "pending"] as const;
export type AnswerStatus = (typeof answerStatuses)[number];

/** The state a question's record carries while the Q&A addon is on (`attributes.question`). */
export interface QuestionState {
  status: QuestionStatus;
  acceptedAnswerID?: number;
}

/** Answers 404 while the Q&A addon is off: its calls then do not exist. */
export async function requireQnaEnabled(db: Kysely<Database>): Promise<void> {
  if (!(await isAddonEnabled(db, "qna"))) throw notFound("Page");
}

/**
 * The Q&A state of the questions among `rows`, keyed by discussion ID: one keyed config read, and
 * two queries only when the addon is on and the page holds a question. Empty while the addon is off.
 */
export async function loadQuestionStates(
  db: Kysely<Database>,
  rows: readonly { discussionID: number; type: string }[],
): Promise<Map<number, QuestionState>> {
  const states = new Map<number, QuestionState>();
  const questionIDs = rows.filter((row) => row.type === "question").map((row) => row.discussionID);
  if (questionIDs.length === 0 || !(await isAddonEnabled(db, "qna"))) return states;
  const [answers, answered] = await Promise.all([
    db
      .selectFrom("qna_answers")
      .select(["discussionID", "commentID"])
      .where("discussionID", "in", questionIDs)
      .execute(),
    questionsWithOthersComments(db, questionIDs),
  ]);
  for (const id of questionIDs) states.set(id, { status: answered.has(id) ? "answered" : "unanswered" });
  for (const answer of answers) {
    states.set(answer.discussionID, { status: "accepted", acceptedAnswerID: answer.commentID });
  }
  return states;
}

/** The Q&A state of a page of comments: null while the addon is off. */
export type AnswerState = { accepted: Set<number> } | null;

/** The accepted answers among `commentIDs`; null (one keyed config read) while the addon is off. */
export async function loadAnswerState(
  db: Kysely<Database>,
  commentIDs: readonly number[],
): Promise<AnswerState> {
  if (commentIDs.length === 0 || !(await isAddonEnabled(db, "qna"))) return null;
  const rows = await db
    .selectFrom("qna_answers")
    .select("commentID")
    .where("commentID", "in", [...commentIDs])
    .execute();
  return { accepted: new Set(rows.map((row) => row.commentID)) };
}

/** Whether the viewer may choose a question's answer: its author, or a moderator of its category. */
export function canChooseAnswer(viewer: Viewer, thread: CommentThread): boolean {
  if (viewer.userID > 0 && viewer.userID === thread.discussion.insertUserID) return true;
  return (
    hasPermission(viewer.checker, "community.moderate") ||
    hasPermission(viewer.checker, "discussions.moderate", {
      ...categoryResource(thread),
      mode: "globalOrResource",
    })
  );
}

/** Whether the comment was written by the question's author (who cannot answer their own question). */
function isAskersComment(comment: { insertUserID: number }, thread: CommentThread): boolean {
  return comment.insertUserID === thread.discussion.insertUserID;
}

/**
 * A comment's Q&A attributes: on a question while the addon is on, `answer.status` (accepted or
 * pending) and `canChoose` for whom may accept or withdraw it (never on the asker's own comments,
 * which are no answer); nothing otherwise.
 */
export function answerAttributes(
  comment: { commentID: number; deleted: number; insertUserID: number },
  thread: CommentThread,
  viewer: Viewer,
  state: AnswerState,
): Record<string, unknown> {
  if (!state || thread.discussion.type !== "question" || comment.deleted === 1) return {};
  const status = state.accepted.has(comment.commentID) ? "accepted" : "pending";
  const canChoose = !isAskersComment(comment, thread) && canChooseAnswer(viewer, thread);
  return { answer: { status, ...(canChoose ? { canChoose: true } : {}) } };
}

/**
 * Accepts a comment as its question's answer (replacing an earlier one), or withdraws it with
 * rejected or pending. Only the question's author or a moderator (community.moderate, or
 * discussions.moderate in the category) may; the addon off answers 404 like any unknown route.
 */
export async function setAnswerStatus(
  db: Kysely<Database>,
  viewer: Viewer,
  commentID: number,
  status: AnswerStatus,
): Promise<void> {
  await requireQnaEnabled(db);
  const { comment, ...thread } = await loadCommentInThread(db, viewer, commentID);
  const { discussion } = thread;
  if (!canChooseAnswer(viewer, thread)) {
    if (viewer.userID === 0) throw unauthorized();
    throw forbidden("Permission Problem", "Only the question's author or a moderator may choose its answer.");
  }
  if (discussion.type !== "question") throw badRequest("Only a question's comments can be its answer.");
  if (comment.deleted === 1) throw badRequest("A deleted comment cannot be an answer.");
  if (status === "accepted" && isAskersComment(comment, thread)) {
    throw badRequest("A comment by the question's author cannot be its accepted answer.");
  }
  if (status === "accepted") {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom("qna_answers").where("discussionID", "=", discussion.discussionID).execute();
      await trx
        .insertInto("qna_answers")
        .values({
          discussionID: discussion.discussionID,
          commentID,
          acceptUserID: viewer.userID,
          dateAccepted: nowISO(),
        })
        .execute();
    });
    return;
  }
  await db.deleteFrom("qna_answers").where("commentID", "=", commentID).execute();
}
