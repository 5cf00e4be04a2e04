import type { FromSchema } from "json-schema-to-ts";
import { userFragmentSchema } from "./user.schema";

/** A message of a private conversation (Vanilla's Message). */
export const messageSchema = {
  $id: "message",
  type: "object",
  description: "A message of a private conversation.",
  properties: {
    messageID: { type: "integer", description: "The message's ID." },
    conversationID: { type: "integer", description: "The conversation the message belongs to." },
    body: { type: "string", description: "The message as safe HTML made on the server." },
    format: { type: "string", description: "The format the message was written in (markdown, text, ...)." },
    insertUserID: { type: "integer", description: "Who wrote the message." },
    // With expand=insertUser: who wrote the message.
    insertUser: userFragmentSchema,
    dateInserted: { type: "string", description: "When the message was sent (ISO 8601)." },
  },
  required: ["messageID", "conversationID", "body", "format", "insertUserID", "dateInserted"],
  additionalProperties: false,
} as const;
/** A message record. */
export type Message = FromSchema<typeof messageSchema>;

/** `GET /messages?conversationID=`: a page of a conversation's messages, oldest first. */
export const messageListSchema = {
  $id: "messageList",
  type: "array",
  description: "A page of a conversation's messages, oldest first.",
  items: messageSchema,
} as const;
