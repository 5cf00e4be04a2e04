import type { FastifyInstance } from "fastify";
import { commentSchema } from "../../../schemas/entities/comment.schema";
import type { AppContext } from "../../context";
import { routeAnswers } from "../api/route-answers";
import { getComment } from "../../services/comments/comments";
import { answerStatuses, setAnswerStatus, type AnswerStatus } from "../../services/addons/qna";

// The Q&A answer, added to the API's table beside its route (read when the routes are added).
Object.assign(routeAnswers, { "PATCH /comments/:id/answer": { 200: commentSchema } });

/**
 * The Q&A addon's call (comments.yml `PATCH /comments/{id}/answer`): `{status: "accepted"}` makes the
 * comment its question's answer, `rejected` or `pending` withdraws it; answers the comment. While the
 * addon is off the call answers 404.
 */
export async function qnaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  app.patch<{ Params: { id: number }; Body: { status: AnswerStatus } }>(
    "/comments/:id/answer",
    {
      schema: {
        params: {
          type: "object",
          properties: { id: { type: "integer", minimum: 1, maximum: 2 ** 31 - 1 } },
          required: ["id"],
        },
        body: {
          type: "object",
          properties: { status: { type: "string", enum: answerStatuses } },
          required: ["status"],
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      await setAnswerStatus(db, request.viewer, request.params.id, request.body.status);
      return getComment(db, request.viewer, request.params.id, "all");
    },
  );
}
