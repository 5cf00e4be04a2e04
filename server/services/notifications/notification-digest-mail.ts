import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { readSiteConfig } from "../config";
import type { NotificationKind } from "../../../schemas/entities/notification-preferences.schema";
import { kindOfReason, loadNotificationPreferences } from "./notification-preferences";
import { runMailQueue, type MailRunResult } from "../mail/mail-queue";
import {
  signUnsubscribeToken,
  stillReadable,
  unsubscribePagePath,
  unsubscribePath,
  type NotificationMailOptions,
} from "./notification-mail";

/**
 * Sends the digests that are due, each once (see {@link runMailQueue}: once across servers, a
 * digest waiting when a server stopped sent by the next run of any server, retried with backoff).
 * At send time each notification in it is checked again: the member must still want that kind by
 * email and still be able to read what it is about; the others are left out, and a digest left
 * empty is dropped unsent.
 */
export function runNotificationDigests(
  db: Kysely<Database>,
  options: NotificationMailOptions,
): Promise<MailRunResult> {
  return runMailQueue(
    db,
    {
      table: "notification_digests",
      id: "digestID",
      label: "Notification digest",
      compose: (digest) => composeDigest(db, digest, options),
      afterDone: async (digestID) => {
        await db.deleteFrom("notification_digest_items").where("digestID", "=", digestID).execute();
      },
    },
    options,
  );
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
