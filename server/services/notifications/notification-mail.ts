import { createHmac, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { readSiteConfig } from "../config";
import { loadViewer } from "../../auth/viewer";
import { systemSecret } from "../../auth/system-secrets";
import { HttpError } from "../../http/errors";
import {
  notificationKinds,
  unsubscribeScopes,
  type UnsubscribeScope,
} from "../../../schemas/entities/notification-preferences.schema";
import { runMailQueue, type MailQueueRun, type MailRunResult } from "../mail/mail-queue";
import { loadCommentInThread } from "../comments/comment-access";
import { getDiscussionRow } from "../discussions/discussion-get";
import { kindOfReason, loadNotificationPreferences } from "./notification-preferences";
import { collectIntoDigests, digestFrequencies } from "./notification-digests";

/** A notification as the mail queue sees it. */
interface MailedNotification {
  notificationID: number;
  userID: number;
  reason: string;
}

/**
 * Queues a mail for each notification whose member switched its kind's email on. Only rows are
 * added (the request never waits on a mail server); a notification already waiting to be mailed is
 * not queued twice, so a grouped notification that grew is mailed once with its newest text.
 */
export async function enqueueNotificationMails(
  db: Kysely<Database>,
  rows: readonly MailedNotification[],
  now: string,
): Promise<void> {
  const kinds = [...new Set(rows.flatMap((row) => kindOfReason[row.reason] ?? []))];
  if (kinds.length === 0) return;
  const wanting = await db
    .selectFrom("notification_preferences")
    .select(["userID", "kind"])
    .where("userID", "in", [...new Set(rows.map((row) => row.userID))])
    .where("kind", "in", kinds)
    .where("email", "=", 1)
    .execute();
  const wants = new Set(wanting.map((row) => `${row.userID}:${row.kind}`));
  const wanted = rows.filter((row) => wants.has(`${row.userID}:${kindOfReason[row.reason] ?? ""}`));
  if (wanted.length === 0) return;
  // Members who chose a daily or weekly digest get it there instead (notification-digests.ts).
  const frequencies = await digestFrequencies(
    db,
    wanted.map((row) => row.userID),
  );
  await collectIntoDigests(
    db,
    wanted.filter((row) => frequencies.has(row.userID)),
    frequencies,
    now,
  );
  const mailed = wanted.filter((row) => !frequencies.has(row.userID));
  if (mailed.length === 0) return;
  const waiting = await db
    .selectFrom("notification_mail_jobs")
    .select("notificationID")
    .where(
      "notificationID",
      "in",
      mailed.map((row) => row.notificationID),
    )
    .where("claimToken", "is", null)
    .execute();
  const queued = new Set(waiting.map((row) => row.notificationID));
  const values = mailed
    .filter((row) => !queued.has(row.notificationID))
    .map((row) => ({
      userID: row.userID,
      notificationID: row.notificationID,
      attempts: 0,
      runAfter: now,
      dateInserted: now,
    }));
  if (values.length > 0) await db.insertInto("notification_mail_jobs").values(values).execute();
}

/** The path of the one-click unsubscribe call a mail's `List-Unsubscribe` names (RFC 8058). */
export const unsubscribePath = (token: string) => `/api/v2/notification-preferences/unsubscribe/${token}`;

const signingSecret = (db: Kysely<Database>) => systemSecret(db, "notification-unsubscribe");

/** A token that switches off one member's mail of one kind: `userID.kind.hmac`, valid until used. */
export async function signUnsubscribeToken(
  db: Kysely<Database>,
  userID: number,
  kind: UnsubscribeScope,
): Promise<string> {
  const payload = `${userID}.${kind}`;
  const mac = createHmac("sha256", await signingSecret(db))
    .update(payload)
    .digest("base64url");
  return `${payload}.${mac}`;
}

/** The 400 of a token this site did not sign, or of a member who is gone. */
const invalidUnsubscribeToken = () =>
  new HttpError(400, "This unsubscribe link is not valid.", {
    description: "Open the notification preferences page to choose which mail you get.",
  });

/** The member and kind of a token this site signed; 400 for anything else. */
export async function verifyUnsubscribeToken(
  db: Kysely<Database>,
  token: string,
): Promise<{ userID: number; kind: UnsubscribeScope }> {
  const match = /^(\d{1,10})\.([A-Za-z]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  const kind = match?.[2] as UnsubscribeScope | undefined;
  if (!match || !kind || !unsubscribeScopes.includes(kind)) throw invalidUnsubscribeToken();
  const expected = createHmac("sha256", await signingSecret(db))
    .update(`${match[1]}.${kind}`)
    .digest();
  const given = Buffer.from(match[3] ?? "", "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidUnsubscribeToken();
  return { userID: Number(match[1]), kind };
}

/** The address of the page a mail's body links to: it names the kind and offers the button (a GET changes nothing). */
export const unsubscribePagePath = (token: string) => `/unsubscribe/${token}`;

/** The kinds a scope covers. */
const kindsOf = (scope: UnsubscribeScope) => (scope === "All" ? notificationKinds : [scope]);

/**
 * What a token would switch off and whether that mail is still on, without changing anything (mail
 * scanners open links): 400 for a token this site did not sign or whose member is gone.
 */
export async function describeUnsubscribe(
  db: Kysely<Database>,
  token: string,
): Promise<{ kind: UnsubscribeScope; email: boolean }> {
  const { userID, kind } = await verifyUnsubscribeToken(db, token);
  const user = await db.selectFrom("users").select("userID").where("userID", "=", userID).executeTakeFirst();
  if (!user) throw invalidUnsubscribeToken();
  const preferences = await loadNotificationPreferences(db, userID);
  const email = kindsOf(kind).some((each) => preferences[each].email);
  return { kind, email };
}

/** Switches a member's mail of one kind (or of all, for `All`) off through a signed token (no session needed). */
export async function unsubscribe(db: Kysely<Database>, token: string, now: string): Promise<void> {
  const { userID, kind } = await verifyUnsubscribeToken(db, token);
  const user = await db.selectFrom("users").select("userID").where("userID", "=", userID).executeTakeFirst();
  if (!user) return;
  for (const each of kindsOf(kind)) {
    await db
      .insertInto("notification_preferences")
      .values({ userID, kind: each, popup: 1, email: 0, dateUpdated: now })
      .onConflict((oc) => oc.columns(["userID", "kind"]).doUpdateSet({ email: 0, dateUpdated: now }))
      .execute();
  }
}

/** Options of {@link runNotificationMail} and {@link startNotificationMailer}. */
export interface NotificationMailOptions extends MailQueueRun {
  /** The site's public origin for links (PLAZA_PUBLIC_URL). */
  origin: string;
  siteName?: () => Promise<string> | string;
}

/**
 * Sends the due notification mail once (see {@link runMailQueue}: each mail once across servers,
 * retried with backoff). At send time the member must still be able to read what it is about (the
 * category's permission, a comment not deleted, a conversation they are in) and still want the
 * kind; otherwise the row is dropped unsent.
 */
export function runNotificationMail(
  db: Kysely<Database>,
  options: NotificationMailOptions,
): Promise<MailRunResult> {
  return runMailQueue(
    db,
    {
      table: "notification_mail_jobs",
      id: "jobID",
      label: "Notification mail",
      compose: (job) => composeMail(db, job.userID, job.notificationID, options.origin, options.siteName),
    },
    options,
  );
}

/** Whether a member may still read what a notification is about. */
export async function stillReadable(
  db: Kysely<Database>,
  userID: number,
  recordType: string | null,
  recordID: number | null,
): Promise<boolean> {
  const viewer = await loadViewer(db, userID);
  if (viewer.userID === 0 || viewer.isBanned) return false;
  try {
    if (recordType === "comment" && recordID !== null) {
      const { comment } = await loadCommentInThread(db, viewer, recordID);
      return comment.deleted !== 1;
    }
    if (recordType === "discussion" && recordID !== null) {
      await getDiscussionRow(db, viewer, recordID);
      return true;
    }
    if (recordType === "conversation" && recordID !== null) {
      const row = await db
        .selectFrom("conversation_participants")
        .select("userID")
        .where("conversationID", "=", recordID)
        .where("userID", "=", userID)
        .where("deleted", "=", 0)
        .executeTakeFirst();
      return row !== undefined;
    }
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
  return false;
}

/** The mail of one queued notification, or undefined when it must not be sent any more. */
async function composeMail(
  db: Kysely<Database>,
  userID: number,
  notificationID: number,
  origin: string,
  siteName: NotificationMailOptions["siteName"],
) {
  const [notification, user] = await Promise.all([
    db
      .selectFrom("notifications")
      .selectAll()
      .where("notificationID", "=", notificationID)
      .executeTakeFirst(),
    db.selectFrom("users").select(["name", "email"]).where("userID", "=", userID).executeTakeFirst(),
  ]);
  if (!notification || !user?.email) return undefined;
  const kind = kindOfReason[notification.reason];
  if (!kind) return undefined;
  const wanted = await db
    .selectFrom("notification_preferences")
    .select("email")
    .where("userID", "=", userID)
    .where("kind", "=", kind)
    .executeTakeFirst();
  if (wanted?.email !== 1) return undefined;
  if (!(await stillReadable(db, userID, notification.recordType, notification.recordID))) return undefined;
  const site = (await siteName?.()) ?? (await readSiteConfig(db))["ui.siteName"];
  const token = await signUnsubscribeToken(db, userID, kind);
  const unsubscribeUrl = `${origin}${unsubscribePath(token)}`;
  return {
    to: user.email,
    subject: `${notification.body} (${site})`,
    text: [
      `Hello ${user.name},`,
      `${notification.body}.`,
      `Open it: ${origin}${notification.url}`,
      `To stop these emails, open ${origin}${unsubscribePagePath(token)} or choose what you get at ${origin}/profile/preferences.`,
    ].join("\n\n"),
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
