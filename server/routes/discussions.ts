import type { FastifyInstance } from "fastify";
import {
  discussionListQuerySchema,
  type DiscussionListQueryParams,
} from "../../schemas/api/discussions.schema";
import type { AppContext } from "../context";
import { authorize } from "../auth/viewer";
import { setPagingHeaders } from "../http/paging";
import { getCategoryRow } from "../services/categories";
import { listDiscussions } from "../services/discussions";

/** `GET /discussions`: the discussions the viewer can see, filtered, sorted and paged (headers). */
export async function discussionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get<{ Querystring: DiscussionListQueryParams }>(
    "/discussions",
    { schema: { querystring: discussionListQuerySchema } },
    async (request, reply) => {
      const { viewer, query } = request;
      authorize(viewer, "discussions.view");
      // A category that does not exist is a 404 and a hidden one a 403, not an empty list.
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
}
