import type { FastifyInstance } from "fastify";
import { userByNamesQuerySchema, type UserByNamesQuery } from "../../schemas/api/user-lookup.schema";
import type { AppContext } from "../context";
import { authorize } from "../auth/viewer";
import { findUsersByName } from "../services/user-lookup";

/** `GET /users/by-names`: users by name or name prefix, for @mention suggestions (content spec §5, §7). */
export async function userLookupRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: UserByNamesQuery }>(
    "/users/by-names",
    { schema: { querystring: userByNamesQuerySchema } },
    async (request) => {
      authorize(request.viewer, "profiles.view");
      return findUsersByName(ctx.db, request.viewer, request.query);
    },
  );
}
