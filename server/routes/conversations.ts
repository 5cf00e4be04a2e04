import type { FastifyInstance } from "fastify";
import {
  conversationGetQuerySchema,
  conversationListQuerySchema,
  conversationParticipantsPostBodySchema,
  conversationPostBodySchema,
  messageListQuerySchema,
  messagePostBodySchema,
  participantListQuerySchema,
  type ConversationGetQuery,
  type ConversationListQuery,
  type ConversationParticipantsPostBody,
  type ConversationPostBody,
  type MessageListQuery,
  type MessagePostBody,
  type ParticipantListQuery,
} from "../../schemas/api/conversations.schema";
import type { AppContext } from "../context";
import { requireSignedIn } from "../auth/viewer";
import { enforceLimit } from "../services/abuse/too-many-requests";
import { enforcePostLimits } from "../services/abuse/post-limits";
import { memberBlockRoutes } from "./users/member-blocks";
import { readExpand } from "../http/expand";
import { readPage, setPagingHeaders } from "../http/paging";
import {
  assertConversationsEnabled,
  conversationExpands,
  getConversationForViewer,
  getMessage,
  getMessageForViewer,
  listConversations,
  listParticipants,
  listMessages,
} from "../services/conversations/conversations";
import {
  presentConversations,
  presentMessages,
  presentParticipants,
} from "../services/conversations/conversation-presenter";
import {
  addConversationParticipants,
  createConversation,
  createMessage,
  leaveConversation,
} from "../services/conversations/conversation-writes";
import {
  conversationListSchema,
  conversationParticipantListSchema,
  conversationSchema,
} from "../../schemas/entities/conversation.schema";
import { messageListSchema, messageSchema } from "../../schemas/entities/message.schema";
import { NO_BODY } from "./api/answers";
import { idParamsSchema } from "../../schemas/api/params.schema";

/**
 * Private conversations (content spec §3, §7; Vanilla's conversations.yml and messages.yml): the
 * viewer's conversations, one conversation, and its messages; starting one, writing in it, adding
 * people and leaving. Reading needs only a signed-in participant, writing `conversations.add` too;
 * everything answers 403 while `context.conversationsEnabled` is off.
 */
export async function conversationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  // Blocks and whom a member takes messages from guard the writes below.
  await memberBlockRoutes(app, ctx);

  app.get<{ Querystring: ConversationListQuery }>(
    "/conversations",
    { schema: { querystring: conversationListQuerySchema, response: { 200: conversationListSchema } } },
    async (request, reply) => {
      const { viewer, query } = request;
      await assertConversationsEnabled(db);
      requireSignedIn(viewer);
      const page = readPage(query, 50, 100);
      const { rows, total } = await listConversations(db, viewer, page);
      setPagingHeaders(request, reply, { ...page, total });
      return presentConversations(db, viewer, rows, readExpand(query.expand, conversationExpands));
    },
  );

  app.get<{ Params: { id: number }; Querystring: ConversationGetQuery }>(
    "/conversations/:id",
    {
      schema: {
        params: idParamsSchema,
        querystring: conversationGetQuerySchema,
        response: { 200: conversationSchema },
      },
    },
    async (request) => {
      const { viewer } = request;
      await assertConversationsEnabled(db);
      requireSignedIn(viewer);
      const row = await getConversationForViewer(db, viewer, request.params.id);
      const expand = readExpand(request.query.expand, conversationExpands);
      const [conversation] = await presentConversations(db, viewer, [row], expand);
      return conversation;
    },
  );

  app.get<{ Querystring: MessageListQuery }>(
    "/messages",
    { schema: { querystring: messageListQuerySchema, response: { 200: messageListSchema } } },
    async (request, reply) => {
      const { viewer, query } = request;
      await assertConversationsEnabled(db);
      requireSignedIn(viewer);
      const conversation = await getConversationForViewer(db, viewer, query.conversationID);
      const page = readPage(query, 50, 100);
      const { rows, total } = await listMessages(db, viewer, conversation, page);
      setPagingHeaders(request, reply, { ...page, total });
      return presentMessages(db, viewer, rows, readExpand(query.expand, conversationExpands));
    },
  );

  app.get<{ Params: { id: number }; Querystring: ParticipantListQuery }>(
    "/conversations/:id/participants",
    {
      schema: {
        params: idParamsSchema,
        querystring: participantListQuerySchema,
        response: { 200: conversationParticipantListSchema },
      },
    },
    async (request, reply) => {
      const { viewer, query } = request;
      await assertConversationsEnabled(db);
      requireSignedIn(viewer);
      await getConversationForViewer(db, viewer, request.params.id);
      const page = readPage(query, 50, 100);
      const status = query.status ?? "participating";
      const { rows, total } = await listParticipants(db, request.params.id, status, page);
      setPagingHeaders(request, reply, { ...page, total });
      return presentParticipants(db, viewer, rows);
    },
  );

  app.get<{ Params: { id: number }; Querystring: ConversationGetQuery }>(
    "/messages/:id",
    {
      schema: {
        params: idParamsSchema,
        querystring: conversationGetQuerySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const { viewer } = request;
      await assertConversationsEnabled(db);
      requireSignedIn(viewer);
      const row = await getMessageForViewer(db, viewer, request.params.id);
      const expand = readExpand(request.query.expand, conversationExpands);
      const [message] = await presentMessages(db, viewer, [row], expand);
      return message;
    },
  );

  app.post<{ Body: ConversationPostBody }>(
    "/conversations",
    { schema: { body: conversationPostBodySchema, response: { 201: conversationSchema } } },
    async (request, reply) => {
      const { viewer } = request;
      // New conversations per account are limited (spam); one refused by a check is not counted.
      const conversationID = await createConversation(db, viewer, request.body, {
        beforeWrite: () =>
          enforceLimit(
            ctx.limiter,
            reply,
            ctx.abuseLimits.conversationsPerAccount,
            `user:${viewer.userID}`,
            "Too many new conversations.",
          ),
      });
      const row = await getConversationForViewer(db, viewer, conversationID);
      const [conversation] = await presentConversations(db, viewer, [row], new Set(["insertUser"]));
      reply.status(201);
      return conversation;
    },
  );

  app.post<{ Params: { id: number }; Body: ConversationParticipantsPostBody }>(
    "/conversations/:id/participants",
    {
      schema: {
        params: idParamsSchema,
        body: conversationParticipantsPostBodySchema,
        response: { 200: conversationParticipantListSchema },
      },
    },
    async (request) => {
      const { viewer, params } = request;
      await addConversationParticipants(db, viewer, params.id, request.body.participantUserIDs);
      const row = await getConversationForViewer(db, viewer, params.id);
      const [conversation] = await presentConversations(db, viewer, [row], new Set());
      return conversation?.participants ?? [];
    },
  );

  app.delete<{ Params: { id: number } }>(
    "/conversations/:id/leave",
    { schema: { params: idParamsSchema, response: { 204: NO_BODY } } },
    async (request, reply) => {
      await leaveConversation(db, request.viewer, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post<{ Body: MessagePostBody }>(
    "/messages",
    { schema: { body: messagePostBodySchema, response: { 201: messageSchema } } },
    async (request, reply) => {
      const { viewer } = request;
      // Messages per account are limited (floods); one refused by a check is not counted.
      const messageID = await createMessage(db, viewer, request.body, {
        beforeWrite: () => enforcePostLimits(ctx, reply, viewer, "message"),
      });
      const row = await getMessage(db, messageID);
      const [message] = await presentMessages(db, viewer, [row], new Set(["insertUser"]));
      reply.status(201);
      return message;
    },
  );
}
