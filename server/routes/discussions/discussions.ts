import type { FastifyInstance } from "fastify";
import { viewerKeyOf } from "../../services/abuse/client-address";
import {
  discussionListQuerySchema,
  type DiscussionListQueryParams,
} from "../../../schemas/api/discussions.schema";
import {
  discussionGetQuerySchema,
  type DiscussionGetQuery,
} from "../../../schemas/api/discussion-writes.schema";
import type { AppContext } from "../../context";
import { authorize } from "../../auth/viewer";
import { setPagingHeaders } from "../../http/paging";
import { getCategoryRow } from "../../services/categories/categories";
import { getDiscussion, listDiscussions } from "../../services/discussions/discussions";
import { getDiscussionEdit, getDiscussionQuote } from "../../services/discussions/discussion-get";
import { KeptAnswers } from "../../http/kept-answers";
import { readExpand } from "../../http/expand";
import { discussionExpands } from "../../../schemas/entities/discussion.schema";
import {
  discussionEditSchema,
  discussionListSchema,
  discussionSchema,
} from "../../../schemas/entities/discussion.schema";
import { postQuoteSchema } from "../../../schemas/entities/comment.schema";
import { idParamsSchema } from "../../../schemas/api/params.schema";

/**
 * The discussion reads: `GET /discussions` (filtered, sorted, paged in headers), `GET
 * /discussions/{id}` (records the view), `GET /discussions/{id}/edit` and `GET /discussions/{id}/quote`.
 */
export async function discussionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  // List pages by viewer and address while the database is unchanged (a write anywhere clears them),
  // and a guest's discussion by address: the first request does the work, the next ones send the
  // same bytes (server/http/kept-answers.ts).
  const answers = new KeptAnswers(db, 500);
  const guestDiscussions = new KeptAnswers(db, 1000);

  app.get<{ Querystring: DiscussionListQueryParams }>(
    "/discussions",
    {
      schema: { querystring: discussionListQuerySchema, response: { 200: discussionListSchema } },
      onRequest: answers.keepStamp,
    },
    async (request, reply) => {
      const { viewer, query } = request;
      authorize(viewer, "discussions.view");
      // A member's read marks waiting for their batch change their lists without moving the stamp;
      // permissions in an answer depend on the clock (edit windows): such pages are never kept.
      const key = readExpand(query.expand, discussionExpands).has("permissions")
        ? undefined
        : `${viewer.userID}.${ctx.views.readMarksVersion(viewer.userID)}\n${request.url}`;
      return answers.send(request, reply, key, async () => {
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
      });
    },
  );

  app.get<{ Params: { id: number }; Querystring: DiscussionGetQuery }>(
    "/discussions/:id",
    {
      schema: {
        params: idParamsSchema,
        querystring: discussionGetQuerySchema,
        response: { 200: discussionSchema },
      },
      onRequest: guestDiscussions.keepStamp,
    },
    async (request, reply) => {
      const { viewer } = request;
      authorize(viewer, "discussions.view");
      const recordView = ctx.views.counterFor(viewerKeyOf(request));
      // A guest's answer is the same for every guest (no edit window, no read state): it is kept
      // by address while the database is unchanged, and each guest's view still counts. Its
      // countViews leaves out views counted since it was kept, until the next batch is stored.
      if (viewer.userID !== 0) {
        return getDiscussion(db, viewer, request.params.id, { expand: request.query.expand, recordView });
      }
      let computed = false;
      const answer = await guestDiscussions.send(request, reply, request.url, async () => {
        computed = true;
        return getDiscussion(db, viewer, request.params.id, { expand: request.query.expand, recordView });
      });
      // A kept answer was computed for a discussion guests may read: the view counts as above.
      if (!computed) ctx.views.countView(viewerKeyOf(request), request.params.id);
      return answer;
    },
  );

  app.get<{ Params: { id: number } }>(
    "/discussions/:id/edit",
    { schema: { params: idParamsSchema, response: { 200: discussionEditSchema } } },
    async (request) => getDiscussionEdit(db, request.viewer, request.params.id),
  );

  app.get<{ Params: { id: number } }>(
    "/discussions/:id/quote",
    { schema: { params: idParamsSchema, response: { 200: postQuoteSchema } } },
    async (request) => {
      authorize(request.viewer, "discussions.view");
      return getDiscussionQuote(db, request.viewer, request.params.id);
    },
  );
}
