import type { FastifyInstance } from "fastify";
import {
  pollPostBodySchema,
  pollSchema,
  pollVoteBodySchema,
  type PollPostBody,
  type PollVoteBody,
} from "../../../schemas/entities/poll.schema";
import type { AppContext } from "../../context";
import { createPoll, readPoll, requirePollsEnabled, votePoll } from "../../services/addons/polls";

const pollIDParams = {
  type: "object",
  properties: { pollID: { type: "integer", minimum: 1, maximum: 2147483647 } },
  required: ["pollID"],
} as const;

/**
 * The Polls addon (content spec §2): `POST /polls` (site.manage) creates a poll for the poll widget,
 * `GET /polls/{id}` answers its results and the viewer's vote, `POST /polls/{id}/votes` records a
 * member's one vote. Every call answers 404 while the addon is off.
 */
export async function pollRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.post<{ Body: PollPostBody }>(
    "/polls",
    { schema: { body: pollPostBodySchema, response: { 201: pollSchema } } },
    async (request, reply) => {
      await requirePollsEnabled(db);
      return reply.status(201).send(await createPoll(db, request.viewer, request.body));
    },
  );

  app.get<{ Params: { pollID: number } }>(
    "/polls/:pollID",
    { schema: { params: pollIDParams, response: { 200: pollSchema } } },
    async (request) => {
      await requirePollsEnabled(db);
      return readPoll(db, request.viewer, request.params.pollID);
    },
  );

  app.post<{ Params: { pollID: number }; Body: PollVoteBody }>(
    "/polls/:pollID/votes",
    { schema: { params: pollIDParams, body: pollVoteBodySchema, response: { 201: pollSchema } } },
    async (request, reply) => {
      await requirePollsEnabled(db);
      const poll = await votePoll(db, request.viewer, request.params.pollID, request.body.pollOptionID);
      return reply.status(201).send(poll);
    },
  );
}
