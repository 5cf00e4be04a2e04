import type { FastifyInstance } from "fastify";
import {
  discussionPatchBodySchema,
  discussionPostBodySchema,
  discussionTagsBodySchema,
  discussionTypeBodySchema,
  type DiscussionPatchBody,
  type DiscussionPostBody,
  type DiscussionTagsBody,
  type DiscussionTypeBody,
} from "../../schemas/api/discussion-writes.schema";
import type { AppContext } from "../context";
import { requireSignedIn } from "../auth/viewer";
import { getDiscussion } from "../services/discussions";
import {
  createDiscussion,
  setDiscussionTags,
  setDiscussionType,
  updateDiscussion,
} from "../services/discussion-writes";
import { deleteDiscussion } from "../services/discussion-delete";
import { discussionIDParams } from "./discussions";

/**
 * The discussion writes: `POST /discussions`, `PATCH /discussions/{id}`, `PUT /discussions/{id}/type`,
 * `PUT /discussions/{id}/tags` (each answers the full record, as GET /discussions/{id} does) and
 * `DELETE /discussions/{id}` (204). The services hold the permission rules (content spec §6).
 */
export async function discussionWriteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  type ByID = { Params: { id: number } };

  app.post<{ Body: DiscussionPostBody }>(
    "/discussions",
    { schema: { body: discussionPostBodySchema } },
    async (request, reply) => {
      requireSignedIn(request.viewer);
      const discussionID = await createDiscussion(db, request.viewer, request.body);
      reply.status(201);
      return getDiscussion(db, request.viewer, discussionID);
    },
  );

  app.patch<ByID & { Body: DiscussionPatchBody }>(
    "/discussions/:id",
    { schema: { params: discussionIDParams, body: discussionPatchBodySchema } },
    async (request) => {
      requireSignedIn(request.viewer);
      await updateDiscussion(db, request.viewer, request.params.id, request.body);
      return getDiscussion(db, request.viewer, request.params.id);
    },
  );

  app.put<ByID & { Body: DiscussionTypeBody }>(
    "/discussions/:id/type",
    { schema: { params: discussionIDParams, body: discussionTypeBodySchema } },
    async (request) => {
      requireSignedIn(request.viewer);
      await setDiscussionType(db, request.viewer, request.params.id, request.body.type);
      return getDiscussion(db, request.viewer, request.params.id);
    },
  );

  app.put<ByID & { Body: DiscussionTagsBody }>(
    "/discussions/:id/tags",
    { schema: { params: discussionIDParams, body: discussionTagsBodySchema } },
    async (request) => {
      requireSignedIn(request.viewer);
      await setDiscussionTags(db, request.viewer, request.params.id, request.body.tagIDs);
      return getDiscussion(db, request.viewer, request.params.id);
    },
  );

  app.delete<ByID>("/discussions/:id", { schema: { params: discussionIDParams } }, async (request, reply) => {
    requireSignedIn(request.viewer);
    await deleteDiscussion(db, request.viewer, request.params.id);
    return reply.status(204).send();
  });
}
