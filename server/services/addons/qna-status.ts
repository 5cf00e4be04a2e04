import type { ExpressionBuilder, Kysely } from "kysely";
import type { QuestionStatus } from "../../../schemas/entities/question-status";
import type { Database } from "../../db/types";

/*
 * A question's state is read from what it holds, never stored: accepted while `qna_answers` holds
 * its answer, answered while a comment by someone other than its author stands, unanswered
 * otherwise. Comments, deletions, moves and type changes keep it current with nothing to update.
 */

/** A question's accepted answer exists. */
function hasAcceptedAnswer(eb: ExpressionBuilder<Database, "discussions">) {
  return eb.exists(
    eb
      .selectFrom("qna_answers")
      .select("qna_answers.discussionID")
      .whereRef("qna_answers.discussionID", "=", "discussions.discussionID"),
  );
}

/** A comment by someone other than the question's author stands under it. */
function hasOthersComment(eb: ExpressionBuilder<Database, "discussions">) {
  return eb.exists(
    eb
      .selectFrom("comments")
      .select("comments.commentID")
      .whereRef("comments.discussionID", "=", "discussions.discussionID")
      .whereRef("comments.insertUserID", "<>", "discussions.insertUserID")
      .where("comments.deleted", "=", 0),
  );
}

/** The condition a list adds for `GET /discussions?status=`: questions in that state only. */
export function isQuestionInStatus(eb: ExpressionBuilder<Database, "discussions">, status: QuestionStatus) {
  const isQuestion = eb("discussions.type", "=", "question");
  if (status === "accepted") return eb.and([isQuestion, hasAcceptedAnswer(eb)]);
  const answered = hasOthersComment(eb);
  return eb.and([
    isQuestion,
    eb.not(hasAcceptedAnswer(eb)),
    status === "answered" ? answered : eb.not(answered),
  ]);
}

/** Which of `questionIDs` have a comment by someone other than their author: one query. */
export async function questionsWithOthersComments(
  db: Kysely<Database>,
  questionIDs: readonly number[],
): Promise<Set<number>> {
  if (questionIDs.length === 0) return new Set();
  const rows = await db
    .selectFrom("comments")
    .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
    .select("comments.discussionID")
    .distinct()
    .where("comments.discussionID", "in", [...questionIDs])
    .whereRef("comments.insertUserID", "<>", "discussions.insertUserID")
    .where("comments.deleted", "=", 0)
    .execute();
  return new Set(rows.map((row) => row.discussionID));
}
