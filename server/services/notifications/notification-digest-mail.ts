import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { readSiteConfig } from "../config";
import type { NotificationKind } from "../../../schemas/entities/notification-preferences.schema";
import { kindOfReason, loadNotificationPreferences } from "./notification-preferences";
import {
  retryDelayMs,
  signUnsubscribeToken,
  stillReadable,
  unsubscribePagePath,
  unsubscribePath,
  type MailRunResult,
  type NotificationMailOptions,
} from "./notification-mail";

/**
 * Sends the digests that are due, each once: a digest is claimed with one compare-and-set update
 * (no claim or a lapsed one → this run's token until now + lease), so with several servers on one
 * database each goes out once, and a digest that was waiting when a server stopped is sent by the next
 * run of any server. At send time each notification in it is checked again: the member must still
 * want that kind by email and still be able to read what it is about; the others are left out, and a
 * digest left empty is dropped unsent. A failed send is tried again with the mail queue's backoff.
 */
export async function runNotificationDigests(
  db: Kysely<Database>,
  options: NotificationMailOptions,
): Promise<MailRunResult> {
  const at = (options.now ?? Date.now)();
  const nowText = new Date(at).toISOString();
  const leaseMs = options.leaseMs ?? 120_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const result: MailRunResult = { sent: 0, dropped: 0, retried: 0 };
  const due = await db
    .selectFrom("notification_digests")
    .select("digestID")
    .where("runAfter", "<=", nowText)
    .where((eb) => eb.or([eb("claimedUntil", "is", null), eb("claimedUntil", "<=", nowText)]))
    .orderBy("runAfter")
    .orderBy("digestID")
    .limit(options.batchSize ?? 50)
    .execute();
  for (const { digestID } of due) {
    const token = randomUUID();
    const claimed = await db
      .updateTable("notification_digests")
      .set({ claimToken: token, claimedUntil: new Date(at + leaseMs).toISOString() })
      .where("digestID", "=", digestID)
      .where("runAfter", "<=", nowText)
      .where((eb) => eb.or([eb("claimedUntil", "is", null), eb("claimedUntil", "<=", nowText)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue; // another server took it
    const digest = await db
      .selectFrom("notification_digests")
      .selectAll()
      .where("digestID", "=", digestID)
      .where("claimToken", "=", token)
      .executeTakeFirst();
    if (!digest) continue;
    const done = async () => {
      const gone = await db
        .deleteFrom("notification_digests")
        .where("digestID", "=", digestID)
        .where("claimToken", "=", token)
        .executeTakeFirst();
      if (Number(gone.numDeletedRows) === 1)
        await db.deleteFrom("notification_digest_items").where("digestID", "=", digestID).execute();
    };
    const mail = await composeDigest(db, digest, options);
    if (!mail) {
      await done();
      result.dropped++;
      continue;
    }
    try {
      await options.mailer.send(mail);
      await done();
      result.sent++;
    } catch (error) {
      const attempts = digest.attempts + 1;
      const reason = error instanceof Error ? error.message : String(error);
      options.log?.("Notification digest failed", { digestID, attempts, err: error });
      if (attempts >= maxAttempts) {
        await done();
        result.dropped++;
        continue;
      }
      await db
        .updateTable("notification_digests")
        .set({
          attempts,
          runAfter: new Date(at + retryDelayMs(attempts)).toISOString(),
          claimToken: null,
          claimedUntil: null,
          lastError: reason.slice(0, 500),
        })
        .where("digestID", "=", digestID)
        .where("claimToken", "=", token)
        .execute();
      result.retried++;
    }
  }
  return result;
}

/** The mail of a digest: what the member may still read and still wants, newest first; else undefined. */
async function composeDigest(
  db: Kysely<Database>,
  digest: { digestID: number; userID: number; frequency: string },
  options: NotificationMailOptions,
) {
  const { userID } = digest;
  const [user, notifications, preferences] = await Promise.all([
    db.selectFrom("users").select(["name", "email"]).where("userID", "=", userID).executeTakeFirst(),
    db
      .selectFrom("notification_digest_items")
      .innerJoin("notifications", "notifications.notificationID", "notification_digest_items.notificationID")
      .select([
        "notifications.body",
        "notifications.url",
        "notifications.reason",
        "notifications.recordType",
        "notifications.recordID",
      ])
      .where("notification_digest_items.digestID", "=", digest.digestID)
      .where("notifications.userID", "=", userID)
      .orderBy("notifications.dateUpdated", "desc")
      .orderBy("notifications.notificationID", "desc")
      .execute(),
    loadNotificationPreferences(db, userID),
  ]);
  if (!user?.email) return undefined;
  const kept: { body: string; url: string; kind: NotificationKind }[] = [];
  for (const notification of notifications) {
    const kind = kindOfReason[notification.reason];
    if (!kind || !preferences[kind].email) continue;
    if (!(await stillReadable(db, userID, notification.recordType, notification.recordID))) continue;
    kept.push({ body: notification.body, url: notification.url, kind });
  }
  if (kept.length === 0) return undefined;
  const { origin } = options;
  const site = (await options.siteName?.()) ?? (await readSiteConfig(db))["ui.siteName"];
  const period = digest.frequency === "weekly" ? "weekly" : "daily";
  const stops: string[] = [];
  for (const kind of [...new Set(kept.map((item) => item.kind))]) {
    stops.push(`${kind}: ${origin}${unsubscribePagePath(await signUnsubscribeToken(db, userID, kind))}`);
  }
  const allToken = await signUnsubscribeToken(db, userID, "All");
  const count = kept.length === 1 ? "1 notification" : `${kept.length} notifications`;
  return {
    to: user.email,
    subject: `Your ${period} digest: ${count} (${site})`,
    text: [
      `Hello ${user.name},`,
      `Here is what happened since your last ${period} digest:`,
      kept.map((item) => `- ${item.body}.\n  ${origin}${item.url}`).join("\n"),
      `To stop one kind of these emails, open its link:\n${stops.join("\n")}`,
      `To stop all of them: ${origin}${unsubscribePagePath(allToken)}`,
      `Choose what you get, and how often, at ${origin}/profile/preferences.`,
    ].join("\n\n"),
    // A digest mixes kinds: its one-click unsubscribe (RFC 8058) stops all notification mail.
    headers: {
      "List-Unsubscribe": `<${origin}${unsubscribePath(allToken)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
