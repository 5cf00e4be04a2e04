import type { FastifyInstance } from "fastify";
import {
  reactionLogQuerySchema,
  reactionPostBodySchema,
  type ReactionLogQuery,
  type ReactionPostBody,
} from "../../../schemas/api/reactions.schema";
import type { AppContext } from "../../context";
import { setPagingHeaders } from "../../http/paging";
import {
  listReactionLog,
  listReactionTypes,
  react,
  removeReaction,
  type ReactionRecordType,
} from "../../services/reactions/reactions";
import {
  reactionLogSchema,
  reactionSummaryListSchema,
  reactionTypeListSchema,
} from "../../../schemas/entities/reaction.schema";
import { NO_BODY } from "../api/answers";
import { requestOrigin } from "../pages/layouts";
import { idParamsSchema, recordIDSchema } from "../../../schemas/api/params.schema";

const recordUserParams = {
  type: "object",
  properties: { id: recordIDSchema, userID: recordIDSchema },
  required: ["id", "userID"],
} as const;
type RecordParams = { id: number };
type RecordUserParams = { id: number; userID: number };

/**
 * Reactions (content spec §7 "Reactions on any record"): `GET /reactions` lists the types; for
 * discussions and comments, `POST .../{id}/reactions` gives the viewer's one reaction, `DELETE
 * .../{id}/reactions` removes it, `DELETE .../{id}/reactions/{userID}` removes one's own or, for
 * moderators, anyone's, and `GET .../{id}/reactions` pages the log. The rules live in
 * services/reactions/reactions.ts.
 */
export async function reactionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get("/reactions", { schema: { response: { 200: reactionTypeListSchema } } }, async (request) =>
    listReactionTypes(db, ctx.publicUrl ?? requestOrigin(request)),
  );

  const records: [string, ReactionRecordType][] = [
    ["/discussions", "discussion"],
    ["/comments", "comment"],
  ];
  for (const [prefix, recordType] of records) {
    app.get<{ Params: RecordParams; Querystring: ReactionLogQuery }>(
      `${prefix}/:id/reactions`,
      {
        schema: {
          params: idParamsSchema,
          querystring: reactionLogQuerySchema,
          response: { 200: reactionLogSchema },
        },
      },
      async (request, reply) => {
        const result = await listReactionLog(
          db,
          request.viewer,
          recordType,
          request.params.id,
          request.query,
        );
        setPagingHeaders(request, reply, {
          page: result.page,
          limit: result.limit,
          offset: (result.page - 1) * result.limit,
          total: result.total,
        });
        return result.entries;
      },
    );

    app.post<{ Params: RecordParams; Body: ReactionPostBody }>(
      `${prefix}/:id/reactions`,
      {
        schema: {
          params: idParamsSchema,
          body: reactionPostBodySchema,
          response: { 200: reactionSummaryListSchema },
        },
      },
      async (request) => react(db, request.viewer, recordType, request.params.id, request.body.reactionType),
    );

    for (const path of [`${prefix}/:id/reactions`, `${prefix}/:id/reactions/`]) {
      app.delete<{ Params: RecordParams }>(
        path,
        { schema: { params: idParamsSchema, response: { 204: NO_BODY } } },
        async (request, reply) => {
          await removeReaction(db, request.viewer, recordType, request.params.id, request.viewer.userID);
          return reply.status(204).send();
        },
      );
    }

    app.delete<{ Params: RecordUserParams }>(
      `${prefix}/:id/reactions/:userID`,
      { schema: { params: recordUserParams, response: { 204: NO_BODY } } },
      async (request, reply) => {
        await removeReaction(db, request.viewer, recordType, request.params.id, request.params.userID);
        return reply.status(204).send();
      },
    );
  }
}
