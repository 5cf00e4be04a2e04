import type { FastifyInstance } from "fastify";
import { siteTotalsQuerySchema, type SiteTotalsQuery } from "../../schemas/entities/site-totals.schema";
import type { AppContext } from "../context";
import { countSiteTotals } from "../services/site/site-totals";

/** `GET /site-totals?counts[]=user&counts[]=discussion`: public counts of what the viewer may see. */
export async function siteTotalsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: SiteTotalsQuery }>(
    "/site-totals",
    { schema: { querystring: siteTotalsQuerySchema } },
    async (request) => countSiteTotals(ctx.db, request.viewer, request.query.counts),
  );
}
