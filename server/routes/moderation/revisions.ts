import type { FastifyInstance } from "fastify";
import { revisionListQuerySchema, type RevisionListQuery } from "../../../schemas/entities/revision.schema";
import type { AppContext } from "../../context";
import { readPage, setPagingHeaders } from "../../http/paging";
import { listRevisions } from "../../services/moderation/revisions";
import { restoreRevision } from "../../services/moderation/revision-restore";
import { NO_BODY } from "../api/answers";
import {
  deletedCommentListQuerySchema,
  type DeletedCommentListQuery,
} from "../../../schemas/api/deleted-comments.schema";
import { listDeletedComments } from "../../services/moderation/deleted-comments";
import { revisionListSchema } from "../../../schemas/entities/revision.schema";
import { deletedCommentListSchema } from "../../../schemas/api/deleted-comments.schema";
import { idParamsSchema, recordIDSchema } from "../../../schemas/api/params.schema";

/** A post's id and one of its revisions. */
const revisionParamsSchema = {
  type: "object",
  properties: {
    id: recordIDSchema,
    revisionID: recordIDSchema,
  },
  required: ["id", "revisionID"],
  additionalProperties: false,
} as const;

/**
 * Revision history (content spec §2): `GET /discussions/{id}/revisions` and
 * `GET /comments/{id}/revisions`, the versions edits replaced, newest first, with paging headers, and
 * `POST .../revisions/{revisionID}/restore` to make one current again (moderators);
 * and `GET /discussions/{id}/deleted-comments`, the comments deleted from a discussion.
 */
export async function revisionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  for (const recordType of ["discussion", "comment"] as const) {
    app.get<{ Params: { id: number }; Querystring: RevisionListQuery }>(
      `/${recordType}s/:id/revisions`,
      {
        schema: {
          params: idParamsSchema,
          querystring: revisionListQuerySchema,
          response: { 200: revisionListSchema },
        },
      },
      async (request, reply) => {
        const page = readPage(request.query, 30, 100);
        const result = await listRevisions(db, request.viewer, recordType, request.params.id, page);
        setPagingHeaders(request, reply, { ...page, total: result.total });
        return result.revisions;
      },
    );

    // Restore: the revision becomes the current version; the one it replaces is kept as a revision.
    app.post<{ Params: { id: number; revisionID: number } }>(
      `/${recordType}s/:id/revisions/:revisionID/restore`,
      { schema: { params: revisionParamsSchema, response: { 204: NO_BODY } } },
      async (request, reply) => {
        const { id, revisionID } = request.params;
        await restoreRevision(db, request.viewer, recordType, id, revisionID);
        return reply.status(204).send();
      },
    );
  }

  // Content spec §2 "deleted comments": the comments deleted from a discussion, for moderators.
  app.get<{ Params: { id: number }; Querystring: DeletedCommentListQuery }>(
    "/discussions/:id/deleted-comments",
    {
      schema: {
        params: idParamsSchema,
        querystring: deletedCommentListQuerySchema,
        response: { 200: deletedCommentListSchema },
      },
    },
    async (request, reply) => {
      const page = readPage(request.query, 30, 100);
      const result = await listDeletedComments(db, request.viewer, request.params.id, page);
      setPagingHeaders(request, reply, { ...page, total: result.total });
      return result.comments;
    },
  );
}
