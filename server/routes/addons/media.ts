import type { FastifyInstance } from "fastify";
import multipart from "@fastify/multipart";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { authorize, requireSignedIn } from "../../auth/viewer";
import type { AppContext } from "../../context";
import { badRequest, forbidden, notFound } from "../../http/errors";
import { readSiteConfig } from "../../services/config";
import {
  createMedia,
  deleteMedia,
  getMediaByKey,
  getMediaRow,
  presentMedia,
} from "../../services/media/media";
import { readUpload } from "../../services/media/read-upload";
import { clientAddressKey } from "../../services/abuse/client-address";
import { enforceLimit } from "../../services/abuse/too-many-requests";
import { isInlineImageType } from "../../services/media/file-types";
import { STORAGE_KEY_PATTERN, UPLOADS_URL_PREFIX, type MediaStorage } from "../../services/media/storage";
import { mediaListSchema, mediaSchema } from "../../../schemas/entities/media.schema";
import { NO_BODY } from "../api/answers";
import { idParamsSchema, recordIDSchema } from "../../../schemas/api/params.schema";
import { listPostMedia } from "../../services/media/post-media";
import { postMediaTypes, type PostMediaType } from "../../services/media/post-files";

/**
 * `POST /media` (content spec §7: multipart with field `file`), `GET /media/{id}`,
 * `DELETE /media/{id}` and `GET /media?foreignType=&foreignID=` (a post's files). Multipart parsing is
 * registered for this scope only.
 */
export async function mediaRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  storage: MediaStorage,
): Promise<void> {
  const { db } = ctx;
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fields: 10, fieldSize: 1000, parts: 20 },
    });

    const upload = {
      "multipart/form-data": {
        type: "object",
        properties: { file: { type: "string", contentMediaType: "application/octet-stream" } },
        required: ["file"],
      },
    };
    scope.post(
      "/media",
      { schema: { response: { 201: mediaSchema } }, config: { requestContent: upload } },
      async (request, reply) => {
        // Guests 401 like every other write; members without the permission 403 (banned: the viewer hook).
        authorize(request.viewer, "uploads.add");
        const address = clientAddressKey(request);
        const message = "Too many uploads.";
        await enforceLimit(ctx.limiter, reply, ctx.abuseLimits.uploadsPerAddress, address, message);
        const account = `user:${request.viewer.userID}`;
        await enforceLimit(ctx.limiter, reply, ctx.abuseLimits.uploadsPerAccount, account, message);
        const config = await readSiteConfig(db);
        const { file, ...fields } = await readUpload(request, {
          maxSize: config["upload.maxSize"],
          allowedExtensions: config["upload.allowedExtensions"],
        });
        if (!file) {
          throw badRequest("The request is not valid.", [
            { field: "file", path: "body", code: "required", message: "file is required." },
          ]);
        }
        const media = await createMedia(db, storage, {
          ...file,
          ...fields,
          insertUserID: request.viewer.userID,
        });
        return reply.status(201).send(media);
      },
    );
  });

  // The record (name, foreign record) is its uploader's and the moderators'; for anyone else it
  // answers like a missing one, so sequential ids reveal nothing. The file itself is public at its URL.
  app.get<{ Params: { id: number } }>(
    "/media/:id",
    { schema: { params: idParamsSchema, response: { 200: mediaSchema } } },
    async (request) => {
      const { viewer } = request;
      const row = await getMediaRow(db, request.params.id);
      const mayRead =
        row !== undefined &&
        viewer.userID > 0 &&
        (row.insertUserID === viewer.userID || hasPermission(viewer.checker, "community.moderate"));
      if (!row || !mayRead) throw notFound("Media");
      return presentMedia(row);
    },
  );

  // A post's files are its readers': they are listed to whoever may read the post (404 otherwise).
  app.get<{ Querystring: { foreignType: PostMediaType; foreignID: number } }>(
    "/media",
    {
      schema: {
        querystring: {
          type: "object",
          properties: { foreignType: { type: "string", enum: postMediaTypes }, foreignID: recordIDSchema },
          required: ["foreignType", "foreignID"],
        },
        response: { 200: mediaListSchema },
      },
    },
    async (request) => listPostMedia(db, request.viewer, request.query.foreignType, request.query.foreignID),
  );

  app.delete<{ Params: { id: number } }>(
    "/media/:id",
    { schema: { params: idParamsSchema, response: { 204: NO_BODY } } },
    async (request, reply) => {
      const { viewer } = request;
      requireSignedIn(viewer);
      const row = await getMediaRow(db, request.params.id);
      if (!row) throw notFound("Media");
      const isOwn = row.insertUserID === viewer.userID;
      if (!isOwn && !hasPermission(viewer.checker, "community.moderate")) throw forbidden();
      await deleteMedia(db, storage, row);
      return reply.status(204).send();
    },
  );
}

function contentDisposition(kind: "inline" | "attachment", fileName: string): string {
  // A quoted ASCII fallback plus the RFC 5987 UTF-8 form; quotes and controls never reach the header.
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * `GET /uploads/*`: the stored files, outside /api/v2. Only images of the allow-list are shown
 * inline; everything else (HTML and SVG included) is an attachment with nosniff and a sandboxing
 * CSP, so an upload can never run as a page of our origin. Its static prefix outranks the page
 * catch-all `/*` in the router, whatever the registration order.
 */
export async function uploadedFileRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  storage: MediaStorage,
): Promise<void> {
  app.get<{ Params: { "*": string } }>(`${UPLOADS_URL_PREFIX}*`, async (request, reply) => {
    const key = request.params["*"];
    const record = STORAGE_KEY_PATTERN.test(key) ? await getMediaByKey(ctx.db, key) : undefined;
    const data = record ? await storage.read(key) : null;
    if (!record || !data) {
      return reply
        .status(404)
        .type("text/plain; charset=utf-8")
        .header("Cache-Control", "no-store")
        .send("Not found");
    }
    const inline = isInlineImageType(record.type);
    return reply
      .status(200)
      .type(record.type)
      .header("Content-Length", record.size)
      .header("X-Content-Type-Options", "nosniff")
      .header("Cache-Control", "public, max-age=31536000, immutable")
      .header("Content-Security-Policy", "default-src 'none'; sandbox")
      .header("Content-Disposition", contentDisposition(inline ? "inline" : "attachment", record.name))
      .send(data);
  });
}
