import type { Kysely } from "kysely";
import type { Me, User } from "../../../schemas/entities/user.schema";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import type { Database } from "../../db/types";
import { toISO } from "../../db/columns";
import { escapeXml } from "../body/escape-html";
import type { Viewer } from "../../auth/viewer";
import { loadVisibleUserCounts, type UserPostCounts } from "./user-counts";
import { loadReactionsReceived } from "./reactions-received";
import { rankOf, ranksEnabled } from "../addons/ranks";
import { getUserRow, profileUrl, type UserRow } from "./users";

// How users are presented: the viewer's own record (`/users/me`, with unread counts) and other
// users' records, with the fields the viewer may read.

/** The `/users/me` record of a viewer; a guest gets userID 0. */
export async function presentMe(db: Kysely<Database>, viewer: Viewer): Promise<Me> {
  const globalEntry = viewer.permissions.permissions.find((p) => p.type === "global");
  const permissions = Object.entries(globalEntry?.permissions ?? {})
    .filter(([, granted]) => granted)
    .map(([name]) => name)
    .sort();
  const row = viewer.userID > 0 ? await getUserRow(db, viewer.userID) : undefined;
  if (!row) {
    return {
      userID: 0,
      name: "Guest",
      photoUrl: "",
      dateLastActive: null,
      roleIDs: viewer.roleIDs,
      emailConfirmed: false,
      isAdmin: false,
      isSysAdmin: false,
      permissions,
      countUnreadNotifications: 0,
      countUnreadConversations: 0,
    };
  }
  const [counts, ban] = await Promise.all([
    countUnread(db, row.userID),
    row.banned === 1 ? ownBan(db, row.userID) : undefined,
  ]);
  return {
    userID: row.userID,
    name: row.name,
    url: profileUrl(row.name),
    photoUrl: row.photoUrl,
    email: row.email,
    dateLastActive: toISO(row.dateLastActive),
    roleIDs: viewer.roleIDs,
    emailConfirmed: row.emailConfirmed === 1,
    isAdmin: viewer.permissions.isAdmin,
    isSysAdmin: false,
    banned: row.banned ? 1 : 0,
    ...(ban ? { ban } : {}),
    private: row.private === 1,
    permissions,
    countUnreadNotifications: counts.notifications,
    countUnreadConversations: counts.conversations,
  };
}

/**
 * A banned member's latest ban, for their own record only: the reason and since when. Bans last
 * until staff lift them (`PUT /users/{id}/ban`), so none has an end date. A member marked banned
 * without a ban entry (a deleted account, an import) gets an empty reason.
 */
async function ownBan(db: Kysely<Database>, userID: number): Promise<NonNullable<Me["ban"]>> {
  const latest = await db
    .selectFrom("user_bans")
    .select(["reason", "dateInserted"])
    .where("userID", "=", userID)
    .where("banned", "=", 1)
    .orderBy("banID", "desc")
    .limit(1)
    .executeTakeFirst();
  return { reason: latest?.reason ?? "", dateInserted: toISO(latest?.dateInserted) ?? "", dateExpires: null };
}

/** Unread notifications and conversations of a user. */
export async function countUnread(db: Kysely<Database>, userID: number) {
  const [notifications, conversations] = await Promise.all([
    db
      .selectFrom("notifications")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("userID", "=", userID)
      .where("read", "=", 0)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("conversation_participants")
      .innerJoin("conversations", "conversations.conversationID", "conversation_participants.conversationID")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("conversation_participants.userID", "=", userID)
      .where("conversation_participants.deleted", "=", 0)
      .whereRef("conversation_participants.countRead", "<", "conversations.countMessages")
      .executeTakeFirstOrThrow(),
  ]);
  return { notifications: Number(notifications.n), conversations: Number(conversations.n) };
}

/** Options of {@link presentUser} and {@link presentUsers}. */
export interface PresentUserOptions {
  bannedPrivateProfile: boolean;
  /** Expand the reactions the member's posts received (never on a restricted profile). */
  reactionsReceived?: boolean;
}

/**
 * The `/users/{id}` record as `viewer` may see it: email only for the owner and holders of
 * personalInfo.view; a private profile (or a banned one when ui.bannedPrivateProfile is on) is
 * reduced to its public fragment for everyone else (content spec §6): name, photo and the flags, no
 * dates, counts, title, email or reactions.
 */
export async function presentUser(
  db: Kysely<Database>,
  row: UserRow,
  viewer: Viewer,
  options: PresentUserOptions,
): Promise<User> {
  const [user] = await presentUsers(db, [row], viewer, options);
  return user!;
}

/**
 * {@link presentUser} of many users, in their order: one query for their roles and one for their
 * counts, whatever their number (the members list shows up to 500).
 */
export async function presentUsers(
  db: Kysely<Database>,
  rows: readonly UserRow[],
  viewer: Viewer,
  options: PresentUserOptions,
): Promise<User[]> {
  const canSeeAllPersonal = hasPermission(viewer.checker, "personalInfo.view");
  const shown = rows.map((row) => {
    const canSeePersonal = canSeeAllPersonal || viewer.userID === row.userID;
    const restricted =
      !canSeePersonal && (row.private === 1 || (row.banned === 1 && options.bannedPrivateProfile));
    return { row, canSeePersonal, restricted };
  });
  const full = shown.filter((user) => !user.restricted).map((user) => user.row);
  const [roleRows, counts, withRanks] = full.length
    ? await Promise.all([
        db
          .selectFrom("user_roles")
          .innerJoin("roles", "roles.roleID", "user_roles.roleID")
          .select(["user_roles.userID", "roles.roleID", "roles.name", "roles.isAdmin"])
          .where(
            "user_roles.userID",
            "in",
            full.map((row) => row.userID),
          )
          .orderBy("roles.sort")
          .execute(),
        // Only posts in categories the viewer may see (content spec §6): see user-counts.ts.
        loadVisibleUserCounts(db, viewer, full),
        ranksEnabled(db),
      ])
    : [[], new Map<number, UserPostCounts>(), false];
  return Promise.all(
    shown.map(async ({ row, canSeePersonal, restricted }): Promise<User> => {
      const base: User = {
        userID: row.userID,
        name: row.name,
        url: profileUrl(row.name),
        photoUrl: row.photoUrl,
        dateLastActive: restricted ? null : toISO(row.dateLastActive),
        // The join date is a profile detail too (page-shell spec §3 card user): empty when restricted.
        dateInserted: restricted ? "" : (toISO(row.dateInserted) ?? ""),
        banned: row.banned ? 1 : 0,
        private: row.private === 1,
        // Vanilla's flags: Plaza never shows an email address to others and has no spam check.
        showEmail: false,
        bypassSpam: false,
      };
      if (restricted) return base;
      const roles = roleRows.filter((role) => role.userID === row.userID);
      return {
        ...base,
        ...(canSeePersonal ? { email: row.email, emailConfirmed: row.emailConfirmed === 1 } : {}),
        title: row.title,
        label: row.title,
        labelHtml: escapeXml(row.title),
        roleIDs: roles.map((r) => r.roleID),
        roles: roles.map(({ roleID, name }) => ({ roleID, name })),
        dateUpdated: toISO(row.dateUpdated),
        ...counts.get(row.userID),
        points: row.points,
        ...(withRanks ? { rank: rankOf(row) } : {}),
        isAdmin: roles.some((r) => r.isAdmin === 1),
        ...(options.reactionsReceived
          ? { reactionsReceived: await loadReactionsReceived(db, viewer, row) }
          : {}),
      };
    }),
  );
}
