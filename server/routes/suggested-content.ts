import type { FastifyInstance } from "fastify";
import {
  suggestedContentQuerySchema,
  type SuggestedContentQuery,
} from "../../schemas/entities/suggested-content.schema";
import type { AppContext } from "../context";
import { suggestContent } from "../services/site/suggested-content";
import { suggestedContentSchema } from "../../schemas/entities/suggested-content.schema";

/** `GET /site/suggested-content?limit=&followsLimit=`: discussions and categories suggested to the viewer. */
export async function suggestedContentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: SuggestedContentQuery }>(
    "/site/suggested-content",
    { schema: { querystring: suggestedContentQuerySchema, response: { 200: suggestedContentSchema } } },
    async (request) => {
      const { limit = 5, followsLimit = 3 } = request.query;
      return suggestContent(ctx.db, request.viewer, { limit, followsLimit });
    },
  );
}
