import type { FastifyInstance } from "fastify";
import {
  postPreviewBodySchema,
  postPreviewSchema,
  type PostPreviewBody,
} from "../../schemas/api/post-preview.schema";
import type { AppContext } from "../context";
import { requireSignedIn } from "../auth/viewer";
import type { LimitRule } from "../services/abuse/limiter";
import { enforceLimit } from "../services/abuse/too-many-requests";
import { prepareBody } from "../services/body/post-body";

/** Previews per member: one per press of the Preview tab, with room to spare; stops a runaway client. */
export const previewsPerAccount: LimitRule = { bucket: "post-previews-account", limit: 60, windowMs: 60_000 };

/**
 * `POST /posts/preview`: a body rendered and sanitised exactly as a posted one (the same limits,
 * format checks and worker pool), for the composer's Preview tab. Members only (401 for guests),
 * limited per member; nothing is stored and nobody is notified of mentions.
 */
export async function postPreviewRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: PostPreviewBody }>(
    "/posts/preview",
    { schema: { body: postPreviewBodySchema, response: { 200: postPreviewSchema } } },
    async (request, reply) => {
      requireSignedIn(request.viewer);
      await enforceLimit(
        ctx.limiter,
        reply,
        previewsPerAccount,
        `user:${request.viewer.userID}`,
        "Too many previews.",
      );
      const { html } = await prepareBody(ctx.db, request.body.body, request.body.format ?? "rich2");
      return { body: html };
    },
  );
}
