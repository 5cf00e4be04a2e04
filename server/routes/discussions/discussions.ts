import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
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
import { StampedCache } from "../../db/stamped-cache";
import { changeStampOf } from "../../db/change-stamp";
import { readExpand } from "../../http/expand";
import { discussionExpands } from "../../../schemas/entities/discussion.schema";
import { withETag } from "../../http/caching";
import {
  discussionEditSchema,
  discussionListSchema,
  discussionSchema,
} from "../../../schemas/entities/discussion.schema";
import { postQuoteSchema } from "../../../schemas/entities/comment.schema";
import { idParamsSchema } from "../../../schemas/api/params.schema";

/** A list page as sent: the serialised body (its ETag computed once) and the paging headers. */
interface ListAnswer {
  body: Buffer;
  headers: [string, string][];
}

/**
 * The discussion reads: `GET /discussions` (filtered, sorted, paged in headers), `GET
 * /discussions/{id}` (records the view), `GET /discussions/{id}/edit` and `GET /discussions/{id}/quote`.
 */
export async function discussionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  // List pages by viewer and address while the database is unchanged (a write anywhere clears them):
  // the first request of a page does the work, the next ones send the same bytes. The stamp is read
  // when the request arrives, before the viewer is loaded (which is looked up under the same stamp),
  // so nothing older than it can be kept. A kept body is a buffer, so sending it again encodes nothing.
  const pages = new StampedCache<ListAnswer>(500);
  const keepStamp = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    request.changeStamp = changeStampOf(db);
    done();
  };
  const send = (reply: FastifyReply, answer: ListAnswer) => {
    for (const [name, value] of answer.headers) reply.header(name, value);
    return reply.type("application/json; charset=utf-8").send(answer.body);
  };

  app.get<{ Querystring: DiscussionListQueryParams }>(
    "/discussions",
    {
      schema: { querystring: discussionListQuerySchema, response: { 200: discussionListSchema } },
      onRequest: keepStamp,
    },
    async (request, reply) => {
      const { viewer, query } = request;
      authorize(viewer, "discussions.view");
      // A member's read marks waiting for their batch change their lists without moving the stamp.
      const key = `${viewer.userID}.${ctx.views.readMarksVersion(viewer.userID)}\n${request.url}`;
      const kept = pages.get(key, request.changeStamp);
      if (kept) return send(reply, kept);
      // Permissions in an answer depend on the clock (edit windows): such pages are never kept.
      const keep = !readExpand(query.expand, discussionExpands).has("permissions");
      const stamp = keep ? request.changeStamp : undefined;
      // A category that does not exist or is hidden is a 404 (the same for both), not an empty list.
      if (query.categoryID !== undefined) await getCategoryRow(db, viewer, query.categoryID);
      const result = await listDiscussions(db, viewer, query);
      const before = new Set(Object.keys(reply.getHeaders()));
      setPagingHeaders(request, reply, {
        page: result.page,
        limit: result.limit,
        offset: (result.page - 1) * result.limit,
        total: result.total,
      });
      if (stamp === undefined) return result.discussions;
      const headers = Object.entries(reply.getHeaders())
        .filter(([name]) => !before.has(name))
        .map(([name, value]): [string, string] => [name, String(value)]);
      const body = withETag(Buffer.from(reply.serialize(result.discussions) as string));
      const answer = { body, headers };
      pages.set(key, stamp, answer);
      return send(reply, answer);
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
    },
    async (request) => {
      authorize(request.viewer, "discussions.view");
      return getDiscussion(db, request.viewer, request.params.id, {
        expand: request.query.expand,
        recordView: ctx.views.counterFor(viewerKeyOf(request)),
      });
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
