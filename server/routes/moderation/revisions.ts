import type { FastifyInstance } from "fastify";
import { revisionListQuerySchema, type RevisionListQuery } from "../../../schemas/entities/revision.schema";
import type { AppContext } from "../../context";
import { readPage, setPagingHeaders } from "../../http/paging";
import { listRevisions } from "../../services/moderation/revisions";
import {
  deletedCommentListQuerySchema,
  type DeletedCommentListQuery,
} from "../../../schemas/api/deleted-comments.schema";
import { listDeletedComments } from "../../services/moderation/deleted-comments";
import { revisionListSchema } from "../../../schemas/entities/revision.schema";
import { deletedCommentListSchema } from "../../../schemas/api/deleted-comments.schema";
import { idParamsSchema } from "../../../schemas/api/params.schema";

/**
 * Revision history (content spec §2): `GET /discussions/{id}/revisions` and
 * `GET /comments/{id}/revisions`, the versions edits replaced, newest first, with paging headers;
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
