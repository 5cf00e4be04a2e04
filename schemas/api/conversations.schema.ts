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

const participantUserIDsSchema = {
  type: "array",
  items: { type: "integer", minimum: 1 },
  minItems: 1,
  maxItems: 100,
  description: "The user IDs of the people to add; the sender always takes part.",
} as const;
const bodyProperty = {
  type: "string",
  maxLength: 100000,
  description: "The message, written in `format`.",
} as const;
const formatProperty = {
  type: "string",
  maxLength: 20,
  description: "The body's format; rich2 by default.",
} as const;

/**
 * `POST /conversations` body (Vanilla's ConversationPost): the participants, and optionally a first
 * message. Vanilla names it `initialBody`/`initialFormat` (its document spells `intitialBody`);
 * `body`/`format` are taken too, as `POST /messages` names them.
 */
export const conversationPostBodySchema = {
  type: "object",
  description: "A new conversation: the people in it and, optionally, its first message.",
  properties: {
    participantUserIDs: participantUserIDsSchema,
    body: bodyProperty,
    format: formatProperty,
    initialBody: bodyProperty,
    intitialBody: bodyProperty,
    initialFormat: formatProperty,
  },
  required: ["participantUserIDs"],
  additionalProperties: false,
} as const;
/** The new-conversation body. */
export type ConversationPostBody = FromSchema<typeof conversationPostBodySchema>;

/** `POST /conversations/{id}/participants` body. */
export const conversationParticipantsPostBodySchema = {
  type: "object",
  description: "People to add to a conversation.",
  properties: { participantUserIDs: participantUserIDsSchema },
  required: ["participantUserIDs"],
  additionalProperties: false,
} as const;
/** The add-participants body. */
export type ConversationParticipantsPostBody = FromSchema<typeof conversationParticipantsPostBodySchema>;

/** `POST /messages` body (Vanilla's MessagePost). */
export const messagePostBodySchema = {
  type: "object",
  description: "A new message in a conversation the sender takes part in.",
  properties: {
    conversationID: { type: "integer", minimum: 1, description: "The conversation to write in." },
    body: bodyProperty,
    format: formatProperty,
  },
  required: ["conversationID", "body"],
  additionalProperties: false,
} as const;
/** The new-message body. */
export type MessagePostBody = FromSchema<typeof messagePostBodySchema>;

/** `GET /conversations/{id}/participants` query (Vanilla's names). */
export const participantListQuerySchema = {
  type: "object",
  description: "Which participants of a conversation, and the page.",
  properties: {
    status: {
      type: "string",
      enum: ["all", "participating", "deleted"],
      default: "participating",
      description: "participating (default), deleted (those who left), or all.",
    },
    page: pageProperties.page,
    limit: { type: "integer", minimum: 1, maximum: 100, description: "Participants per page (default 50)." },
    expand: pageProperties.expand,
  },
} as const;
/** The participant list query. */
export type ParticipantListQuery = FromSchema<typeof participantListQuerySchema>;
