import type { FastifyInstance } from "fastify";
import { analyticsPrivacySchema, type AnalyticsPrivacy } from "../../../schemas/api/privacy.schema";
import type { AppContext } from "../../context";
import { MEMBER_CACHE_CONTROL } from "../../http/caching";
import { requestPrivacyChoice, savePrivacyChoice } from "../../services/account/privacy";

/**
 * The visitor's analytics privacy choice (shell spec §4, §7): `AnonymizeData` 1, 0 or -1. A member's
 * choice is stored on the server; a guest's lives in a cookie the client writes
 * (`<garden.cookie.name>-anonymize`), so for a guest the server reads the cookie and a save only
 * answers the value back. `POST /tick` honours the choice (server/services/site/tracking.ts).
 */
export async function privacyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    "/analytics/privacy",
    { schema: { response: { 200: analyticsPrivacySchema } } },
    async (request, reply): Promise<AnalyticsPrivacy> => {
      // A guest's answer follows their own cookie: no shared cache may keep it for others.
      reply.header("cache-control", MEMBER_CACHE_CONTROL);
      return { AnonymizeData: await requestPrivacyChoice(ctx.db, request) };
    },
  );

  app.post<{ Body: AnalyticsPrivacy }>(
    "/analytics/privacy",
    { schema: { body: analyticsPrivacySchema, response: { 200: analyticsPrivacySchema } } },
    async (request): Promise<AnalyticsPrivacy> => {
      const { AnonymizeData } = request.body;
      if (request.viewer.userID > 0) await savePrivacyChoice(ctx.db, request.viewer.userID, AnonymizeData);
      return { AnonymizeData };
    },
  );
}
