import type { FastifyInstance } from "fastify";
import { siteTotalsQuerySchema, type SiteTotalsQuery } from "../../schemas/entities/site-totals.schema";
import type { AppContext } from "../context";
import { countSiteTotals } from "../services/site/site-totals";
import { siteTotalsSchema } from "../../schemas/entities/site-totals.schema";

/** `GET /site-totals?counts[]=user&counts[]=discussion`: public counts of what the viewer may see. */
export async function siteTotalsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: SiteTotalsQuery }>(
    "/site-totals",
    { schema: { querystring: siteTotalsQuerySchema, response: { 200: siteTotalsSchema } } },
    async (request) => countSiteTotals(ctx.db, request.viewer, request.query.counts),
  );
}
