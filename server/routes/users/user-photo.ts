import type { FastifyInstance } from "fastify";
import multipart from "@fastify/multipart";
import type { AppContext } from "../../context";
import { badRequest } from "../../http/errors";
import { readSiteConfig } from "../../services/config";
import { readUpload } from "../../services/media/read-upload";
import type { MediaStorage } from "../../services/media/storage";
import { clientAddressKey } from "../../services/abuse/client-address";
import { enforceLimit } from "../../services/abuse/too-many-requests";
import { deleteUserPhoto, setUserPhoto } from "../../services/users/user-photo";
import { editableUser, editableUserParams } from "./editable-user";
import { userPhotoSchema } from "../../../schemas/api/account.schema";
import { NO_BODY } from "../api/answers";

/**
 * `POST /users/{id}/photo` (Vanilla users.yml: multipart with field `photo`, answers `{photoUrl}`)
 * and `DELETE /users/{id}/photo`: a member's own photo, or a member's with `users.edit`. The image
 * goes through the media storage with the limits of `POST /media` (extension, size, sniffed type).
 */
export async function userPhotoRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  storage: MediaStorage,
): Promise<void> {
  const { db } = ctx;
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fields: 10, fieldSize: 1000, parts: 20 },
    });

    scope.post<{ Params: { id: string } }>(
      "/users/:id/photo",
      {
        schema: { params: editableUserParams, response: { 200: userPhotoSchema } },
        config: {
          requestContent: {
            "multipart/form-data": {
              type: "object",
              properties: { photo: { type: "string", contentMediaType: "application/octet-stream" } },
              required: ["photo"],
            },
          },
        },
      },
      async (request, reply) => {
        const { user } = await editableUser(db, request.viewer, request.params.id);
        const message = "Too many uploads.";
        const limits = ctx.abuseLimits;
        await enforceLimit(ctx.limiter, reply, limits.uploadsPerAddress, clientAddressKey(request), message);
        const account = `user:${request.viewer.userID}`;
        await enforceLimit(ctx.limiter, reply, limits.uploadsPerAccount, account, message);
        const config = await readSiteConfig(db);
        const { file } = await readUpload(request, {
          maxSize: config["upload.maxSize"],
          allowedExtensions: config["upload.allowedExtensions"],
          fieldName: "photo",
        });
        if (!file) {
          throw badRequest("The request is not valid.", [
            { field: "photo", path: "body", code: "required", message: "photo is required." },
          ]);
        }
        const photoUrl = await setUserPhoto(db, storage, user, file, request.viewer.userID);
        return { photoUrl };
      },
    );
  });

  app.delete<{ Params: { id: string } }>(
    "/users/:id/photo",
    { schema: { params: editableUserParams, response: { 204: NO_BODY } } },
    async (request, reply) => {
      const { user } = await editableUser(db, request.viewer, request.params.id);
      await deleteUserPhoto(db, storage, user);
      return reply.status(204).send();
    },
  );
}
