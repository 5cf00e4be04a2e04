import type { Kysely } from "kysely";
import {
  emailFrequencies,
  notificationKinds,
  type EmailFrequency,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesPatch,
} from "../../../schemas/entities/notification-preferences.schema";
import type { Database } from "../../db/types";
import { nowISO } from "../../db/columns";
import { retimeWaitingDigests } from "./notification-digests";

/** A kind the member never saved: told in the menu, not by email. */
const DEFAULT_CHANNELS = { popup: true, email: false } as const;

/**
 * The kind of each notification reason that a member may switch off. Reasons not listed (warnings,
 * system notices) always reach the member.
 */
export const kindOfReason: Readonly<Record<string, NotificationKind>> = {
  mention: "Mention",
  comment: "DiscussionComment",
  reply: "DiscussionComment",
  reaction: "Reaction",
  message: "ConversationMessage",
  bookmark: "BookmarkComment",
};

/** How often a member's notification mail goes out: `each` (one mail per notification) until chosen. */
export async function loadEmailFrequency(db: Kysely<Database>, userID: number): Promise<EmailFrequency> {
  const row = await db
    .selectFrom("notification_mail_settings")
    .select("frequency")
    .where("userID", "=", userID)
    .executeTakeFirst();
  const frequency = row?.frequency as EmailFrequency | undefined;
  return frequency && emailFrequencies.includes(frequency) ? frequency : "each";
}

/** Every kind with its switches: the member's saved ones, the defaults for the rest; and the mail frequency. */
export async function loadNotificationPreferences(
  db: Kysely<Database>,
  userID: number,
): Promise<NotificationPreferences> {
  const [rows, emailFrequency] = await Promise.all([
    db
      .selectFrom("notification_preferences")
      .select(["kind", "popup", "email"])
      .where("userID", "=", userID)
      .execute(),
    loadEmailFrequency(db, userID),
  ]);
  const saved = new Map(rows.map((row) => [row.kind, row]));
  const entries = notificationKinds.map((kind) => {
    const row = saved.get(kind);
    return [
      kind,
      row ? { popup: row.popup === 1, email: row.email === 1 } : { ...DEFAULT_CHANNELS },
    ] as const;
  });
  return { ...Object.fromEntries(entries), emailFrequency } as NotificationPreferences;
}

/**
 * Saves the switches a patch names (a switch left out keeps its value) and answers every kind. Each
 * changed kind is written whole, in one upsert per kind.
 */
export async function saveNotificationPreferences(
  db: Kysely<Database>,
  userID: number,
  patch: NotificationPreferencesPatch,
): Promise<NotificationPreferences> {
  const current = await loadNotificationPreferences(db, userID);
  const now = nowISO();
  for (const kind of notificationKinds) {
    const change = patch[kind];
    if (!change) continue;
    const next = { ...current[kind], ...change };
    await db
      .insertInto("notification_preferences")
      .values({ userID, kind, popup: next.popup ? 1 : 0, email: next.email ? 1 : 0, dateUpdated: now })
      .onConflict((oc) =>
        oc.columns(["userID", "kind"]).doUpdateSet({
          popup: next.popup ? 1 : 0,
          email: next.email ? 1 : 0,
          dateUpdated: now,
        }),
      )
      .execute();
    current[kind] = next;
  }
  if (patch.emailFrequency && patch.emailFrequency !== current.emailFrequency) {
    const frequency = patch.emailFrequency;
    await db
      .insertInto("notification_mail_settings")
      .values({ userID, frequency, dateUpdated: now })
      .onConflict((oc) => oc.column("userID").doUpdateSet({ frequency, dateUpdated: now }))
      .execute();
    current.emailFrequency = frequency;
    await retimeWaitingDigests(db, userID, frequency, now);
  }
  return current;
}

/**
 * Whether each member wants their notification of its reason in the menu, in one query: false only
 * when the member switched that kind's popup off. Reasons without a kind are always wanted.
 */
export async function wantedPopups(
  db: Kysely<Database>,
  wanted: readonly { userID: number; reason: string }[],
): Promise<boolean[]> {
  const kinds = [...new Set(wanted.flatMap(({ reason }) => kindOfReason[reason] ?? []))];
  const userIDs = [...new Set(wanted.map(({ userID }) => userID))];
  const saved =
    kinds.length && userIDs.length
      ? await db
          .selectFrom("notification_preferences")
          .select(["userID", "kind", "popup"])
          .where("userID", "in", userIDs)
          .where("kind", "in", kinds)
          .execute()
      : [];
  const popupOf = new Map(saved.map((row) => [`${row.userID}:${row.kind}`, row.popup === 1]));
  return wanted.map(({ userID, reason }) => {
    const kind = kindOfReason[reason];
    return kind ? (popupOf.get(`${userID}:${kind}`) ?? DEFAULT_CHANNELS.popup) : true;
  });
}
