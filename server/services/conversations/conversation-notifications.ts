import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { conversationUrl } from "./conversation-presenter";
import { createNotifications } from "../notifications/notifications";

/** The notification reason of a private message or of being added to a conversation. */
export const MESSAGE_REASON = "message";

/** What {@link notifyConversationParticipants} tells people about. */
export interface ConversationNotice {
  conversationID: number;
  /** Who wrote the message or added the people. */
  actorUserID: number;
  /** A new message, or people added to the conversation. */
  kind: "message" | "added";
  /** Whom to tell; the actor and banned members are skipped. */
  userIDs: readonly number[];
}

/**
 * Tells the other participants of a conversation about a new message, or the people just added
 * about the conversation they are now in. Never the actor; banned members read no conversations, so
 * they are not told either. The notification links to the conversation's page; while unread, it
 * grows with each new notice of the conversation instead of another being added.
 */
export async function notifyConversationParticipants(
  db: Kysely<Database>,
  notice: ConversationNotice,
): Promise<void> {
  const userIDs = [...new Set(notice.userIDs)].filter((id) => id > 0 && id !== notice.actorUserID);
  if (userIDs.length === 0) return;
  const [actor, readers] = await Promise.all([
    db.selectFrom("users").select("name").where("userID", "=", notice.actorUserID).executeTakeFirst(),
    db.selectFrom("users").select("userID").where("userID", "in", userIDs).where("banned", "=", 0).execute(),
  ]);
  const name = actor?.name ?? "Someone";
  const body =
    notice.kind === "message" ? `${name} sent you a message` : `${name} added you to a conversation`;
  // Everything new in one conversation since the reader last read it is one notification.
  const group = {
    key: `conversation:${notice.conversationID}`,
    body: (count: number) =>
      notice.kind === "message"
        ? `${count} new messages in a conversation, the latest from ${name}`
        : `${name} added you to a conversation (${count} notices)`,
  };
  await createNotifications(
    db,
    readers.map((reader) => ({
      userID: reader.userID,
      activityUserID: notice.actorUserID,
      reason: MESSAGE_REASON,
      body,
      url: conversationUrl(notice.conversationID),
      recordType: "conversation",
      recordID: notice.conversationID,
      group,
    })),
  );
}
