import type { FastifyInstance } from "fastify";
import {
  communityHealthQuerySchema,
  communityHealthSchema,
  DEFAULT_COMMUNITY_HEALTH_RANGE,
  type CommunityHealthQuery,
} from "../../schemas/api/community-health.schema";
import type { AppContext } from "../context";
import { authorize } from "../auth/viewer";
import { loadCommunityHealth } from "../services/site/community-health";

/** Who may read the community's activity: site managers (content spec §6 site.manage). */
export const COMMUNITY_HEALTH_PERMISSION = "site.manage";

/**
 * `GET /analytics/community-health?range=7|30|90`: the dashboard home's counts per UTC day (page
 * views, new members, discussions and comments, active members), their totals and the most viewed
 * discussions. Only site managers (401 for a guest, 403 for anyone else); "today" is the app's clock.
 */
export async function communityHealthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: CommunityHealthQuery }>(
    "/analytics/community-health",
    { schema: { querystring: communityHealthQuerySchema, response: { 200: communityHealthSchema } } },
    async (request) => {
      authorize(request.viewer, COMMUNITY_HEALTH_PERMISSION);
      const range = request.query.range ?? DEFAULT_COMMUNITY_HEALTH_RANGE;
      return loadCommunityHealth(ctx.db, request.viewer, range, ctx.now());
    },
  );
}
