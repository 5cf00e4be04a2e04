import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { requireSignedIn } from "../../auth/viewer";
import { HttpError } from "../../http/errors";
import { discussionBulkActions } from "../../services/discussions/discussion-bulk";
import { categoryJobActions } from "../../services/categories/category-delete";
import { continueLongRunner } from "../../services/jobs/long-runner";
import { longRunner } from "./answers";

/** The content type of a `POST /calls/run` body: the signed callbackPayload as it was answered. */
export const SIGNED_TOKEN_CONTENT_TYPE = "application/system-signed-token";

/**
 * `POST /calls/run` (content spec §7): continues a long-running job from the signed callbackPayload
 * a bulk call answered. 200 when the job is done, 408 with the next callbackPayload otherwise; an
 * altered, foreign or expired token is refused with 403, a token whose step already ran with 409.
 */
export async function callRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  // Its own scope, so the token's content type is understood here only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      SIGNED_TOKEN_CONTENT_TYPE,
      { parseAs: "string", bodyLimit: 4096 },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Body: unknown }>(
      "/calls/run",
      {
        schema: { response: longRunner },
        config: { requestContent: { "application/system-signed-token": { type: "string" } } },
      },
      async (request, reply) => {
        requireSignedIn(request.viewer);
        if (typeof request.body !== "string" || request.body === "") {
          throw new HttpError(415, `Send the callbackPayload as ${SIGNED_TOKEN_CONTENT_TYPE}.`);
        }
        const answer = await continueLongRunner(
          db,
          request.viewer,
          { ...discussionBulkActions, ...categoryJobActions },
          request.body,
          (error, recordID) => request.log.error({ err: error, recordID }, "a long-running job step failed"),
        );
        return reply.status(answer.status).send(answer.body);
      },
    );
  });
}
