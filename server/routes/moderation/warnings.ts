import type { FastifyInstance } from "fastify";
import { warningListQuerySchema, type WarningListQuery } from "../../../schemas/api/warnings.schema";
import type { AppContext } from "../../context";
import { listUserWarnings } from "../../services/moderation/warnings";
import { userIDOf } from "../users/users";
import { warningListSchema } from "../../../schemas/api/warnings.schema";

const userIDParams = {
  type: "object",
  properties: { id: { type: "string", pattern: "^(\\d{1,10}|\\$me)$" } },
  required: ["id"],
} as const;

/**
 * `GET /users/{id}/warnings`: a member's warnings, newest first, for the member themselves and for
 * moderators (`community.moderate`); warnings are given through `POST /discussions/warn`.
 */
export async function warningRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  app.get<{ Params: { id: string }; Querystring: WarningListQuery }>(
    "/users/:id/warnings",
    {
      schema: {
        params: userIDParams,
        querystring: warningListQuerySchema,
        response: { 200: warningListSchema },
      },
    },
    async (request) => {
      const { viewer } = request;
      const userID = userIDOf(request.params.id, viewer);
      return listUserWarnings(db, viewer, userID, request.query.limit ?? 100);
    },
  );
}
