import type { FastifyInstance, FastifyReply } from "fastify";
import {
  FRAGMENT_CSS_MAX_BYTES,
  FRAGMENT_JS_MAX_BYTES,
  fragmentCommitBodySchema,
  fragmentDisclosureSchema,
  fragmentPatchBodySchema,
  fragmentPostBodySchema,
  fragmentRollbackBodySchema,
  type FragmentCommitBody,
  type FragmentPatchBody,
  type FragmentPostBody,
  type FragmentRollbackBody,
} from "../../../schemas/api/fragment.schema";
import type { FieldError } from "../../../schemas/entities/error.schema";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { CUSTOM_FRAGMENT_TYPE } from "../../../schemas/widgets/fragment-types";
import type { AppContext } from "../../context";
import { findUnbalancedCssBlock } from "../../../runtime/format/css-blocks";
import { authorize, type Viewer } from "../../auth/viewer";
import { badRequest, notFound } from "../../http/errors";
import { FRAGMENT_SDK_SOURCE } from "../../http/fragment-sdk";
import { commitRevision, rollbackFragment } from "../../layouts/fragment-commits";
import { deleteFragment, deleteRevision } from "../../layouts/fragment-deletes";
import { didAcceptDisclosure, setDisclosure } from "../../layouts/fragment-disclosure";
import {
  getFragmentDetails,
  getFragmentRow,
  getRevisionRow,
  listFragments,
  listRevisions,
  type FragmentListFilter,
  type FragmentRow,
  type RevisionRow,
} from "../../layouts/fragment-records";
import { createFragment, saveFragment } from "../../layouts/fragment-writes";
import { fragmentAssetUrl, parseCustomWidget, propsValidatorUrl } from "../../layouts/fragment-apply";
import { propsValidatorModule } from "../../layouts/fragment-props-validator";
import { NO_BODY, javascript, stylesheet } from "../api/answers";
import { fragmentListSchema } from "../../../schemas/api/responses.schema";
import { fragmentDetailsSchema } from "../../../schemas/entities/fragment.schema";

const uuidParams = {
  type: "object",
  properties: { fragmentUUID: { type: "string", minLength: 1, maxLength: 100 } },
  required: ["fragmentUUID"],
} as const;
const revisionProperty = {
  type: "string",
  minLength: 1,
  maxLength: 100,
  description: "A revision's id.",
} as const;
const assetQuery = {
  type: "object",
  properties: {
    // Vanilla's name for the pin (fragments.yml); `rev` is the older one.
    fragmentRevisionUUID: revisionProperty,
    rev: revisionProperty,
  },
} as const;
const listQuery = {
  type: "object",
  properties: {
    fragmentType: { type: "string", maxLength: 100 },
    status: { type: "string", enum: ["draft", "active", "past-revision", "latest"] },
    appliedStatus: { type: "string", enum: ["all", "applied", "not-applied"] },
  },
} as const;
const getQuery = {
  type: "object",
  properties: {
    fragmentRevisionUUID: revisionProperty,
    status: { type: "string", enum: ["active", "latest"] },
  },
} as const;
const deleteQuery = { type: "object", properties: { fragmentRevisionUUID: revisionProperty } } as const;
const revisionListSchema = fragmentListSchema;

/** Room for the largest module, its source and stylesheet once JSON-escaped; byte limits are checked after. */
const WRITE_BODY_LIMIT = 6 * 1024 * 1024;
const IMMUTABLE = "public, max-age=31536000, immutable";

type Params = { fragmentUUID: string };
type AssetQuery = { rev?: string; fragmentRevisionUUID?: string };

/** 400 when the module, its source or the stylesheet is over its limit in UTF-8 bytes (512, 512 and 256 KB). */
function checkSizes(body: { js?: string; jsRaw?: string; css?: string }): void {
  const errors: FieldError[] = [];
  for (const field of ["js", "jsRaw"] as const) {
    const value = body[field];
    if (value !== undefined && Buffer.byteLength(value, "utf8") > FRAGMENT_JS_MAX_BYTES) {
      errors.push({ field, code: "maxBytes", message: `${field} must be at most 512 KB.` });
    }
  }
  if (body.css !== undefined && Buffer.byteLength(body.css, "utf8") > FRAGMENT_CSS_MAX_BYTES) {
    errors.push({ field: "css", code: "maxBytes", message: "css must be at most 256 KB." });
  }
  if (errors.length) throw badRequest("The fragment is too large.", errors);
}

/**
 * 400 when the stylesheet's braces do not pair up: served inside `@scope (…) { … }`, a stray `}`
 * would end the fragment's scope and let its later rules restyle the whole page.
 */
function checkCssBlocks(css: string | undefined): void {
  const problem = css === undefined ? null : findUnbalancedCssBlock(css);
  if (!problem) return;
  const where = `line ${problem.line}, column ${problem.column}`;
  const message =
    problem.kind === "close"
      ? `css has a "}" that closes no block (${where}).`
      : `css opens a block that is never closed (${where}).`;
  throw badRequest("The stylesheet's blocks do not pair up.", [
    { field: "css", code: "unbalancedBlock", message },
  ]);
}

/** The stylesheet as pages get it: scoped to the fragment's wrapper element (shell spec §3). */
export function scopedCss(fragmentUUID: string, css: string): string {
  return `@scope ([data-plaza-fragment="${fragmentUUID.replace(/["\\]/g, "")}"]) {\n${css}\n}\n`;
}

/**
 * Custom fragments (shell spec §2, §3, §7): site managers keep versions of a module (and CSS) that
 * replaces a widget or declares a new widget type; pages load the active revision from `jsUrl`/
 * `cssUrl`. Reading needs site.manage, saving fragments.manage (code that runs on every page); the
 * committed assets are public, like the app's own scripts. `GET /fragments/sdk.js` is the module
 * fragments import the host's React from.
 */
export async function fragmentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  async function fragmentOr404(fragmentUUID: string): Promise<FragmentRow> {
    const row = await getFragmentRow(db, fragmentUUID);
    if (!row) throw notFound("Fragment");
    return row;
  }

  app.get("/fragments/sdk.js", { schema: { response: { 200: javascript } } }, async (_request, reply) => {
    // The SDK changes with the app, not with a fragment: always revalidate.
    reply.header("Cache-Control", "no-cache").header("X-Content-Type-Options", "nosniff");
    return reply.type("text/javascript; charset=utf-8").send(FRAGMENT_SDK_SOURCE);
  });

  app.get(
    "/fragments/disclosure-state",
    { schema: { response: { 200: fragmentDisclosureSchema } } },
    async (request) => {
      authorize(request.viewer, "site.manage");
      return { didAccept: await didAcceptDisclosure(db, request.viewer.userID) };
    },
  );

  app.put<{ Body: { didAccept: boolean } }>(
    "/fragments/disclosure-state",
    { schema: { body: fragmentDisclosureSchema, response: { 200: fragmentDisclosureSchema } } },
    async (request) => {
      authorize(request.viewer, "site.manage");
      await setDisclosure(db, request.viewer.userID, request.body.didAccept);
      return { didAccept: request.body.didAccept };
    },
  );

  app.get<{ Querystring: FragmentListFilter }>(
    "/fragments",
    { schema: { querystring: listQuery, response: { 200: fragmentListSchema } } },
    async (request) => {
      authorize(request.viewer, "site.manage");
      return listFragments(db, request.query);
    },
  );

  app.post<{ Body: FragmentPostBody }>(
    "/fragments",
    {
      schema: { body: fragmentPostBodySchema, response: { 201: fragmentDetailsSchema } },
      bodyLimit: WRITE_BODY_LIMIT,
    },
    async (request, reply) => {
      authorize(request.viewer, "fragments.manage");
      checkSizes(request.body);
      checkCssBlocks(request.body.css);
      const row = await createFragment(db, request.body, request.viewer.userID);
      return reply.status(201).send(await getFragmentDetails(db, row));
    },
  );

  app.get<{ Params: Params; Querystring: { fragmentRevisionUUID?: string; status?: "active" | "latest" } }>(
    "/fragments/:fragmentUUID",
    { schema: { params: uuidParams, querystring: getQuery, response: { 200: fragmentDetailsSchema } } },
    async (request) => {
      authorize(request.viewer, "site.manage");
      return getFragmentDetails(db, await fragmentOr404(request.params.fragmentUUID), request.query);
    },
  );

  app.patch<{ Params: Params; Body: FragmentPatchBody }>(
    "/fragments/:fragmentUUID",
    {
      schema: { params: uuidParams, body: fragmentPatchBodySchema, response: { 200: fragmentDetailsSchema } },
      bodyLimit: WRITE_BODY_LIMIT,
    },
    async (request) => {
      authorize(request.viewer, "fragments.manage");
      const row = await fragmentOr404(request.params.fragmentUUID);
      checkSizes(request.body);
      checkCssBlocks(request.body.css);
      const saved = await saveFragment(db, row, request.body, request.viewer.userID);
      return getFragmentDetails(db, await fragmentOr404(row.fragmentUUID), saved);
    },
  );

  app.post<{ Params: Params; Body: FragmentCommitBody }>(
    "/fragments/:fragmentUUID/commit-revision",
    {
      schema: {
        params: uuidParams,
        body: fragmentCommitBodySchema,
        response: { 200: fragmentDetailsSchema },
      },
    },
    async (request) => {
      authorize(request.viewer, "fragments.manage");
      const row = await fragmentOr404(request.params.fragmentUUID);
      const { fragmentRevisionUUID, ...message } = request.body;
      await commitRevision(db, row, fragmentRevisionUUID, message);
      return getFragmentDetails(db, await fragmentOr404(row.fragmentUUID), { fragmentRevisionUUID });
    },
  );

  app.post<{ Params: Params; Body: FragmentRollbackBody }>(
    "/fragments/:fragmentUUID/rollback",
    {
      schema: {
        params: uuidParams,
        body: fragmentRollbackBodySchema,
        response: { 200: fragmentDetailsSchema },
      },
    },
    async (request) => {
      authorize(request.viewer, "fragments.manage");
      const row = await fragmentOr404(request.params.fragmentUUID);
      const { fragmentRevisionUUID } = request.body;
      await rollbackFragment(db, row, fragmentRevisionUUID);
      return getFragmentDetails(db, await fragmentOr404(row.fragmentUUID), { fragmentRevisionUUID });
    },
  );

  app.get<{ Params: Params }>(
    "/fragments/:fragmentUUID/revisions",
    { schema: { params: uuidParams, response: { 200: revisionListSchema } } },
    async (request) => {
      authorize(request.viewer, "site.manage");
      return listRevisions(db, await fragmentOr404(request.params.fragmentUUID));
    },
  );

  app.delete<{ Params: Params; Querystring: { fragmentRevisionUUID?: string } }>(
    "/fragments/:fragmentUUID",
    { schema: { params: uuidParams, querystring: deleteQuery, response: { 204: NO_BODY } } },
    async (request, reply) => {
      authorize(request.viewer, "fragments.manage");
      const row = await fragmentOr404(request.params.fragmentUUID);
      if (request.query.fragmentRevisionUUID !== undefined) {
        await deleteRevision(db, row, request.query.fragmentRevisionUUID);
      } else {
        await deleteFragment(db, row.fragmentUUID);
      }
      return reply.status(204).send();
    },
  );

  /**
   * The revision an asset request is answered with: a committed one pinned by its id (cached for a
   * year), a draft only for site managers (previews, never cached); otherwise undefined, and the
   * caller redirects to the active revision's pinned address (404 when nothing is committed).
   */
  async function servedRevision(
    row: FragmentRow,
    query: AssetQuery,
    viewer: Viewer,
    reply: FastifyReply,
  ): Promise<RevisionRow | undefined> {
    const pin = query.fragmentRevisionUUID ?? query.rev;
    reply.header("X-Content-Type-Options", "nosniff");
    const revision = pin === undefined ? undefined : await getRevisionRow(db, row.fragmentUUID, pin);
    if (revision?.status === "committed") {
      reply.header("Cache-Control", IMMUTABLE);
      return revision;
    }
    if (revision?.status === "draft" && hasPermission(viewer.checker, "site.manage")) {
      reply.header("Cache-Control", "no-store");
      return revision;
    }
    if (!row.activeRevisionUUID) throw notFound("Fragment");
    reply.header("Cache-Control", "no-cache");
    return undefined;
  }

  async function serveAsset(
    params: Params,
    query: AssetQuery,
    viewer: Viewer,
    reply: FastifyReply,
    asset: "js" | "css",
  ) {
    const row = await fragmentOr404(params.fragmentUUID);
    const revision = await servedRevision(row, query, viewer, reply);
    if (!revision)
      return reply.redirect(fragmentAssetUrl(row.fragmentUUID, asset, row.activeRevisionUUID!), 302);
    if (asset === "js") return reply.type("text/javascript; charset=utf-8").send(revision.js);
    return reply.type("text/css; charset=utf-8").send(scopedCss(row.fragmentUUID, revision.css));
  }

  app.get<{ Params: Params; Querystring: AssetQuery }>(
    "/fragments/:fragmentUUID/js",
    { schema: { params: uuidParams, querystring: assetQuery, response: { 200: javascript, 302: NO_BODY } } },
    async (request, reply) => serveAsset(request.params, request.query, request.viewer, reply, "js"),
  );
  app.get<{ Params: Params; Querystring: AssetQuery }>(
    "/fragments/:fragmentUUID/css",
    { schema: { params: uuidParams, querystring: assetQuery, response: { 200: stylesheet, 302: NO_BODY } } },
    async (request, reply) => serveAsset(request.params, request.query, request.viewer, reply, "css"),
  );

  app.get<{ Params: Params; Querystring: AssetQuery }>(
    "/fragments/:fragmentUUID/props-validator.js",
    { schema: { params: uuidParams, querystring: assetQuery, response: { 200: javascript, 302: NO_BODY } } },
    async (request, reply) => {
      const row = await fragmentOr404(request.params.fragmentUUID);
      if (row.fragmentType !== CUSTOM_FRAGMENT_TYPE) throw notFound("Props validator");
      const revision = await servedRevision(row, request.query, request.viewer, reply);
      if (!revision) return reply.redirect(propsValidatorUrl(row.fragmentUUID, row.activeRevisionUUID!), 302);
      const customWidget = parseCustomWidget(revision.customWidget);
      if (!customWidget) throw notFound("Props validator");
      return reply
        .type("text/javascript; charset=utf-8")
        .send(propsValidatorModule(revision.fragmentRevisionUUID, customWidget.schema));
    },
  );
}
