import type { FastifyInstance } from "fastify";
import {
  conversationGetQuerySchema,
  conversationListQuerySchema,
  messageListQuerySchema,
  type ConversationGetQuery,
  type ConversationListQuery,
  type MessageListQuery,
} from "../../schemas/api/conversations.schema";
import type { AppContext } from "../context";
import { requireSignedIn } from "../auth/viewer";
import { readExpand } from "../http/expand";
import { readPage, setPagingHeaders } from "../http/paging";
import {
  assertConversationsEnabled,
  conversationExpands,
  getConversationForViewer,
  listConversations,
  listMessages,
} from "../services/conversations";
import { presentConversations, presentMessages } from "../services/conversation-presenter";

const idParams = {
  type: "object",
  properties: { id: { type: "integer", minimum: 1 } },
  required: ["id"],
} as const;

/**
 * Private conversations (content spec §3, §7; Vanilla's conversations.yml and messages.yml): the
 * viewer's conversations, one conversation, and its messages. Reading needs only a signed-in
 * participant; everything answers 403 while `context.conversationsEnabled` is off.
 */
export async function conversationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get<{ Querystring: ConversationListQuery }>(
    "/conversations",
    { schema: { querystring: conversationListQuerySchema } },
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
    { schema: { params: idParams, querystring: conversationGetQuerySchema } },
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
    { schema: { querystring: messageListQuerySchema } },
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
}
