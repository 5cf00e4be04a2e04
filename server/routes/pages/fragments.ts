import type { FastifyInstance, FastifyReply } from "fastify";
import {
  FRAGMENT_CSS_MAX_BYTES,
  FRAGMENT_JS_MAX_BYTES,
  fragmentPatchBodySchema,
  fragmentPostBodySchema,
  type FragmentPatchBody,
  type FragmentPostBody,
} from "../../../schemas/api/fragment.schema";
import type { FieldError } from "../../../schemas/entities/error.schema";
import type { AppContext } from "../../context";
import { authorize } from "../../auth/viewer";
import { badRequest, notFound } from "../../http/errors";
import { FRAGMENT_SDK_SOURCE } from "../../http/fragment-sdk";
import {
  createFragment,
  deleteFragment,
  fragmentAssetUrl,
  getFragmentRow,
  listFragments,
  presentFragment,
  presentFragmentDetails,
  reviseFragment,
} from "../../layouts/fragments";
import { NO_BODY, javascript, stylesheet } from "../api/answers";
import { fragmentListSchema } from "../../../schemas/api/responses.schema";
import { fragmentDetailsSchema, fragmentSchema } from "../../../schemas/entities/fragment.schema";

const uuidParams = {
  type: "object",
  properties: { fragmentUUID: { type: "string", minLength: 1, maxLength: 100 } },
  required: ["fragmentUUID"],
} as const;
const assetQuery = {
  type: "object",
  properties: {
    rev: { type: "string", maxLength: 100 },
    // Vanilla's name for the same pin (fragments.yml).
    fragmentRevisionUUID: { type: "string", maxLength: 100 },
  },
} as const;
const listQuery = {
  type: "object",
  properties: { fragmentType: { type: "string", maxLength: 100 } },
} as const;

/** Room for the largest module and stylesheet once JSON-escaped; the byte limits are checked after. */
const WRITE_BODY_LIMIT = 3 * 1024 * 1024;
const IMMUTABLE = "public, max-age=31536000, immutable";

type Params = { fragmentUUID: string };
type AssetQuery = { rev?: string; fragmentRevisionUUID?: string };

/** 400 when the module or stylesheet is over its limit in UTF-8 bytes (512 KB and 256 KB). */
function checkSizes(body: { js?: string; css?: string }): void {
  const errors: FieldError[] = [];
  if (body.js !== undefined && Buffer.byteLength(body.js, "utf8") > FRAGMENT_JS_MAX_BYTES) {
    errors.push({ field: "js", code: "maxBytes", message: "js must be at most 512 KB." });
  }
  if (body.css !== undefined && Buffer.byteLength(body.css, "utf8") > FRAGMENT_CSS_MAX_BYTES) {
    errors.push({ field: "css", code: "maxBytes", message: "css must be at most 256 KB." });
  }
  if (errors.length) throw badRequest("The fragment is too large.", errors);
}

/**
 * Custom fragments (shell spec §2, §3, §7): site managers upload an ES module (and CSS); pages load
 * them from `jsUrl`/`cssUrl`. The assets are public, like the app's own scripts; writes need
 * site.manage. `GET /fragments/sdk.js` is the module fragments import the host's React from.
 */
export async function fragmentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get("/fragments/sdk.js", { schema: { response: { 200: javascript } } }, async (_request, reply) => {
    // The SDK changes with the app, not with a fragment: always revalidate.
    reply.header("Cache-Control", "no-cache").header("X-Content-Type-Options", "nosniff");
    return reply.type("text/javascript; charset=utf-8").send(FRAGMENT_SDK_SOURCE);
  });

  app.get<{ Querystring: { fragmentType?: string } }>(
    "/fragments",
    { schema: { querystring: listQuery, response: { 200: fragmentListSchema } } },
    async (request) => {
      authorize(request.viewer, "site.manage");
      return listFragments(db, { fragmentType: request.query.fragmentType });
    },
  );

  app.post<{ Body: FragmentPostBody }>(
    "/fragments",
    {
      schema: { body: fragmentPostBodySchema, response: { 201: fragmentSchema } },
      bodyLimit: WRITE_BODY_LIMIT,
    },
    async (request, reply) => {
      authorize(request.viewer, "site.manage");
      checkSizes(request.body);
      const row = await createFragment(db, request.body, request.viewer.userID);
      return reply.status(201).send(presentFragment(row));
    },
  );

  app.get<{ Params: Params }>(
    "/fragments/:fragmentUUID",
    { schema: { params: uuidParams, response: { 200: fragmentDetailsSchema } } },
    async (request) => {
      authorize(request.viewer, "site.manage");
      const row = await getFragmentRow(db, request.params.fragmentUUID);
      if (!row) throw notFound("Fragment");
      return presentFragmentDetails(row);
    },
  );

  app.patch<{ Params: Params; Body: FragmentPatchBody }>(
    "/fragments/:fragmentUUID",
    {
      schema: { params: uuidParams, body: fragmentPatchBodySchema, response: { 200: fragmentSchema } },
      bodyLimit: WRITE_BODY_LIMIT,
    },
    async (request) => {
      authorize(request.viewer, "site.manage");
      const row = await getFragmentRow(db, request.params.fragmentUUID);
      if (!row) throw notFound("Fragment");
      checkSizes(request.body);
      return presentFragment(await reviseFragment(db, row, request.body));
    },
  );

  app.delete<{ Params: Params }>(
    "/fragments/:fragmentUUID",
    { schema: { params: uuidParams, response: { 204: NO_BODY } } },
    async (request, reply) => {
      authorize(request.viewer, "site.manage");
      const row = await getFragmentRow(db, request.params.fragmentUUID);
      if (!row) throw notFound("Fragment");
      await deleteFragment(db, row.fragmentUUID);
      return reply.status(204).send();
    },
  );

  /**
   * A fragment's module or stylesheet. With `?rev=` of the current revision it never changes, so it
   * is cached for a year; an older revision redirects to the current one (only the latest is kept);
   * without a pin, browsers revalidate every time.
   */
  async function serveAsset(params: Params, query: AssetQuery, reply: FastifyReply, asset: "js" | "css") {
    const row = await getFragmentRow(db, params.fragmentUUID);
    if (!row) throw notFound("Fragment");
    const rev = query.rev ?? query.fragmentRevisionUUID;
    reply.header("X-Content-Type-Options", "nosniff");
    if (rev !== undefined && rev !== row.fragmentRevisionUUID) {
      reply.header("Cache-Control", "no-cache");
      return reply.redirect(fragmentAssetUrl(row.fragmentUUID, asset, row.fragmentRevisionUUID), 302);
    }
    reply.header("Cache-Control", rev === undefined ? "no-cache" : IMMUTABLE);
    reply.type(asset === "js" ? "text/javascript; charset=utf-8" : "text/css; charset=utf-8");
    return reply.send(asset === "js" ? row.js : row.css);
  }

  app.get<{ Params: Params; Querystring: AssetQuery }>(
    "/fragments/:fragmentUUID/js",
    { schema: { params: uuidParams, querystring: assetQuery, response: { 200: javascript, 302: NO_BODY } } },
    async (request, reply) => serveAsset(request.params, request.query, reply, "js"),
  );
  app.get<{ Params: Params; Querystring: AssetQuery }>(
    "/fragments/:fragmentUUID/css",
    { schema: { params: uuidParams, querystring: assetQuery, response: { 200: stylesheet, 302: NO_BODY } } },
    async (request, reply) => serveAsset(request.params, request.query, reply, "css"),
  );
}
