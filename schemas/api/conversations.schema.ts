import type { FromSchema } from "json-schema-to-ts";
import { maxPage } from "../entities/paging.schema";

const pageProperties = {
  page: { type: "integer", minimum: 1, maximum: maxPage, description: "The page, from 1." },
  limit: { type: "integer", minimum: 1, maximum: 100, description: "Records per page (default 50)." },
  expand: {
    type: "array",
    items: { type: "string" },
    maxItems: 20,
    description: "Records to expand (comma list or array): insertUser, all.",
  },
} as const;

/** `GET /conversations` query (Vanilla's names). Unknown parameters are ignored, not refused. */
export const conversationListQuerySchema = {
  type: "object",
  description: "Page and expansions of the viewer's conversations.",
  properties: pageProperties,
} as const;
/** The conversation list query. */
export type ConversationListQuery = FromSchema<typeof conversationListQuerySchema>;

/** `GET /conversations/{id}` query. */
export const conversationGetQuerySchema = {
  type: "object",
  description: "Expansions of one conversation.",
  properties: { expand: pageProperties.expand },
} as const;
/** The single-conversation query. */
export type ConversationGetQuery = FromSchema<typeof conversationGetQuerySchema>;

/** `GET /messages` query: the messages of one conversation. */
export const messageListQuerySchema = {
  type: "object",
  description: "The conversation, page and expansions of a message list.",
  properties: {
    conversationID: { type: "integer", minimum: 1, description: "The conversation whose messages to list." },
    ...pageProperties,
  },
  required: ["conversationID"],
} as const;
/** The message list query. */
export type MessageListQuery = FromSchema<typeof messageListQuerySchema>;
