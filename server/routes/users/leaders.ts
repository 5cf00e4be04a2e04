import type { FastifyInstance } from "fastify";
import { leadersQuerySchema, type LeadersQuery } from "../../../schemas/entities/leader.schema";
import type { AppContext } from "../../context";
import { authorize } from "../../auth/viewer";
import { listLeaders } from "../../services/users/leaders";
import { leaderListSchema } from "../../../schemas/entities/leader.schema";

/** `GET /users/leaders` (Vanilla's): the leaderboard of a time slot, for whoever may view profiles. */
export async function leaderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: LeadersQuery }>(
    "/users/leaders",
    { schema: { querystring: leadersQuerySchema, response: { 200: leaderListSchema } } },
    async (request) => {
      authorize(request.viewer, ["profiles.view", "users.add", "users.edit", "users.delete"]);
      const { slotType = "a", leaderboardType = "reputation", limit = 10 } = request.query;
      return listLeaders(ctx.db, request.viewer, { slotType, leaderboardType, limit });
    },
  );
}
