import type { FastifyInstance, FastifyRequest } from "fastify";
import { viewerKeyOf } from "../../services/abuse/client-address";
import type { FromSchema } from "json-schema-to-ts";
import { layoutViewTypes, type LayoutViewType } from "../../../schemas/layout/node.schema";
import type { AppContext } from "../../context";
import { authorize } from "../../auth/viewer";
import { buildLayoutCatalog } from "../../layouts/layout-catalog";
import { enabledAddons } from "../../services/addons/addons";
import {
  layoutPatchBodySchema,
  layoutPostBodySchema,
  layoutViewsBodySchema,
  lookupHydrateQuerySchema,
} from "../../layouts/layout-api.schema";
import {
  createLayout,
  deleteLayout,
  getLayout,
  getLayoutViews,
  listLayouts,
  setLayoutViews,
  updateLayout,
} from "../../layouts/layout-store";
import { lookupHydratedLayout } from "../../layouts/lookup-layout";
import {
  hydratedOrRedirectSchema,
  layoutCatalogSchema,
  layoutListSchema,
  layoutViewListSchema,
  openLayoutRecord,
} from "./layout-answers";
import { NO_BODY } from "../api/answers";
import {
  sendValidatorModule,
  validatorModuleAnswer,
  validatorModuleQuery,
} from "../../http/validator-module";
import { definitionValidatorModule, definitionValidatorUrl } from "../../layouts/definition-validator-module";
import { layoutEditingRoutes } from "./layouts-editing";
import { activeFragments } from "../../layouts/fragment-apply";

const idParams = {
  type: "object",
  properties: { id: { type: "string", pattern: "^(\\d{1,9}|[A-Za-z]{1,50})$" } },
  required: ["id"],
} as const;
type IdParams = { id: string };

/** `https://host` of a request, for canonical URLs. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The layouts API (layouts.yml): public `lookup-hydrate` (shell spec §3, §7) and `catalog`; reading
 * and writing stored definitions and their view assignments needs site.manage.
 */
export async function layoutRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get<{ Querystring: FromSchema<typeof lookupHydrateQuerySchema> }>(
    "/layouts/lookup-hydrate",
    { schema: { querystring: lookupHydrateQuerySchema, response: { 200: hydratedOrRedirectSchema } } },
    async (request) => {
      const { layoutViewType, recordType = "global", recordID = -1, params = {} } = request.query;
      return lookupHydratedLayout(
        db,
        request.viewer,
        { layoutViewType, recordType, recordID, params: params as Record<string, unknown> },
        {
          debug: ctx.debug,
          origin: requestOrigin(request),
          countView: ctx.views.counterFor(viewerKeyOf(request)),
          onError: (error, componentName) =>
            request.log.error({ err: error, componentName }, "layout widget failed to hydrate"),
        },
      );
    },
  );

  app.get<{ Querystring: { layoutViewType?: LayoutViewType } }>(
    "/layouts/catalog",
    {
      schema: {
        querystring: {
          type: "object",
          properties: { layoutViewType: { type: "string", enum: layoutViewTypes, default: "home" } },
        },
        response: { 200: layoutCatalogSchema },
      },
    },
    async (request) => {
      // Committed CustomFragments' widget types are widgets like the built-ins (custom.<fragmentUUID>).
      const { customEntries } = await activeFragments(db);
      return {
        ...buildLayoutCatalog(request.query.layoutViewType ?? "home", await enabledAddons(db), customEntries),
        // The validators of every widget a definition may hold, compiled here (the editor's CSP has no
        // 'unsafe-eval'): the editor imports them to check each edit as the server checks a save.
        "x-validator": definitionValidatorUrl(customEntries),
      };
    },
  );

  app.get<{ Querystring: { v?: string } }>(
    "/layouts/definition-validator.js",
    { schema: { querystring: validatorModuleQuery, response: { 200: validatorModuleAnswer } } },
    async (request, reply) =>
      sendValidatorModule(
        reply,
        definitionValidatorModule((await activeFragments(db)).customEntries),
        request.query.v,
      ),
  );

  app.get("/layouts", { schema: { response: { 200: layoutListSchema } } }, async (request) => {
    authorize(request.viewer, "site.manage");
    return listLayouts(db);
  });

  app.get<{ Params: IdParams }>(
    "/layouts/:id",
    { schema: { params: idParams, response: { 200: openLayoutRecord } } },
    async (request) => {
      authorize(request.viewer, "site.manage");
      return getLayout(db, request.params.id);
    },
  );

  app.post<{ Body: FromSchema<typeof layoutPostBodySchema> }>(
    "/layouts",
    { schema: { body: layoutPostBodySchema, response: { 201: openLayoutRecord } } },
    async (request, reply) => {
      authorize(request.viewer, "site.manage");
      const layout = await createLayout(db, request.viewer.userID, request.body);
      return reply.status(201).send(layout);
    },
  );

  app.patch<{ Params: IdParams; Body: FromSchema<typeof layoutPatchBodySchema> }>(
    "/layouts/:id",
    { schema: { params: idParams, body: layoutPatchBodySchema, response: { 200: openLayoutRecord } } },
    async (request) => {
      authorize(request.viewer, "site.manage");
      return updateLayout(db, request.viewer.userID, request.params.id, request.body);
    },
  );

  app.delete<{ Params: IdParams }>(
    "/layouts/:id",
    { schema: { params: idParams, response: { 204: NO_BODY } } },
    async (request, reply) => {
      authorize(request.viewer, "site.manage");
      await deleteLayout(db, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get<{ Params: IdParams }>(
    "/layouts/:id/views",
    { schema: { params: idParams, response: { 200: layoutViewListSchema } } },
    async (request) => {
      authorize(request.viewer, "site.manage");
      return getLayoutViews(db, request.params.id);
    },
  );

  app.put<{ Params: IdParams; Body: FromSchema<typeof layoutViewsBodySchema> }>(
    "/layouts/:id/views",
    { schema: { params: idParams, body: layoutViewsBodySchema, response: { 200: layoutViewListSchema } } },
    async (request) => {
      authorize(request.viewer, "site.manage");
      return setLayoutViews(db, request.viewer.userID, request.params.id, request.body);
    },
  );

  await layoutEditingRoutes(app, ctx);
}
