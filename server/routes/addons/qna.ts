import type { FastifyInstance } from "fastify";
import { commentSchema } from "../../../schemas/entities/comment.schema";
import type { AppContext } from "../../context";
import { getComment } from "../../services/comments/comments";
import { answerStatuses, setAnswerStatus, type AnswerStatus } from "../../services/addons/qna";
import { idParamsSchema } from "../../../schemas/api/params.schema";

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
        params: idParamsSchema,
        body: {
          type: "object",
          properties: { status: { type: "string", enum: answerStatuses } },
          required: ["status"],
          additionalProperties: false,
        },
        response: { 200: commentSchema },
      },
    },
    async (request) => {
      await setAnswerStatus(db, request.viewer, request.params.id, request.body.status);
      return getComment(db, request.viewer, request.params.id, "all");
    },
  );
}
