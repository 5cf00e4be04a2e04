import type { FastifyInstance } from "fastify";
import { HttpError } from "../http/errors";

/**
 * Calls for end-to-end tests only, added when the server starts with PLAZA_TEST_HOOKS=1 and never
 * otherwise: without it each answers 404 like any unknown address.
 *
 * POST /_test/draft-scheduler/run `{ asOf?: ISO date }` runs one look of the draft scheduler at once,
 * as if the clock read `asOf`, so a flow schedules a draft and sees it published without waiting.
 */
export async function testHookRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { asOf?: string } | undefined }>("/_test/draft-scheduler/run", async (request) => {
    const asOf = request.body?.asOf === undefined ? undefined : Date.parse(request.body.asOf);
    if (asOf !== undefined && Number.isNaN(asOf)) throw new HttpError(400, "asOf is not a date.");
    if (!app.draftScheduler) throw new HttpError(409, "This server runs no draft scheduler.");
    const published = await app.draftScheduler.runOnce(asOf);
    return { published: published.length };
  });
}
