import type { FastifyInstance } from "fastify";
import { siteConfigKeys, type SiteConfigKey } from "../../schemas/config/site-config";
import type { AppContext } from "../context";
import { authorize } from "../auth/viewer";
import { hasPermission } from "../../runtime/permissions/permission-checker";
import { canonicalConfigKey, readSiteConfig, selectSiteConfig, writeSiteConfig } from "../services/config";
import { configValueErrors, type ConfigChange } from "../services/config-rules";
import { badRequest } from "../http/errors";
import { configValuesSchema } from "../../schemas/api/responses.schema";
import { NO_BODY } from "./api/answers";

/** The PATCH body accepts every canonical key and every alias, nothing else. */
const patchSchema = {
  type: "object",
  minProperties: 1,
  additionalProperties: false,
  properties: Object.fromEntries(
    Object.entries(siteConfigKeys).flatMap(([key, def]) =>
      [key, ...def.aliases].map((name) => [name, def.schema]),
    ),
  ),
};

/** `GET /config?select=` and `PATCH /config` (settings.manage). */
export async function configRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get<{ Querystring: { select?: string | string[] } }>(
    "/config",
    {
      schema: {
        querystring: {
          type: "object",
          properties: {
            select: { anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] },
          },
        },
        response: { 200: configValuesSchema },
      },
    },
    async (request) => {
      const raw = request.query.select ?? "";
      const select = (Array.isArray(raw) ? raw : [raw])
        .flatMap((s) => s.split(","))
        .map((s) => s.trim())
        .filter(Boolean);
      const canReadAdmin = hasPermission(request.viewer.checker, "settings.manage");
      return selectSiteConfig(await readSiteConfig(db), select, canReadAdmin);
    },
  );

  app.patch<{ Body: Record<string, unknown> }>(
    "/config",
    { schema: { body: patchSchema, response: { 204: NO_BODY } } },
    async (request, reply) => {
      authorize(request.viewer, "settings.manage");
      const changes: ConfigChange[] = Object.entries(request.body).flatMap(([name, value]) => {
        const key = canonicalConfigKey(name);
        return key ? [{ name, key, value }] : [];
      });
      const errors = await configValueErrors(db, changes);
      if (errors.length) throw badRequest("The settings could not be saved.", errors);
      const values: Partial<Record<SiteConfigKey, unknown>> = {};
      for (const { key, value } of changes) values[key] = value;
      await writeSiteConfig(db, values);
      return reply.status(204).send();
    },
  );
}
