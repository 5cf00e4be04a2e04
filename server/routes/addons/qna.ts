import type { FastifyInstance } from "fastify";
import { commentSchema } from "../../../schemas/entities/comment.schema";
import { discussionSchema } from "../../../schemas/entities/discussion.schema";
import {
  discussionPostBodySchema,
  type DiscussionPostBody,
} from "../../../schemas/api/discussion-writes.schema";
import type { AppContext } from "../../context";
import { requireSignedIn } from "../../auth/viewer";
import { getComment } from "../../services/comments/comments";
import { getDiscussion } from "../../services/discussions/discussions";
import { createDiscussion } from "../../services/discussions/discussion-writes";
import { enforcePostLimits, mentionAllowance } from "../../services/abuse/post-limits";
import {
  answerStatuses,
  requireQnaEnabled,
  setAnswerStatus,
  type AnswerStatus,
} from "../../services/addons/qna";
import { idParamsSchema } from "../../../schemas/api/params.schema";

/** `POST /discussions/question` body: a new discussion's fields, its type being the call's. */
const { type: _type, ...questionProperties } = discussionPostBodySchema.properties;
const questionPostBodySchema = {
  ...discussionPostBodySchema,
  $id: "questionPostBody",
  description: "A new question.",
  properties: questionProperties,
} as const;
type QuestionPostBody = Omit<DiscussionPostBody, "type">;

/**
 * The Q&A addon's calls: `POST /discussions/question` (discussions.yml) asks a question, a
 * discussion of type question, as `POST /discussions` starts one (the same permissions, limits
 * and answer); `PATCH /comments/{id}/answer` (comments.yml) with `{status: "accepted"}` makes the
 * comment its question's answer, `rejected` or `pending` withdraws it, and answers the comment.
 * While the addon is off both answer 404.
 */
export async function qnaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  app.post<{ Body: QuestionPostBody }>(
    "/discussions/question",
    { schema: { body: questionPostBodySchema, response: { 201: discussionSchema } } },
    async (request, reply) => {
      const { viewer } = request;
      await requireQnaEnabled(db);
      requireSignedIn(viewer);
      const discussionID = await createDiscussion(
        db,
        viewer,
        { ...request.body, type: "question" },
        {
          beforeWrite: () => enforcePostLimits(ctx, reply, viewer, "discussion"),
          allowMentions: mentionAllowance(ctx, viewer),
        },
      );
      reply.status(201);
      return getDiscussion(db, viewer, discussionID);
    },
  );

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
