import type { Kysely } from "kysely";
import type { Conversation, ConversationParticipant } from "../../../schemas/entities/conversation.schema";
import type { Message } from "../../../schemas/entities/message.schema";
import type { UserFragment } from "../../../schemas/entities/user.schema";
import type { Database } from "../../db/types";
import { toISO } from "../../db/columns";
import type { Viewer } from "../../auth/viewer";
import type { ConversationExpand, ConversationViewRow, MessageRow } from "./conversations";
import { cutExcerpt } from "../../../runtime/format/excerpt";
import { loadUserFragments, unknownUserFragment } from "../users/user-fragments";

/** How long the newest-message excerpt of a conversation list is, in characters. */
const LAST_MESSAGE_EXCERPT_LENGTH = 200;

/** The page of a conversation (Vanilla's `/messages/{id}`). */
export function conversationUrl(conversationID: number): string {
  return `/messages/${conversationID}`;
}

/**
 * Turns a page of conversation rows into API records. Related records are loaded once for the whole
 * page (no N+1): every participant in one `where in` query, the newest message of each conversation
 * in one query, and every user fragment they mention in one more.
 */
export async function presentConversations(
  db: Kysely<Database>,
  viewer: Viewer,
  rows: readonly ConversationViewRow[],
  expand: Set<ConversationExpand>,
): Promise<Conversation[]> {
  const ids = rows.map((row) => row.conversationID);
  if (ids.length === 0) return [];
  const [participantRows, lastMessages] = await Promise.all([
    db
      .selectFrom("conversation_participants")
      .select(["conversationID", "userID", "deleted"])
      .where("conversationID", "in", ids)
      .orderBy("conversationID")
      .orderBy("userID")
      .execute(),
    db
      .selectFrom("messages")
      .select(["messageID", "conversationID", "insertUserID", "bodyText", "dateInserted"])
      .where("messageID", "in", (eb) =>
        eb
          .selectFrom("messages")
          .select((inner) => inner.fn.max("messageID").as("lastID"))
          .where("conversationID", "in", ids)
          .groupBy("conversationID"),
      )
      .execute(),
  ]);
  const users = await loadUserFragments(db, viewer, [
    ...participantRows.map((p) => p.userID),
    ...lastMessages.map((m) => m.insertUserID),
    ...rows.map((row) => row.insertUserID),
  ]);
  const userOf = (userID: number): UserFragment => users.get(userID) ?? unknownUserFragment;
  const lastByConversation = new Map(lastMessages.map((m) => [m.conversationID, m]));

  return rows.map((row) => {
    const participants = participantRows
      .filter((p) => p.conversationID === row.conversationID)
      .map((p) => toParticipant(p, userOf(p.userID)));
    const last = lastByConversation.get(row.conversationID);
    const excerpt = last ? cutExcerpt(last.bodyText ?? "", LAST_MESSAGE_EXCERPT_LENGTH) : "";
    const countReadMessages = Math.min(row.countRead, row.countMessages);
    const countUnread = row.countMessages - countReadMessages;
    // A conversation without a subject is named after the others in it, as Vanilla does.
    const others = participants.filter((p) => p.userID !== viewer.userID).map((p) => p.user.name);
    const conversation: Conversation = {
      conversationID: row.conversationID,
      name: row.name || others.join(", "),
      body: excerpt,
      url: conversationUrl(row.conversationID),
      insertUserID: row.insertUserID,
      dateInserted: toISO(row.dateInserted) ?? "",
      dateLastMessage: toISO(row.dateLastMessage) ?? toISO(row.dateInserted) ?? "",
      countMessages: row.countMessages,
      countReadMessages,
      countUnread,
      unread: countUnread > 0,
      countParticipants: participants.filter((p) => p.status === "participating").length,
      participants,
    };
    if (expand.has("insertUser")) conversation.insertUser = userOf(row.insertUserID);
    if (last) {
      conversation.lastMessage = {
        messageID: last.messageID,
        insertUserID: last.insertUserID,
        insertUser: userOf(last.insertUserID),
        dateInserted: toISO(last.dateInserted) ?? "",
        body: excerpt,
      };
    }
    return conversation;
  });
}

/** One participant record: a row of conversation_participants with its user. */
function toParticipant(
  row: { userID: number; deleted: number },
  user: UserFragment,
): ConversationParticipant {
  return { userID: row.userID, status: row.deleted === 1 ? "deleted" : "participating", user };
}

/** Turns participant rows into API records, their users loaded in one query. */
export async function presentParticipants(
  db: Kysely<Database>,
  viewer: Viewer,
  rows: readonly { userID: number; deleted: number }[],
): Promise<ConversationParticipant[]> {
  const users = await loadUserFragments(
    db,
    viewer,
    rows.map((row) => row.userID),
  );
  return rows.map((row) => toParticipant(row, users.get(row.userID) ?? unknownUserFragment));
}

/** Turns a page of message rows into API records; authors are loaded in one query when expanded. */
export async function presentMessages(
  db: Kysely<Database>,
  viewer: Viewer,
  rows: readonly MessageRow[],
  expand: Set<ConversationExpand>,
): Promise<Message[]> {
  const users = expand.has("insertUser")
    ? await loadUserFragments(
        db,
        viewer,
        rows.map((row) => row.insertUserID),
      )
    : new Map<number, UserFragment>();
  return rows.map((row) => {
    const message: Message = {
      messageID: row.messageID,
      conversationID: row.conversationID,
      body: row.bodyHtml ?? "",
      format: row.format,
      insertUserID: row.insertUserID,
      dateInserted: toISO(row.dateInserted) ?? "",
    };
    if (expand.has("insertUser")) message.insertUser = users.get(row.insertUserID) ?? unknownUserFragment;
    return message;
  });
}
