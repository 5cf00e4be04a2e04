import type { FastifyInstance } from "fastify";
import { viewCounter } from "../services/tracking";
import { viewerKeyOf } from "../services/abuse/client-address";
import {
  discussionListQuerySchema,
  type DiscussionListQueryParams,
} from "../../schemas/api/discussions.schema";
import {
  discussionGetQuerySchema,
  type DiscussionGetQuery,
} from "../../schemas/api/discussion-writes.schema";
import type { AppContext } from "../context";
import { authorize } from "../auth/viewer";
import { setPagingHeaders } from "../http/paging";
import { getCategoryRow } from "../services/categories";
import { getDiscussion, listDiscussions } from "../services/discussions";
import { getDiscussionEdit, getDiscussionQuote } from "../services/discussion-get";

/** The `{id}` path parameter of one discussion. */
export const discussionIDParams = {
  type: "object",
  properties: { id: { type: "integer", minimum: 1 } },
  required: ["id"],
} as const;

/**
 * The discussion reads: `GET /discussions` (filtered, sorted, paged in headers), `GET
 * /discussions/{id}` (records the view), `GET /discussions/{id}/edit` and `GET /discussions/{id}/quote`.
 */
export async function discussionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get<{ Querystring: DiscussionListQueryParams }>(
    "/discussions",
    { schema: { querystring: discussionListQuerySchema } },
    async (request, reply) => {
      const { viewer, query } = request;
      authorize(viewer, "discussions.view");
      // A category that does not exist or is hidden is a 404 (the same for both), not an empty list.
      if (query.categoryID !== undefined) await getCategoryRow(db, viewer, query.categoryID);
      const result = await listDiscussions(db, viewer, query);
      setPagingHeaders(request, reply, {
        page: result.page,
        limit: result.limit,
        offset: (result.page - 1) * result.limit,
        total: result.total,
      });
      return result.discussions;
    },
  );

  app.get<{ Params: { id: number }; Querystring: DiscussionGetQuery }>(
    "/discussions/:id",
    { schema: { params: discussionIDParams, querystring: discussionGetQuerySchema } },
    async (request) => {
      authorize(request.viewer, "discussions.view");
      return getDiscussion(db, request.viewer, request.params.id, {
        expand: request.query.expand,
        recordView: viewCounter(ctx.limiter, ctx.abuseLimits.viewOncePer, viewerKeyOf(request)),
      });
    },
  );

  app.get<{ Params: { id: number } }>(
    "/discussions/:id/edit",
    { schema: { params: discussionIDParams } },
    async (request) => getDiscussionEdit(db, request.viewer, request.params.id),
  );

  app.get<{ Params: { id: number } }>(
    "/discussions/:id/quote",
    { schema: { params: discussionIDParams } },
    async (request) => {
      authorize(request.viewer, "discussions.view");
      return getDiscussionQuote(db, request.viewer, request.params.id);
    },
  );
}
