import type { FastifyInstance } from "fastify";
import { addonListSchema, addonTypes } from "../../../schemas/entities/addon.schema";
import type { AppContext } from "../../context";
import { authorize } from "../../auth/viewer";
import { notFound } from "../../http/errors";
import { findAddonKey, listAddons, presentAddon, setAddonEnabled } from "../../services/addons/addons";
import { requestOrigin } from "../pages/layouts";

/** Who may list and switch addons (content spec §6 leaves it "not shown"; site administration). */
export const ADDONS_PERMISSION = "site.manage";

const addonIDParams = {
  type: "object",
  properties: { addonID: { type: "string", minLength: 1, maxLength: 100 } },
  required: ["addonID"],
} as const;

/**
 * Addons (content spec §2, §7; addons.yml): `GET /addons?type=&enabled=` lists them and
 * `PATCH /addons/{addonID}` `{enabled}` switches one, answering the addons as they are now. Both
 * need site.manage; the enabled set reaches every page through the public config keys
 * `addons.<key>.enabled` in the boot payload.
 */
export async function addonRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get<{ Querystring: { type?: string; enabled?: boolean } }>(
    "/addons",
    {
      schema: {
        querystring: {
          type: "object",
          properties: {
            type: { type: "string", enum: addonTypes },
            enabled: { type: "boolean" },
            themeType: { type: "string", enum: ["desktop", "mobile"] },
          },
        },
        response: { 200: addonListSchema },
      },
    },
    async (request) => {
      authorize(request.viewer, ADDONS_PERMISSION);
      return listAddons(db, ctx.publicUrl ?? requestOrigin(request), request.query);
    },
  );

  app.patch<{ Params: { addonID: string }; Body: { enabled: boolean } }>(
    "/addons/:addonID",
    {
      schema: {
        params: addonIDParams,
        body: {
          type: "object",
          properties: {
            enabled: { type: "boolean" },
            themeType: { type: "string", enum: ["desktop", "mobile"] },
          },
          required: ["enabled"],
          additionalProperties: false,
        },
        response: { 200: addonListSchema },
      },
    },
    async (request) => {
      authorize(request.viewer, ADDONS_PERMISSION);
      const key = findAddonKey(request.params.addonID);
      if (!key) throw notFound("Addon");
      await setAddonEnabled(db, key, request.body.enabled);
      const origin = ctx.publicUrl ?? requestOrigin(request);
      const addons = await listAddons(db, origin);
      return addons.map((addon) =>
        addon.key === key ? presentAddon(key, request.body.enabled, origin) : addon,
      );
    },
  );
}
