import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { forbidden, notFound } from "../../http/errors";
import type { PageRequest } from "../../http/paging";
import { readSiteConfig } from "../config";

/** A conversation row with the viewer's read count (conversation_participants.countRead). */
export type ConversationViewRow = Selectable<Database["conversations"]> & { countRead: number };
/** A row of the messages table. */
export type MessageRow = Selectable<Database["messages"]>;

/** Expansions conversations and messages offer. */
export const conversationExpands = ["insertUser"] as const;
/** One conversation or message expansion. */
export type ConversationExpand = (typeof conversationExpands)[number];

/**
 * Refuses every conversation call while the site has private messages off (content spec §3 config
 * key `context.conversationsEnabled`, default false).
 */
export async function assertConversationsEnabled(db: Kysely<Database>): Promise<void> {
  const config = await readSiteConfig(db);
  if (!config["context.conversationsEnabled"]) {
    throw forbidden("Conversations are disabled.", "Private messages are turned off on this site.");
  }
}

/** The viewer's conversations, newest activity first; only those they still take part in. */
export async function listConversations(
  db: Kysely<Database>,
  viewer: Viewer,
  page: PageRequest,
): Promise<{ rows: ConversationViewRow[]; total: number }> {
  const mine = db
    .selectFrom("conversations as c")
    .innerJoin("conversation_participants as p", "p.conversationID", "c.conversationID")
    .where("p.userID", "=", viewer.userID)
    .where("p.deleted", "=", 0);
  const [rows, count] = await Promise.all([
    mine
      .selectAll("c")
      .select("p.countRead")
      .orderBy("c.dateLastMessage", "desc")
      .orderBy("c.conversationID", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    mine.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * One conversation with the viewer's read count. One the viewer does not take part in (or has left)
 * answers the same 404 as a missing one, so conversation IDs cannot be probed.
 */
export async function getConversationForViewer(
  db: Kysely<Database>,
  viewer: Viewer,
  conversationID: number,
): Promise<ConversationViewRow> {
  const row = await db
    .selectFrom("conversations")
    .selectAll()
    .where("conversationID", "=", conversationID)
    .executeTakeFirst();
  if (!row) throw notFound("Conversation");
  const participant = await db
    .selectFrom("conversation_participants")
    .select("countRead")
    .where("conversationID", "=", conversationID)
    .where("userID", "=", viewer.userID)
    .where("deleted", "=", 0)
    .executeTakeFirst();
  if (!participant) throw notFound("Conversation");
  return { ...row, countRead: participant.countRead };
}

/**
 * A page of a conversation's messages, oldest first. NOTE: marks the whole conversation read for
 * the viewer (their read count becomes the message count), as opening it does in Vanilla.
 */
export async function listMessages(
  db: Kysely<Database>,
  viewer: Viewer,
  conversation: ConversationViewRow,
  page: PageRequest,
): Promise<{ rows: MessageRow[]; total: number }> {
  const inConversation = db.selectFrom("messages").where("conversationID", "=", conversation.conversationID);
  const [rows, count] = await Promise.all([
    inConversation
      .selectAll()
      .orderBy("dateInserted", "asc")
      .orderBy("messageID", "asc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    inConversation.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  if (conversation.countRead !== conversation.countMessages) {
    await db
      .updateTable("conversation_participants")
      .set({ countRead: conversation.countMessages })
      .where("conversationID", "=", conversation.conversationID)
      .where("userID", "=", viewer.userID)
      .execute();
  }
  return { rows, total: Number(count.n) };
}

/** One message by ID, for answering the write that made it (callers check who may read it). */
export async function getMessage(db: Kysely<Database>, messageID: number): Promise<MessageRow> {
  const row = await db
    .selectFrom("messages")
    .selectAll()
    .where("messageID", "=", messageID)
    .executeTakeFirst();
  if (!row) throw notFound("Message");
  return row;
}

/**
 * One message the viewer may read: one in a conversation they do not take part in answers the same
 * 404 as a missing one.
 */
export async function getMessageForViewer(
  db: Kysely<Database>,
  viewer: Viewer,
  messageID: number,
): Promise<MessageRow> {
  const row = await db
    .selectFrom("messages")
    .selectAll()
    .where("messageID", "=", messageID)
    .where("conversationID", "in", (eb) =>
      eb
        .selectFrom("conversation_participants")
        .select("conversationID")
        .where("userID", "=", viewer.userID)
        .where("deleted", "=", 0),
    )
    .executeTakeFirst();
  if (!row) throw notFound("Message");
  return row;
}

/** Which participants {@link listParticipants} answers. */
export type ParticipantStatusFilter = "all" | "participating" | "deleted";
/** A row of conversation_participants. */
export type ParticipantRow = Selectable<Database["conversation_participants"]>;

/** A page of a conversation's participants by status, in user ID order, and how many match. */
export async function listParticipants(
  db: Kysely<Database>,
  conversationID: number,
  status: ParticipantStatusFilter,
  page: PageRequest,
): Promise<{ rows: ParticipantRow[]; total: number }> {
  let query = db.selectFrom("conversation_participants").where("conversationID", "=", conversationID);
  if (status !== "all") query = query.where("deleted", "=", status === "deleted" ? 1 : 0);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy("userID").limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
