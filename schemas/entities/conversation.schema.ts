import type { FromSchema } from "json-schema-to-ts";
import { userFragmentSchema } from "./user.schema";

/** One participant of a conversation (Vanilla's ConversationParticipants items). */
export const conversationParticipantSchema = {
  type: "object",
  description: "A participant of a conversation.",
  properties: {
    userID: { type: "integer", description: "The participant's user ID." },
    status: {
      type: "string",
      enum: ["participating", "deleted"],
      description: "participating, or deleted when the user left the conversation.",
    },
    user: userFragmentSchema,
  },
  required: ["userID", "status", "user"],
  additionalProperties: false,
} as const;

/** A participant record. */
export type ConversationParticipant = FromSchema<typeof conversationParticipantSchema>;

/** The newest message of a conversation, as a list shows it. */
export const conversationLastMessageSchema = {
  type: "object",
  description: "The newest message of a conversation.",
  properties: {
    messageID: { type: "integer", description: "The message's ID." },
    insertUserID: { type: "integer", description: "Who wrote the message." },
    insertUser: userFragmentSchema,
    dateInserted: { type: "string", description: "When the message was sent (ISO 8601)." },
    body: { type: "string", description: "An excerpt of the message as plain text (never HTML)." },
  },
  required: ["messageID", "insertUserID", "insertUser", "dateInserted", "body"],
  additionalProperties: false,
} as const;

/**
 * A private conversation as one of its participants sees it (content spec §3 Conversation; Vanilla's
 * Conversation): read counts are the viewer's own.
 */
export const conversationSchema = {
  $id: "conversation",
  type: "object",
  description: "A private conversation, with the viewer's read state.",
  properties: {
    conversationID: { type: "integer", description: "The conversation's ID." },
    name: {
      type: "string",
      description: "The conversation's subject; the other participants' names when it has none.",
    },
    body: { type: "string", description: "An excerpt of the newest message as plain text; empty when none." },
    url: { type: "string", description: "The conversation's page." },
    insertUserID: { type: "integer", description: "Who started the conversation." },
    // With expand=insertUser: who started the conversation.
    insertUser: userFragmentSchema,
    dateInserted: { type: "string", description: "When the conversation was started (ISO 8601)." },
    dateLastMessage: { type: "string", description: "When the newest message was sent (ISO 8601)." },
    countMessages: { type: "integer", minimum: 0, description: "How many messages the conversation holds." },
    countReadMessages: { type: "integer", minimum: 0, description: "How many of them the viewer has read." },
    countUnread: { type: "integer", minimum: 0, description: "How many messages the viewer has not read." },
    unread: { type: "boolean", description: "Whether the viewer has unread messages here." },
    countParticipants: { type: "integer", minimum: 0, description: "How many users take part." },
    participants: {
      type: "array",
      items: conversationParticipantSchema,
      description: "Everyone in the conversation, the viewer included.",
    },
    lastMessage: conversationLastMessageSchema,
  },
  required: [
    "conversationID",
    "name",
    "body",
    "url",
    "insertUserID",
    "dateInserted",
    "dateLastMessage",
    "countMessages",
    "countReadMessages",
    "countUnread",
    "unread",
    "countParticipants",
    "participants",
  ],
  additionalProperties: false,
} as const;
/** A conversation record. */
export type Conversation = FromSchema<typeof conversationSchema>;

/** `GET /conversations`: the viewer's conversations, newest activity first. */
export const conversationListSchema = {
  $id: "conversationList",
  type: "array",
  description: "A page of the viewer's conversations, newest activity first.",
  items: conversationSchema,
} as const;

/** `POST /conversations/{id}/participants`: everyone in the conversation afterwards. */
export const conversationParticipantListSchema = {
  $id: "conversationParticipantList",
  type: "array",
  description: "The participants of a conversation, those who left included.",
  items: conversationParticipantSchema,
} as const;
