import type { Kysely, Selectable } from "kysely";
import type { Notification } from "../../../schemas/entities/notification.schema";
import type { Database } from "../../db/types";
import { nowISO, toISO } from "../../db/columns";
import { escapeXml } from "../body/escape-html";
import type { Viewer } from "../../auth/viewer";
import { notFound } from "../../http/errors";
import type { PageRequest } from "../../http/paging";
import { loadUserFragments } from "../users/user-fragments";
import { wantedPopups } from "./notification-preferences";
import { writeGroupedNotifications, type NotificationGroup } from "./notification-groups";
import { enqueueNotificationMails } from "./notification-mail";
import { publishLive } from "../live/publish-live";

/** A row of the notifications table. */
export type NotificationRow = Selectable<Database["notifications"]>;

/** Expansions a notification offers. */
export const notificationExpands = ["insertUser"] as const;
/** One notification expansion. */
export type NotificationExpand = (typeof notificationExpands)[number];

/** Filters of {@link listNotifications}: `read` true or false keeps only read or unread ones. */
export interface NotificationFilter {
  read?: boolean;
}

/** A page of a user's notifications, newest first, and how many match in all. */
export async function listNotifications(
  db: Kysely<Database>,
  userID: number,
  filter: NotificationFilter,
  page: PageRequest,
): Promise<{ rows: NotificationRow[]; total: number }> {
  let query = db.selectFrom("notifications").where("userID", "=", userID);
  if (filter.read !== undefined) query = query.where("read", "=", filter.read ? 1 : 0);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      // Grouped notifications move up when updated, so the newest activity leads (Vanilla's order).
      .orderBy("dateUpdated", "desc")
      .orderBy("notificationID", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * One notification of `userID`. Another user's notification answers 404 exactly like a missing
 * one, so IDs reveal nothing about other people's notifications.
 */
export async function getNotification(
  db: Kysely<Database>,
  userID: number,
  notificationID: number,
): Promise<NotificationRow> {
  const row = await db
    .selectFrom("notifications")
    .selectAll()
    .where("notificationID", "=", notificationID)
    .where("userID", "=", userID)
    .executeTakeFirst();
  if (!row) throw notFound("Notification");
  return row;
}

/** Marks one of `userID`'s notifications read (or unread again) and answers the updated row. */
export async function setNotificationRead(
  db: Kysely<Database>,
  userID: number,
  notificationID: number,
  read: boolean,
): Promise<NotificationRow> {
  const row = await db
    .updateTable("notifications")
    .set({ read: read ? 1 : 0 })
    .where("notificationID", "=", notificationID)
    .where("userID", "=", userID)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound("Notification");
  return row;
}

/** Marks every notification of `userID` read in one UPDATE (content spec §4 Notifications). */
export async function markAllNotificationsRead(db: Kysely<Database>, userID: number): Promise<void> {
  await db
    .updateTable("notifications")
    .set({ read: 1 })
    .where("userID", "=", userID)
    .where("read", "=", 0)
    .execute();
}

/** What happened, for {@link createNotification}. */
export interface NewNotification {
  /** Who is told. */
  userID: number;
  /** Whose action it was; null for system notices. */
  activityUserID: number | null;
  /** Why: comment, mention, reaction, ... */
  reason: string;
  /** Plain text; it is escaped when presented. */
  body: string;
  url: string;
  recordType: string | null;
  recordID: number | null;
  /** Joins the member's unread notification of this group instead of adding one (notification-groups.ts). */
  group?: NotificationGroup;
}

/**
 * Tells a user about someone's reply, mention or reaction, with the actor's photo. Nobody is told
 * about their own action, nor about a kind they switched off in their notification preferences:
 * then it answers undefined.
 */
export async function createNotification(
  db: Kysely<Database>,
  input: NewNotification,
): Promise<NotificationRow | undefined> {
  const [row] = await createNotifications(db, [input]);
  return row;
}

/** Notifications written in one statement (SQLite allows 32,766 bound values; 11 a row). */
const INSERT_BATCH = 1_000;

/**
 * {@link createNotification} for many at once, in a fixed number of queries whatever their number
 * (the members who bookmarked a busy discussion): the preferences, the actors' photos, then the rows.
 */
export async function createNotifications(
  db: Kysely<Database>,
  inputs: readonly NewNotification[],
): Promise<NotificationRow[]> {
  const told = inputs.filter((input) => input.userID !== input.activityUserID);
  const wanted = await wantedPopups(db, told);
  const kept = told.filter((_, index) => wanted[index]);
  if (kept.length === 0) return [];
  const actorIDs = [
    ...new Set(kept.flatMap((input) => (input.activityUserID === null ? [] : [input.activityUserID]))),
  ];
  const actors = actorIDs.length
    ? await db.selectFrom("users").select(["userID", "photoUrl"]).where("userID", "in", actorIDs).execute()
    : [];
  const photoOf = new Map(actors.map((actor) => [actor.userID, actor.photoUrl]));
  const now = nowISO();
  const valuesOf = (input: NewNotification) => ({
    userID: input.userID,
    activityUserID: input.activityUserID,
    reason: input.reason,
    body: input.body,
    url: input.url,
    photoUrl: (input.activityUserID !== null ? photoOf.get(input.activityUserID) : undefined) ?? "",
    recordType: input.recordType,
    recordID: input.recordID,
  });
  const single = kept.filter((input) => !input.group);
  const rows: NotificationRow[] = [];
  for (let start = 0; start < single.length; start += INSERT_BATCH) {
    const values = single
      .slice(start, start + INSERT_BATCH)
      .map((input) => ({ ...valuesOf(input), read: 0, dateInserted: now, dateUpdated: now }));
    rows.push(...(await db.insertInto("notifications").values(values).returningAll().execute()));
  }
  const groupedIDs = await writeGroupedNotifications(
    db,
    kept.flatMap((input) => (input.group ? [{ values: valuesOf(input), group: input.group }] : [])),
    now,
  );
  if (groupedIDs.length > 0) {
    rows.push(
      ...(await db
        .selectFrom("notifications")
        .selectAll()
        .where("notificationID", "in", groupedIDs)
        .execute()),
    );
  }
  // Mail is only queued here; the notification mail loop sends it (notification-mail.ts).
  await enqueueNotificationMails(db, rows, now);
  // Each member's open tabs update their counts (server/services/live/).
  await publishLive(
    db,
    rows.map((row) => ({
      type: "notification",
      topic: `user:${row.userID}`,
      userID: row.userID,
      data: { notificationID: row.notificationID },
    })),
  );
  return rows;
}

/**
 * Turns rows into API records. The acting users are loaded in one query: their photo stands in for
 * a notification without one, and with expand=insertUser they are embedded.
 */
export async function presentNotifications(
  db: Kysely<Database>,
  viewer: Viewer,
  rows: readonly NotificationRow[],
  expand: Set<NotificationExpand>,
): Promise<Notification[]> {
  const users = await loadUserFragments(
    db,
    viewer,
    rows.flatMap((row) => (row.activityUserID === null ? [] : [row.activityUserID])),
  );
  return rows.map((row) => {
    const actor = row.activityUserID === null ? undefined : users.get(row.activityUserID);
    const notification: Notification = {
      notificationID: row.notificationID,
      // Vanilla's body is HTML; ours is stored as text.
      body: escapeXml(row.body),
      photoUrl: row.photoUrl || actor?.photoUrl || "",
      url: row.url,
      read: row.read === 1,
      reason: row.reason,
      recordType: row.recordType,
      recordID: row.recordID,
      activityUserID: row.activityUserID,
      dateInserted: toISO(row.dateInserted) ?? "",
      dateUpdated: toISO(row.dateUpdated) ?? toISO(row.dateInserted) ?? "",
      count: row.count,
    };
    if (expand.has("insertUser") && actor) notification.insertUser = actor;
    return notification;
  });
}
