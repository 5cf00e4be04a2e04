import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { nowISO } from "../../db/columns";
import { loadViewer, requireSignedIn, type Viewer } from "../../auth/viewer";
import { badRequest, forbidden, notFound } from "../../http/errors";
import { isExemptFromPostLimits } from "./post-limits";

/**
 * Whom a member takes private messages from: everyone, or only "known" people — staff and the
 * members they have written to in a conversation. Plaza has no following of members, so having
 * written to someone stands for knowing them.
 */
export type MessagesFrom = "everyone" | "known";

/** Staff reach every member (moderation needs it) and cannot be blocked. */
const isStaff = (viewer: Viewer) => viewer.userID > 0 && isExemptFromPostLimits(viewer);

/**
 * Blocks or unblocks `userID` for the viewer (`PUT`/`DELETE /users/{id}/block`). 400 for oneself or
 * a moderator, 404 for nobody.
 */
export async function setMemberBlocked(
  db: Kysely<Database>,
  viewer: Viewer,
  userID: number,
  blocked: boolean,
): Promise<void> {
  requireSignedIn(viewer);
  const user = await db.selectFrom("users").select("userID").where("userID", "=", userID).executeTakeFirst();
  if (!user) throw notFound("User");
  if (!blocked) {
    await db
      .deleteFrom("user_blocks")
      .where("userID", "=", viewer.userID)
      .where("blockedUserID", "=", userID)
      .execute();
    return;
  }
  if (userID === viewer.userID) throw badRequest("You cannot block yourself.");
  if (isStaff(await loadViewer(db, userID))) throw badRequest("Moderators cannot be blocked.");
  await db
    .insertInto("user_blocks")
    .values({ userID: viewer.userID, blockedUserID: userID, dateBlocked: nowISO() })
    .onConflict((oc) => oc.columns(["userID", "blockedUserID"]).doNothing())
    .execute();
}

/** The members `userID` blocked, newest first. */
export async function listBlockedMembers(
  db: Kysely<Database>,
  userID: number,
): Promise<{ userID: number; dateBlocked: string | Date }[]> {
  const rows = await db
    .selectFrom("user_blocks")
    .select(["blockedUserID", "dateBlocked"])
    .where("userID", "=", userID)
    .orderBy("dateBlocked", "desc")
    .execute();
  return rows.map((row) => ({ userID: row.blockedUserID, dateBlocked: row.dateBlocked }));
}

/** The member's choice of whom they take messages from ("everyone" unless they chose). */
export async function readMessagesFrom(db: Kysely<Database>, userID: number): Promise<MessagesFrom> {
  const row = await db
    .selectFrom("message_preferences")
    .select("messagesFrom")
    .where("userID", "=", userID)
    .executeTakeFirst();
  return row?.messagesFrom === "known" ? "known" : "everyone";
}

/** Saves the member's choice of whom they take messages from. */
export async function saveMessagesFrom(
  db: Kysely<Database>,
  userID: number,
  messagesFrom: MessagesFrom,
): Promise<void> {
  const dateUpdated = nowISO();
  await db
    .insertInto("message_preferences")
    .values({ userID, messagesFrom, dateUpdated })
    .onConflict((oc) => oc.column("userID").doUpdateSet({ messagesFrom, dateUpdated }))
    .execute();
}

/**
 * The recipients who do not take messages from `sender`: those who blocked them, and those who take
 * messages only from people they know and never wrote to the sender in a conversation. Staff send
 * to everyone. Three queries whatever the number of recipients.
 */
export async function refusingRecipients(
  db: Kysely<Database>,
  sender: Viewer,
  recipientIDs: readonly number[],
): Promise<number[]> {
  const ids = [...new Set(recipientIDs)].filter((id) => id > 0 && id !== sender.userID);
  if (ids.length === 0 || isStaff(sender)) return [];
  const [blockers, choosy] = await Promise.all([
    db
      .selectFrom("user_blocks")
      .select("userID")
      .where("blockedUserID", "=", sender.userID)
      .where("userID", "in", ids)
      .execute(),
    db
      .selectFrom("message_preferences")
      .select("userID")
      .where("messagesFrom", "=", "known")
      .where("userID", "in", ids)
      .execute(),
  ]);
  const refusing = new Set(blockers.map((row) => row.userID));
  const askKnown = choosy.map((row) => row.userID).filter((id) => !refusing.has(id));
  if (askKnown.length > 0) {
    // Known: the recipient wrote a message in a conversation the sender takes part in.
    const known = await db
      .selectFrom("messages as m")
      .innerJoin("conversation_participants as p", "p.conversationID", "m.conversationID")
      .select("m.insertUserID")
      .distinct()
      .where("p.userID", "=", sender.userID)
      .where("m.insertUserID", "in", askKnown)
      .execute();
    const knownIDs = new Set(known.map((row) => row.insertUserID));
    for (const id of askKnown) if (!knownIDs.has(id)) refusing.add(id);
  }
  return ids.filter((id) => refusing.has(id));
}

/**
 * Throws 403 when one of the recipients does not take messages from the sender. The answer does
 * not say which one or why (a block is not revealed as such).
 */
export async function assertMayMessage(
  db: Kysely<Database>,
  sender: Viewer,
  recipientIDs: readonly number[],
  context: "new" | "existing",
): Promise<void> {
  const refusing = await refusingRecipients(db, sender, recipientIDs);
  if (refusing.length === 0) return;
  if (context === "existing")
    throw forbidden(
      "You cannot write in this conversation.",
      "Someone in it does not take messages from you.",
    );
  throw forbidden(
    recipientIDs.length === 1
      ? "This member does not take private messages from you."
      : "Some of these members do not take private messages from you.",
    "Members choose whom they take messages from.",
  );
}
