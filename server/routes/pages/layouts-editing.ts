import type { FastifyInstance } from "fastify";
import type { FromSchema } from "json-schema-to-ts";
import qs from "qs";
import type { AppContext } from "../../context";
import { authorize } from "../../auth/viewer";
import {
  layoutDraftBodySchema,
  layoutHydrateBodySchema,
  layoutPublishBodySchema,
  layoutRevisionsQuerySchema,
} from "../../layouts/layout-api.schema";
import {
  discardDraft,
  getDraft,
  getRevision,
  listRevisions,
  publishDraft,
  restoreRevision,
  saveDraft,
} from "../../layouts/layout-history";
import { cancelSchedule, scheduleDraft } from "../../layouts/layout-schedule";
import { getLayout } from "../../layouts/layout-store";
import { hydratePreview } from "../../layouts/preview-layout";
import { NO_BODY } from "../api/answers";
import {
  hydratedOrRedirectSchema,
  layoutDraftAnswer,
  layoutRevisionAnswer,
  layoutRevisionListSchema,
  openLayoutRecord,
} from "./layout-answers";

const idParams = {
  type: "object",
  properties: { id: { type: "string", pattern: "^(\\d{1,9}|[A-Za-z]{1,50})$" } },
  required: ["id"],
} as const;
type IdParams = { id: string };
const revisionParams = {
  type: "object",
  properties: { ...idParams.properties, revisionID: { type: "integer", minimum: 1 } },
  required: ["id", "revisionID"],
} as const;
type RevisionParams = { id: string; revisionID: number };

/**
 * The layout editor's calls, all for site.manage: a layout's draft with optimistic
 * versions, publishing it, its history of live definitions and restoring one, and hydrating an
 * unsaved definition as some viewer would see it.
 */
export async function layoutEditingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const now = () => new Date(ctx.now()).toISOString();

  app.post<{ Body: FromSchema<typeof layoutHydrateBodySchema> }>(
    "/layouts/hydrate",
    { schema: { body: layoutHydrateBodySchema, response: { 200: hydratedOrRedirectSchema } } },
    async (request) => {
      authorize(request.viewer, "site.manage");
      const { params, ...rest } = request.body;
      return hydratePreview(
        db,
        request.viewer,
        { ...rest, params: params as Record<string, unknown> | undefined },
        {
          debug: ctx.debug,
          origin: `${request.protocol}://${request.host}`,
          onError: (error, componentName) =>
            request.log.error({ err: error, componentName }, "layout preview widget failed to hydrate"),
        },
      );
    },
  );

  app.get<{ Params: IdParams }>(
    "/layouts/:id/draft",
    { schema: { params: idParams, response: { 200: layoutDraftAnswer } } },
    async (request) => {
      authorize(request.viewer, "site.manage");
      return getDraft(db, request.params.id);
    },
  );

  app.put<{ Params: IdParams; Body: FromSchema<typeof layoutDraftBodySchema> }>(
    "/layouts/:id/draft",
    { schema: { params: idParams, body: layoutDraftBodySchema, response: { 200: layoutDraftAnswer } } },
    async (request) => {
      authorize(request.viewer, "site.manage");
      return saveDraft(db, request.viewer.userID, request.params.id, request.body, now());
    },
  );

  app.delete<{ Params: IdParams }>(
    "/layouts/:id/draft",
    { schema: { params: idParams, response: { 204: NO_BODY } } },
    async (request, reply) => {
      authorize(request.viewer, "site.manage");
      await discardDraft(db, request.viewer.userID, request.params.id, now());
      return reply.status(204).send();
    },
  );

  app.post<{ Params: IdParams; Body: FromSchema<typeof layoutPublishBodySchema> }>(
    "/layouts/:id/publish",
    { schema: { params: idParams, body: layoutPublishBodySchema, response: { 200: openLayoutRecord } } },
    async (request) => {
      authorize(request.viewer, "site.manage");
      const { version, dateScheduled } = request.body;
      if (dateScheduled === undefined) {
        return publishDraft(db, request.viewer.userID, request.params.id, { version }, now());
      }
      await scheduleDraft(db, request.viewer.userID, request.params.id, { version, dateScheduled }, now());
      return getLayout(db, request.params.id);
    },
  );

  app.delete<{ Params: IdParams }>(
    "/layouts/:id/schedule",
    { schema: { params: idParams, response: { 200: layoutDraftAnswer } } },
    async (request) => {
      authorize(request.viewer, "site.manage");
      return cancelSchedule(db, request.params.id);
    },
  );

  app.get<{ Params: IdParams; Querystring: FromSchema<typeof layoutRevisionsQuerySchema> }>(
    "/layouts/:id/revisions",
    {
      schema: {
        params: idParams,
        querystring: layoutRevisionsQuerySchema,
        response: { 200: layoutRevisionListSchema },
      },
    },
    async (request, reply) => {
      authorize(request.viewer, "site.manage");
      const limit = request.query.limit ?? 50;
      const page = await listRevisions(db, request.params.id, {
        limit,
        beforeRevisionID: request.query.beforeRevisionID,
      });
      reply.header("x-app-page-limit", String(limit));
      const oldest = page.revisions.at(-1);
      if (page.hasMore && oldest) {
        const [pathname = "", search = ""] = request.url.split("?", 2);
        const next = `${pathname}?${qs.stringify({ ...qs.parse(search), beforeRevisionID: oldest.revisionID })}`;
        reply.header("Link", `<${next}>; rel="next"`);
        reply.header("x-app-page-next-url", next);
      }
      return page.revisions;
    },
  );

  app.get<{ Params: RevisionParams }>(
    "/layouts/:id/revisions/:revisionID",
    { schema: { params: revisionParams, response: { 200: layoutRevisionAnswer } } },
    async (request) => {
      authorize(request.viewer, "site.manage");
      return getRevision(db, request.params.id, request.params.revisionID);
    },
  );

  app.post<{ Params: RevisionParams }>(
    "/layouts/:id/revisions/:revisionID/restore",
    { schema: { params: revisionParams, response: { 200: openLayoutRecord } } },
    async (request) => {
      authorize(request.viewer, "site.manage");
      return restoreRevision(db, request.viewer.userID, request.params.id, request.params.revisionID, now());
    },
  );
}
