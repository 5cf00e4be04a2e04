import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  draftListQuerySchema,
  draftParamsSchema,
  draftPatchBodySchema,
  draftPostBodySchema,
  draftScheduleBodySchema,
  type DraftListQuery,
  type DraftParams,
  type DraftPatchBody,
  type DraftPostBody,
  type DraftScheduleBody,
} from "../../schemas/api/drafts.schema";
import { draftListSchema, draftSchema } from "../../schemas/entities/draft.schema";
import type { AppContext } from "../context";
import { NO_BODY } from "./api/answers";
import { requireSignedIn } from "../auth/viewer";
import { readPage, setPagingHeaders } from "../http/paging";
import type { LimitRule } from "../services/abuse/limiter";
import { enforceLimit } from "../services/abuse/too-many-requests";
import {
  createDraft,
  deleteDraft,
  listDrafts,
  loadOwnDraft,
  presentDraft,
  updateDraft,
} from "../services/drafts/drafts";
import { cancelDraftSchedule, scheduleDraft } from "../services/drafts/schedule-actions";

/**
 * Draft writes per member: autosave sends at most one save per draft every 5 s (content spec §4), so
 * this leaves room for a few open drafts and stops a runaway client.
 */
export const draftWritesPerAccount: LimitRule = {
  bucket: "draft-writes-account",
  limit: 120,
  windowMs: 60_000,
};

type ByID = { Params: DraftParams };

/**
 * Drafts (content spec §4, §7 "Drafts"): the signed-in member's own drafts of discussions and
 * comments. Guests get 401; someone else's draft is a 404 for every call, as a missing one.
 * Scheduled drafts are published by the draft scheduler (services/drafts/publish-loop.ts).
 */
export async function draftRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const countWrite = async (request: FastifyRequest, reply: FastifyReply) => {
    requireSignedIn(request.viewer);
    await enforceLimit(
      ctx.limiter,
      reply,
      draftWritesPerAccount,
      `user:${request.viewer.userID}`,
      "Too many draft saves.",
    );
  };

  app.get<{ Querystring: DraftListQuery }>(
    "/drafts",
    { schema: { querystring: draftListQuerySchema, response: { 200: draftListSchema } } },
    async (request, reply) => {
      const page = readPage(request.query, 30, 100);
      const { drafts, total } = await listDrafts(db, request.viewer, request.query, page);
      setPagingHeaders(request, reply, { ...page, total });
      return drafts;
    },
  );

  const getDraft = async (request: FastifyRequest<ByID>) =>
    presentDraft(await loadOwnDraft(db, request.viewer, request.params.draftID));
  app.get<ByID>(
    "/drafts/:draftID",
    { schema: { params: draftParamsSchema, response: { 200: draftSchema } } },
    getDraft,
  );
  app.get<ByID>(
    "/drafts/:draftID/edit",
    { schema: { params: draftParamsSchema, response: { 200: draftSchema } } },
    getDraft,
  );

  app.post<{ Body: DraftPostBody }>(
    "/drafts",
    { schema: { body: draftPostBodySchema, response: { 201: draftSchema } } },
    async (request, reply) => {
      await countWrite(request, reply);
      return reply.status(201).send(await createDraft(db, request.viewer, request.body));
    },
  );

  app.patch<ByID & { Body: DraftPatchBody }>(
    "/drafts/:draftID",
    { schema: { params: draftParamsSchema, body: draftPatchBodySchema, response: { 200: draftSchema } } },
    async (request, reply) => {
      await countWrite(request, reply);
      return updateDraft(db, request.viewer, request.params.draftID, request.body);
    },
  );

  app.delete<ByID>(
    "/drafts/:draftID",
    { schema: { params: draftParamsSchema, response: { 204: NO_BODY } } },
    async (request, reply) => {
      await deleteDraft(db, request.viewer, request.params.draftID);
      return reply.status(204).send();
    },
  );

  app.patch<ByID & { Body: DraftScheduleBody }>(
    "/drafts/schedule/:draftID",
    { schema: { params: draftParamsSchema, body: draftScheduleBodySchema, response: { 200: draftSchema } } },
    async (request, reply) => {
      await countWrite(request, reply);
      return scheduleDraft(db, request.viewer, request.params.draftID, request.body.dateScheduled);
    },
  );

  app.patch<ByID>(
    "/drafts/cancel-schedule/:draftID",
    { schema: { params: draftParamsSchema, response: { 200: draftSchema } } },
    async (request) => cancelDraftSchedule(db, request.viewer, request.params.draftID),
  );
}
