import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  discussionPatchBodySchema,
  discussionPostBodySchema,
  discussionTagsBodySchema,
  discussionTypeBodySchema,
  type DiscussionPatchBody,
  type DiscussionPostBody,
  type DiscussionTagsBody,
  type DiscussionTypeBody,
} from "../../../schemas/api/discussion-writes.schema";
import {
  bookmarkedQuerySchema,
  discussionBookmarkBodySchema,
  discussionBulkCloseBodySchema,
  discussionBulkDeleteBodySchema,
  discussionBulkDeleteQuerySchema,
  discussionBulkMoveBodySchema,
  discussionMergeBodySchema,
  discussionSplitBodySchema,
  discussionWarnBodySchema,
  type BookmarkedQuery,
  type DiscussionBookmarkBody,
  type DiscussionBulkCloseBody,
  type DiscussionBulkDeleteBody,
  type DiscussionBulkDeleteQuery,
  type DiscussionBulkMoveBody,
  type DiscussionMergeBody,
  type DiscussionSplitBody,
  type DiscussionSplitResult,
  type DiscussionWarnBody,
} from "../../../schemas/api/discussion-bulk.schema";
import {
  discussionDismissBodySchema,
  type DiscussionDismissBody,
} from "../../../schemas/api/discussion-moderation.schema";
import type { AppContext } from "../../context";
import { requireSignedIn } from "../../auth/viewer";
import { setPagingHeaders } from "../../http/paging";
import { getDiscussion, listDiscussions } from "../../services/discussions/discussions";
import { createDiscussion, updateDiscussion } from "../../services/discussions/discussion-writes";
import {
  bumpDiscussion,
  setDiscussionTags,
  setDiscussionType,
} from "../../services/discussions/discussion-curation";
import {
  setDiscussionBookmark,
  setDiscussionDismissed,
} from "../../services/discussions/discussion-viewer-state";
import { deleteDiscussion } from "../../services/discussions/discussion-delete";
import { idempotencyKeyOf } from "../../http/idempotency-key";
import { runDiscussionBulk } from "../../services/discussions/discussion-bulk";
import { checkMergeDestination, splitDiscussion } from "../../services/discussions/discussion-merge";
import { discussionUrl } from "../../services/discussions/discussion-presenter";
import { badRequest } from "../../http/errors";
import type { LongRunnerErrorLog } from "../../services/jobs/long-runner";
import { idParamsSchema } from "../../../schemas/api/params.schema";
import { enforcePostLimits, mentionAllowance } from "../../services/abuse/post-limits";
import { discussionListSchema, discussionSchema } from "../../../schemas/entities/discussion.schema";
import { NO_BODY, longRunner } from "../api/answers";
import {
  discussionBookmarkSchema,
  discussionSplitResultSchema,
} from "../../../schemas/api/discussion-bulk.schema";
import { discussionDismissSchema } from "../../../schemas/api/discussion-moderation.schema";

/**
 * The discussion writes: `POST /discussions`, `PATCH /discussions/{id}`, `PUT /discussions/{id}/type`,
 * `PUT /discussions/{id}/tags` (each answers the full record, as GET /discussions/{id} does) and
 * `DELETE /discussions/{id}` (204). The services hold the permission rules (content spec §6).
 * Also the viewer's bookmarks (`PUT /discussions/{id}/bookmark`, `GET /discussions/bookmarked`) and
 * the bulk actions `PATCH /discussions/close`, `PATCH /discussions/move`, `DELETE /discussions/list`
 * (static paths, so `/discussions/:id` never catches them), which answer per-ID progress: 200 when
 * done, 408 with a callbackPayload for `POST /calls/run` when their time ran out.
 * `POST /discussions/merge` and `POST /discussions/warn` answer the same per-ID progress;
 * `POST /discussions/split` answers the new discussion with the per-comment outcome (201).
 * And the announcement and curation actions `PUT /discussions/{id}/dismiss` and
 * `PATCH /discussions/{id}/bump`.
 */
/** Logs a bulk step that failed with an unexpected error (the answer says only "Something went wrong."). */
const logStep =
  (request: FastifyRequest): LongRunnerErrorLog =>
  (error, discussionID) =>
    request.log.error({ err: error, discussionID }, "a bulk discussion step failed");

export async function discussionWriteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  type ByID = { Params: { id: number } };

  app.post<{ Body: DiscussionPostBody }>(
    "/discussions",
    { schema: { body: discussionPostBodySchema, response: { 201: discussionSchema } } },
    async (request, reply) => {
      const { viewer } = request;
      requireSignedIn(viewer);
      const discussionID = await createDiscussion(db, viewer, request.body, {
        beforeWrite: () => enforcePostLimits(ctx, reply, viewer, "discussion"),
        allowMentions: mentionAllowance(ctx, viewer),
      });
      reply.status(201);
      return getDiscussion(db, request.viewer, discussionID);
    },
  );

  app.patch<ByID & { Body: DiscussionPatchBody }>(
    "/discussions/:id",
    {
      schema: {
        params: idParamsSchema,
        body: discussionPatchBodySchema,
        response: { 200: discussionSchema },
      },
    },
    async (request) => {
      requireSignedIn(request.viewer);
      await updateDiscussion(db, request.viewer, request.params.id, request.body, {
        allowMentions: mentionAllowance(ctx, request.viewer),
      });
      return getDiscussion(db, request.viewer, request.params.id);
    },
  );

  app.put<ByID & { Body: DiscussionTypeBody }>(
    "/discussions/:id/type",
    {
      schema: {
        params: idParamsSchema,
        body: discussionTypeBodySchema,
        response: { 200: discussionSchema },
      },
    },
    async (request) => {
      requireSignedIn(request.viewer);
      await setDiscussionType(db, request.viewer, request.params.id, request.body.type);
      return getDiscussion(db, request.viewer, request.params.id);
    },
  );

  app.put<ByID & { Body: DiscussionTagsBody }>(
    "/discussions/:id/tags",
    {
      schema: {
        params: idParamsSchema,
        body: discussionTagsBodySchema,
        response: { 200: discussionSchema },
      },
    },
    async (request) => {
      requireSignedIn(request.viewer);
      await setDiscussionTags(db, request.viewer, request.params.id, request.body.tagIDs);
      return getDiscussion(db, request.viewer, request.params.id);
    },
  );

  app.delete<ByID>(
    "/discussions/:id",
    { schema: { params: idParamsSchema, response: { 204: NO_BODY } } },
    async (request, reply) => {
      requireSignedIn(request.viewer);
      await deleteDiscussion(db, request.viewer, request.params.id);
      return reply.status(204).send();
    },
  );

  app.put<ByID & { Body: DiscussionBookmarkBody }>(
    "/discussions/:id/bookmark",
    {
      schema: {
        params: idParamsSchema,
        body: discussionBookmarkBodySchema,
        response: { 200: discussionBookmarkSchema },
      },
    },
    async (request) => {
      requireSignedIn(request.viewer);
      const { id } = request.params;
      return { bookmarked: await setDiscussionBookmark(db, request.viewer, id, request.body.bookmarked) };
    },
  );

  app.get<{ Querystring: BookmarkedQuery }>(
    "/discussions/bookmarked",
    { schema: { querystring: bookmarkedQuerySchema, response: { 200: discussionListSchema } } },
    async (request, reply) => {
      requireSignedIn(request.viewer);
      const result = await listDiscussions(db, request.viewer, { ...request.query, bookmarked: true });
      setPagingHeaders(request, reply, {
        page: result.page,
        limit: result.limit,
        offset: (result.page - 1) * result.limit,
        total: result.total,
      });
      return result.discussions;
    },
  );

  app.patch<{ Body: DiscussionBulkCloseBody }>(
    "/discussions/close",
    { schema: { body: discussionBulkCloseBodySchema, response: longRunner } },
    async (request, reply) => {
      requireSignedIn(request.viewer);
      const answer = await runDiscussionBulk(
        db,
        request.viewer,
        { action: "discussions.close", params: { closed: request.body.closed } },
        request.body.discussionIDs,
        logStep(request),
        idempotencyKeyOf(request),
      );
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.patch<{ Body: DiscussionBulkMoveBody }>(
    "/discussions/move",
    { schema: { body: discussionBulkMoveBodySchema, response: longRunner } },
    async (request, reply) => {
      requireSignedIn(request.viewer);
      const answer = await runDiscussionBulk(
        db,
        request.viewer,
        {
          action: "discussions.move",
          params: { categoryID: request.body.categoryID, addRedirects: request.body.addRedirects === true },
        },
        request.body.discussionIDs,
        logStep(request),
        idempotencyKeyOf(request),
      );
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.delete<{ Body: DiscussionBulkDeleteBody; Querystring: DiscussionBulkDeleteQuery }>(
    "/discussions/list",
    {
      schema: {
        body: discussionBulkDeleteBodySchema,
        querystring: discussionBulkDeleteQuerySchema,
        response: longRunner,
      },
    },
    async (request, reply) => {
      requireSignedIn(request.viewer);
      const answer = await runDiscussionBulk(
        db,
        request.viewer,
        { action: "discussions.delete", params: {} },
        request.body.discussionIDs,
        logStep(request),
        idempotencyKeyOf(request),
      );
      return reply.status(answer.status).send(answer.body);
    },
  );

  // POST, and PATCH as in Vanilla's API: both run the same merge.
  app.route<{ Body: DiscussionMergeBody }>({
    method: ["POST", "PATCH"],
    url: "/discussions/merge",
    schema: { body: discussionMergeBodySchema, response: longRunner },
    handler: async (request, reply) => {
      requireSignedIn(request.viewer);
      const { discussionIDs, destinationDiscussionID } = request.body;
      await checkMergeDestination(db, request.viewer, discussionIDs, destinationDiscussionID);
      const answer = await runDiscussionBulk(
        db,
        request.viewer,
        {
          action: "discussions.merge",
          params: { destinationDiscussionID, addRedirects: request.body.addRedirects === true },
        },
        discussionIDs,
        logStep(request),
        idempotencyKeyOf(request),
      );
      return reply.status(answer.status).send(answer.body);
    },
  });

  app.post<{ Body: DiscussionSplitBody }>(
    "/discussions/split",
    { schema: { body: discussionSplitBodySchema, response: { 201: discussionSplitResultSchema } } },
    async (request, reply) => {
      requireSignedIn(request.viewer);
      const { discussionID, progress } = await splitDiscussion(db, request.viewer, request.body);
      const name = request.body.name.trim();
      const answer: DiscussionSplitResult = {
        discussionID,
        name,
        url: discussionUrl(discussionID, name),
        categoryID: request.body.categoryID,
        progress,
      };
      return reply.status(201).send(answer);
    },
  );

  app.post<{ Body: DiscussionWarnBody }>(
    "/discussions/warn",
    { schema: { body: discussionWarnBodySchema, response: longRunner } },
    async (request, reply) => {
      requireSignedIn(request.viewer);
      const reason = request.body.reason.trim();
      if (reason === "") {
        throw badRequest("The warning is not valid.", [
          { field: "reason", code: "empty", message: "The reason is required." },
        ]);
      }
      const answer = await runDiscussionBulk(
        db,
        request.viewer,
        { action: "discussions.warn", params: { reason, points: request.body.points ?? 0 } },
        request.body.discussionIDs,
        logStep(request),
        idempotencyKeyOf(request),
      );
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.put<ByID & { Body: DiscussionDismissBody }>(
    "/discussions/:id/dismiss",
    {
      schema: {
        params: idParamsSchema,
        body: discussionDismissBodySchema,
        response: { 200: discussionDismissSchema },
      },
    },
    async (request) => {
      requireSignedIn(request.viewer);
      const { id } = request.params;
      return { dismissed: await setDiscussionDismissed(db, request.viewer, id, request.body.dismissed) };
    },
  );

  app.patch<ByID>(
    "/discussions/:id/bump",
    { schema: { params: idParamsSchema, response: { 200: discussionSchema } } },
    async (request) => {
      requireSignedIn(request.viewer);
      await bumpDiscussion(db, request.viewer, request.params.id);
      return getDiscussion(db, request.viewer, request.params.id);
    },
  );
}
