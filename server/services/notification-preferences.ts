import type { Kysely } from "kysely";
import {
  notificationKinds,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesPatch,
} from "../../schemas/entities/notification-preferences.schema";
import type { Database } from "../db/types";
import { nowISO } from "../db/columns";

/** A kind the member never saved: told in the menu, not by email (no notification email is sent yet). */
const DEFAULT_CHANNELS = { popup: true, email: false } as const;

/**
 * The kind of each notification reason that a member may switch off. Reasons not listed (warnings,
 * system notices) always reach the member.
 */
const kindOfReason: Readonly<Record<string, NotificationKind>> = {
  mention: "Mention",
  comment: "DiscussionComment",
  reply: "DiscussionComment",
  reaction: "Reaction",
  message: "ConversationMessage",
  bookmark: "BookmarkComment",
};

/** Every kind with its switches: the member's saved ones, the defaults for the rest. */
export async function loadNotificationPreferences(
  db: Kysely<Database>,
  userID: number,
): Promise<NotificationPreferences> {
  const rows = await db
    .selectFrom("notification_preferences")
    .select(["kind", "popup", "email"])
    .where("userID", "=", userID)
    .execute();
  const saved = new Map(rows.map((row) => [row.kind, row]));
  const entries = notificationKinds.map((kind) => {
    const row = saved.get(kind);
    return [
      kind,
      row ? { popup: row.popup === 1, email: row.email === 1 } : { ...DEFAULT_CHANNELS },
    ] as const;
  });
  return Object.fromEntries(entries) as NotificationPreferences;
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
  return current;
}

/**
 * Whether `userID` wants notifications of `reason` in the menu: false only when the member switched
 * that kind's popup off. Reasons without a kind are always wanted.
 */
export async function wantsPopup(db: Kysely<Database>, userID: number, reason: string): Promise<boolean> {
  const kind = kindOfReason[reason];
  if (!kind) return true;
  const row = await db
    .selectFrom("notification_preferences")
    .select("popup")
    .where("userID", "=", userID)
    .where("kind", "=", kind)
    .executeTakeFirst();
  return row ? row.popup === 1 : DEFAULT_CHANNELS.popup;
}
