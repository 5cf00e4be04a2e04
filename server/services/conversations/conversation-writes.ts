import type { Kysely, Transaction } from "kysely";
import { publishLive } from "../live/publish-live";
import type { Database } from "../../db/types";
import { nowISO } from "../../db/columns";
import { authorize, type Viewer } from "../../auth/viewer";
import { badRequest } from "../../http/errors";
import { prepareBody, type PreparedBody } from "../body/post-body";
import { DEFAULT_COMMENT_FORMAT } from "../comments/comment-writes";
import { assertConversationsEnabled, getConversationForViewer } from "./conversations";
import { notifyConversationParticipants } from "./conversation-notifications";
import { assertMayMessage } from "../abuse/member-blocks";

/** The permission every conversation write needs (content spec §6 "conversations.add"). */
export const CONVERSATIONS_ADD = "conversations.add";

/** A new conversation, as `POST /conversations` takes it (Vanilla's names and ours). */
export interface NewConversation {
  participantUserIDs: number[];
  body?: string;
  format?: string;
  initialBody?: string;
  intitialBody?: string;
  initialFormat?: string;
}

/** A new message, as `POST /messages` takes it. */
export interface NewMessage {
  conversationID: number;
  body: string;
  format?: string;
}

/** Conversations are on, someone is signed in, and they may write conversations. */
async function assertCanWrite(db: Kysely<Database>, viewer: Viewer): Promise<void> {
  await assertConversationsEnabled(db);
  authorize(viewer, CONVERSATIONS_ADD);
}

/**
 * The distinct users named, the viewer left out; 400 naming `participantUserIDs` when one of them
 * does not exist or nobody but the viewer is named.
 */
async function otherParticipants(
  db: Kysely<Database>,
  viewer: Viewer,
  userIDs: readonly number[],
): Promise<number[]> {
  const wanted = [...new Set(userIDs)].filter((id) => id !== viewer.userID);
  const fieldError = (message: string) =>
    badRequest(message, [{ field: "participantUserIDs", code: "invalid", message }]);
  if (wanted.length === 0) throw fieldError("Add at least one other person to the conversation.");
  const found = await db.selectFrom("users").select("userID").where("userID", "in", wanted).execute();
  if (found.length !== wanted.length) throw fieldError("Some of the participants do not exist.");
  return wanted;
}

/** Stores a message and counts it: the writer has read everything so far, the others not this one. */
async function insertMessage(
  trx: Transaction<Database>,
  viewer: Viewer,
  conversationID: number,
  input: { body: string; format: string; rendered: PreparedBody },
): Promise<number> {
  const now = nowISO();
  const { countMessages } = await trx
    .updateTable("conversations")
    .set((eb) => ({ countMessages: eb("countMessages", "+", 1), dateLastMessage: now }))
    .where("conversationID", "=", conversationID)
    .returning("countMessages")
    .executeTakeFirstOrThrow();
  const { messageID } = await trx
    .insertInto("messages")
    .values({
      conversationID,
      insertUserID: viewer.userID,
      body: input.body,
      format: input.format,
      bodyHtml: input.rendered.html,
      bodyText: input.rendered.text,
      dateInserted: now,
    })
    .returning("messageID")
    .executeTakeFirstOrThrow();
  await trx
    .updateTable("conversation_participants")
    .set({ countRead: countMessages })
    .where("conversationID", "=", conversationID)
    .where("userID", "=", viewer.userID)
    .execute();
  // The others' open tabs update their Messages count (server/services/live/).
  const others = await trx
    .selectFrom("conversation_participants")
    .select("userID")
    .where("conversationID", "=", conversationID)
    .where("deleted", "=", 0)
    .where("userID", "<>", viewer.userID)
    .execute();
  await publishLive(
    trx,
    others.map(({ userID }) => ({
      type: "message" as const,
      topic: `user:${userID}`,
      userID,
      data: { conversationID, messageID },
    })),
  );
  return messageID;
}

/** Everyone still taking part in a conversation. */
async function participatingUserIDs(db: Kysely<Database>, conversationID: number): Promise<number[]> {
  const rows = await db
    .selectFrom("conversation_participants")
    .select("userID")
    .where("conversationID", "=", conversationID)
    .where("deleted", "=", 0)
    .execute();
  return rows.map((row) => row.userID);
}

/**
 * Starts a conversation between the viewer and `participantUserIDs` (Vanilla's `POST /conversations`),
 * with a first message when a body is given; the others are notified of it. `beforeWrite` runs once
 * every check passed (the route counts the account's new conversations there). Answers the new ID.
 */
export async function createConversation(
  db: Kysely<Database>,
  viewer: Viewer,
  input: NewConversation,
  options: { beforeWrite?: () => Promise<unknown> } = {},
): Promise<number> {
  await assertCanWrite(db, viewer);
  const others = await otherParticipants(db, viewer, input.participantUserIDs);
  await assertMayMessage(db, viewer, others, "new");
  const body = input.initialBody ?? input.intitialBody ?? input.body;
  const format = input.initialFormat ?? input.format ?? DEFAULT_COMMENT_FORMAT;
  const rendered = body === undefined ? undefined : await prepareBody(db, body, format);
  await options.beforeWrite?.();
  return db.transaction().execute(async (trx) => {
    const now = nowISO();
    const { conversationID } = await trx
      .insertInto("conversations")
      .values({
        insertUserID: viewer.userID,
        name: "",
        dateInserted: now,
        dateLastMessage: now,
        countMessages: 0,
      })
      .returning("conversationID")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("conversation_participants")
      .values(
        [viewer.userID, ...others].map((userID) => ({ conversationID, userID, countRead: 0, deleted: 0 })),
      )
      .execute();
    if (body !== undefined && rendered) {
      await insertMessage(trx, viewer, conversationID, { body, format, rendered });
      await notifyConversationParticipants(trx, {
        conversationID,
        actorUserID: viewer.userID,
        kind: "message",
        userIDs: others,
      });
    } else {
      await notifyConversationParticipants(trx, {
        conversationID,
        actorUserID: viewer.userID,
        kind: "added",
        userIDs: others,
      });
    }
    return conversationID;
  });
}

/**
 * Posts a message in a conversation the viewer takes part in (Vanilla's `POST /messages`); anyone
 * else gets the 404 of a missing conversation. The other participants are notified. `beforeWrite`
 * runs once every check passed (the route counts the account's messages there). Answers its ID.
 */
export async function createMessage(
  db: Kysely<Database>,
  viewer: Viewer,
  input: NewMessage,
  options: { beforeWrite?: () => Promise<unknown> } = {},
): Promise<number> {
  await assertCanWrite(db, viewer);
  await getConversationForViewer(db, viewer, input.conversationID);
  await assertMayMessage(db, viewer, await participatingUserIDs(db, input.conversationID), "existing");
  const format = input.format ?? DEFAULT_COMMENT_FORMAT;
  const rendered = await prepareBody(db, input.body, format);
  await options.beforeWrite?.();
  return db.transaction().execute(async (trx) => {
    const messageID = await insertMessage(trx, viewer, input.conversationID, {
      body: input.body,
      format,
      rendered,
    });
    await notifyConversationParticipants(trx, {
      conversationID: input.conversationID,
      actorUserID: viewer.userID,
      kind: "message",
      userIDs: await participatingUserIDs(trx, input.conversationID),
    });
    return messageID;
  });
}

/**
 * Adds people to a conversation the viewer takes part in; someone who had left takes part again.
 * Those newly in it are notified; the messages so far count as unread for them.
 */
export async function addConversationParticipants(
  db: Kysely<Database>,
  viewer: Viewer,
  conversationID: number,
  participantUserIDs: readonly number[],
): Promise<void> {
  await assertCanWrite(db, viewer);
  await getConversationForViewer(db, viewer, conversationID);
  const wanted = await otherParticipants(db, viewer, participantUserIDs);
  await assertMayMessage(db, viewer, wanted, "new");
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("conversation_participants")
      .select(["userID", "deleted"])
      .where("conversationID", "=", conversationID)
      .where("userID", "in", wanted)
      .execute();
    const known = new Map(existing.map((row) => [row.userID, row.deleted]));
    const fresh = wanted.filter((userID) => !known.has(userID));
    const returning = wanted.filter((userID) => known.get(userID) === 1);
    if (fresh.length > 0) {
      await trx
        .insertInto("conversation_participants")
        .values(fresh.map((userID) => ({ conversationID, userID, countRead: 0, deleted: 0 })))
        .execute();
    }
    if (returning.length > 0) {
      await trx
        .updateTable("conversation_participants")
        .set({ deleted: 0 })
        .where("conversationID", "=", conversationID)
        .where("userID", "in", returning)
        .execute();
    }
    await notifyConversationParticipants(trx, {
      conversationID,
      actorUserID: viewer.userID,
      kind: "added",
      userIDs: [...fresh, ...returning],
    });
  });
}

/**
 * The viewer leaves a conversation (Vanilla's `DELETE /conversations/{id}/leave`): it leaves their
 * list and unread count, they can no longer read or write in it and are told of no new message,
 * until someone adds them again. The others see them with status "deleted".
 */
export async function leaveConversation(
  db: Kysely<Database>,
  viewer: Viewer,
  conversationID: number,
): Promise<void> {
  await assertCanWrite(db, viewer);
  await getConversationForViewer(db, viewer, conversationID);
  await db
    .updateTable("conversation_participants")
    .set({ deleted: 1 })
    .where("conversationID", "=", conversationID)
    .where("userID", "=", viewer.userID)
    .execute();
}
