import type { FastifyInstance } from "fastify";
import {
  commentGetQuerySchema,
  commentListQuerySchema,
  commentPatchBodySchema,
  commentPostBodySchema,
  type CommentEdit,
  type CommentGetQuery,
  type CommentListQueryParams,
  type CommentPatchBody,
  type CommentPostBody,
} from "../../../schemas/api/comments.schema";
import type { PostQuote } from "../../../schemas/entities/comment.schema";
import type { AppContext } from "../../context";
import { toISO } from "../../db/columns";
import { requireSignedIn } from "../../auth/viewer";
import { badRequest, notFound } from "../../http/errors";
import { setPagingHeaders } from "../../http/paging";
import { KeptAnswers } from "../../http/kept-answers";
import { commentUrl, loadCommentInThread } from "../../services/comments/comment-access";
import {
  assertCanEdit,
  createComment,
  deleteComment,
  updateComment,
} from "../../services/comments/comment-writes";
import { getComment, listComments } from "../../services/comments/comments";
import { listUserComments } from "../../services/comments/user-comments";
import { enforcePostLimits, mentionAllowance } from "../../services/abuse/post-limits";
import { loadUserFragments, unknownUserFragment } from "../../services/users/user-fragments";
import { commentListSchema, commentSchema, postQuoteSchema } from "../../../schemas/entities/comment.schema";
import { commentEditSchema } from "../../../schemas/api/comments.schema";
import { NO_BODY } from "../api/answers";
import { idParamsSchema } from "../../../schemas/api/params.schema";

type IdParams = { id: number };

/**
 * The comments calls (Vanilla's comments.yml): list (a discussion's, or a member's for their profile),
 * get, edit form, quote, post, edit, delete.
 */
export async function commentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const guestLists = new KeptAnswers(db, 1000);

  app.get<{ Querystring: CommentListQueryParams }>(
    "/comments",
    {
      schema: { querystring: commentListQuerySchema, response: { 200: commentListSchema } },
      onRequest: guestLists.keepStamp,
    },
    async (request, reply) => {
      const { discussionID, insertUserID, ...rest } = request.query;
      // A guest's page of comments is the same for every guest: kept by address while the
      // database is unchanged. A member's carries their own permissions and reactions.
      const key = request.viewer.userID === 0 ? request.url : undefined;
      return guestLists.send(request, reply, key, async () => {
        let result;
        if (discussionID !== undefined)
          result = await listComments(db, request.viewer, { ...rest, discussionID });
        else if (insertUserID !== undefined)
          result = await listUserComments(db, request.viewer, { ...rest, insertUserID });
        else
          throw badRequest("A discussionID or an insertUserID is required.", [
            { field: "discussionID", code: "required", message: "discussionID is required." },
          ]);
        setPagingHeaders(request, reply, {
          page: result.page,
          limit: result.limit,
          offset: (result.page - 1) * result.limit,
          total: result.total,
        });
        return result.comments;
      });
    },
  );

  app.get<{ Params: IdParams; Querystring: CommentGetQuery }>(
    "/comments/:id",
    {
      schema: {
        params: idParamsSchema,
        querystring: commentGetQuerySchema,
        response: { 200: commentSchema },
      },
    },
    async (request) =>
      getComment(db, request.viewer, request.params.id, request.query.expand ?? "insertUser"),
  );

  app.get<{ Params: IdParams }>(
    "/comments/:id/edit",
    { schema: { params: idParamsSchema, response: { 200: commentEditSchema } } },
    async (request): Promise<CommentEdit> => {
      const { viewer } = request;
      requireSignedIn(viewer);
      const { comment, ...thread } = await loadCommentInThread(db, viewer, request.params.id);
      await assertCanEdit(db, viewer, comment, thread);
      return {
        commentID: comment.commentID,
        discussionID: comment.discussionID,
        body: comment.body,
        format: comment.format,
      };
    },
  );

  app.get<{ Params: IdParams }>(
    "/comments/:id/quote",
    { schema: { params: idParamsSchema, response: { 200: postQuoteSchema } } },
    async (request): Promise<PostQuote> => {
      const { comment } = await loadCommentInThread(db, request.viewer, request.params.id);
      // A tombstone's words are gone for readers, so there is nothing to quote.
      if (comment.deleted === 1) throw notFound("Comment");
      const users = await loadUserFragments(db, request.viewer, [comment.insertUserID]);
      return {
        recordType: "comment",
        recordID: comment.commentID,
        commentID: comment.commentID,
        bodyRaw: comment.body,
        format: comment.format,
        dateInserted: toISO(comment.dateInserted) ?? "",
        dateUpdated: toISO(comment.dateUpdated),
        url: commentUrl(comment.commentID),
        insertUser: users.get(comment.insertUserID) ?? unknownUserFragment,
      };
    },
  );

  app.post<{ Body: CommentPostBody }>(
    "/comments",
    { schema: { body: commentPostBodySchema, response: { 201: commentSchema } } },
    async (request, reply) => {
      const { viewer } = request;
      // Comments per account are limited (floods); one refused by a check is not counted.
      const commentID = await createComment(db, viewer, request.body, {
        beforeWrite: () => enforcePostLimits(ctx, reply, viewer, "comment"),
        allowMentions: mentionAllowance(ctx, viewer),
      });
      reply.status(201);
      return getComment(db, request.viewer, commentID, "all");
    },
  );

  app.patch<{ Params: IdParams; Body: CommentPatchBody }>(
    "/comments/:id",
    { schema: { params: idParamsSchema, body: commentPatchBodySchema, response: { 200: commentSchema } } },
    async (request) => {
      await updateComment(db, request.viewer, request.params.id, request.body, {
        allowMentions: mentionAllowance(ctx, request.viewer),
      });
      return getComment(db, request.viewer, request.params.id, "all");
    },
  );

  app.delete<{ Params: IdParams }>(
    "/comments/:id",
    { schema: { params: idParamsSchema, response: { 204: NO_BODY } } },
    async (request, reply) => {
      await deleteComment(db, request.viewer, request.params.id);
      return reply.status(204).send();
    },
  );
}
