import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { nowISO } from "../../db/columns";
import { badRequest, forbidden, notFound, unauthorized } from "../../http/errors";
import { categoryResource, loadCommentInThread, type CommentThread } from "../comments/comment-access";
import { isAddonEnabled } from "./addons";

/** The answer states of `PATCH /comments/{id}/answer` (content spec §3 comment status). */
export const answerStatuses = ["accepted", "rejected", "pending"] as const;
export type AnswerStatus = (typeof answerStatuses)[number];

/** The state a question's record carries while the Q&A addon is on. */
export interface QuestionState {
  status: "unanswered" | "accepted";
  acceptedAnswerID?: number;
}

/**
 * The Q&A state of the questions among `rows`, keyed by discussion ID: one keyed config read, and
 * one query only when the addon is on and the page holds a question. Empty while the addon is off.
 */
export async function loadQuestionStates(
  db: Kysely<Database>,
  rows: readonly { discussionID: number; type: string }[],
): Promise<Map<number, QuestionState>> {
  const states = new Map<number, QuestionState>();
  const questionIDs = rows.filter((row) => row.type === "question").map((row) => row.discussionID);
  if (questionIDs.length === 0 || !(await isAddonEnabled(db, "qna"))) return states;
  const answers = await db
    .selectFrom("qna_answers")
    .select(["discussionID", "commentID"])
    .where("discussionID", "in", questionIDs)
    .execute();
  for (const id of questionIDs) states.set(id, { status: "unanswered" });
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

/**
 * A comment's Q&A attributes: on a question while the addon is on, `answer.status` (accepted or
 * pending) and `canChoose` for whom may accept or withdraw it; nothing otherwise.
 */
export function answerAttributes(
  comment: { commentID: number; deleted: number },
  thread: CommentThread,
  viewer: Viewer,
  state: AnswerState,
): Record<string, unknown> {
  if (!state || thread.discussion.type !== "question" || comment.deleted === 1) return {};
  const status = state.accepted.has(comment.commentID) ? "accepted" : "pending";
  return { answer: { status, ...(canChooseAnswer(viewer, thread) ? { canChoose: true } : {}) } };
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
  if (!(await isAddonEnabled(db, "qna"))) throw notFound("Page");
  const { comment, ...thread } = await loadCommentInThread(db, viewer, commentID);
  const { discussion } = thread;
  if (!canChooseAnswer(viewer, thread)) {
    if (viewer.userID === 0) throw unauthorized();
    throw forbidden("Permission Problem", "Only the question's author or a moderator may choose its answer.");
  }
  if (discussion.type !== "question") throw badRequest("Only a question's comments can be its answer.");
  if (comment.deleted === 1) throw badRequest("A deleted comment cannot be an answer.");
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
