import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { authorize } from "../../auth/viewer";
import { listTags } from "../../services/categories/tags";
import { tagListSchema } from "../../../schemas/entities/tag.schema";

const tagListQuerySchema = {
  type: "object",
  properties: {
    query: {
      type: "string",
      maxLength: 100,
      description: "Only tags whose name contains this text; names starting with it first.",
    },
    limit: { type: "integer", minimum: 1, maximum: 100, description: "Most tags to answer (default 20)." },
  },
} as const;

/** `GET /tags`: tags with their discussion counts, most used first. */
export async function tagRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: { query?: string; limit?: number } }>(
    "/tags",
    { schema: { querystring: tagListQuerySchema, response: { 200: tagListSchema } } },
    async (request) => {
      authorize(request.viewer, "discussions.view");
      return listTags(ctx.db, request.viewer, request.query);
    },
  );
}
