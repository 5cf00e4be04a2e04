import type { FastifyInstance } from "fastify";
import { tickBodySchema, type TickBody } from "../../schemas/api/tick.schema";
import type { AppContext } from "../context";
import { nowISO } from "../db/columns";

/**
 * `POST /tick`: records a page view or an external navigation; a discussion view also counts toward
 * the discussion's views. Needs no session (DECISIONS: CSRF header only), answers 204.
 */
export async function tickRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: TickBody }>("/tick", { schema: { body: tickBodySchema } }, async (request, reply) => {
    const body = request.body;
    await ctx.db
      .insertInto("tracking_events")
      .values({
        type: body.type,
        userID: request.viewer.userID,
        url: body.url ?? "",
        referrer: body.referrer ?? "",
        destinationUrl: body.destinationUrl ?? null,
        discussionID: body.discussionID ?? null,
        categoryID: body.categoryID ?? null,
        siteSectionID: body.siteSectionID ?? null,
        dateInserted: nowISO(),
      })
      .execute();
    if (body.type === "discussion_view" && body.discussionID) {
      await ctx.db
        .updateTable("discussions")
        .set((eb) => ({ countViews: eb("countViews", "+", 1) }))
        .where("discussionID", "=", body.discussionID)
        .execute();
    }
    return reply.status(204).send();
  });
}
