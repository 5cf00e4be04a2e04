import type { Kysely, Selectable } from "kysely";
import type { Me, User } from "../../schemas/entities/user.schema";
import { hasPermission } from "../../runtime/permissions/permission-checker";
import type { Database } from "../db/types";
import { nowISO, toISO } from "../db/columns";
import type { Viewer } from "../auth/viewer";
import { hashPassword } from "../auth/password";
import { badRequest } from "../http/errors";

/** A row of the users table. */
export type UserRow = Selectable<Database["users"]>;

/** The profile URL of a user (content spec §2 profile links). */
export function profileUrl(name: string): string {
  return `/profile/${encodeURIComponent(name)}`;
}

/** Finds a user by username or email, case-insensitively. */
export async function findUserByLogin(db: Kysely<Database>, login: string): Promise<UserRow | undefined> {
  const key = login.trim().toLowerCase();
  return db
    .selectFrom("users")
    .selectAll()
    .where((eb) => eb.or([eb("nameKey", "=", key), eb("emailKey", "=", key)]))
    .executeTakeFirst();
}

/** A user by ID. */
export async function getUserRow(db: Kysely<Database>, userID: number): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("userID", "=", userID).executeTakeFirst();
}

/** Roles of a user as `{roleID, name, isAdmin}`. */
export async function getUserRoles(db: Kysely<Database>, userID: number) {
  return db
    .selectFrom("user_roles")
    .innerJoin("roles", "roles.roleID", "user_roles.roleID")
    .select(["roles.roleID", "roles.name", "roles.isAdmin"])
    .where("user_roles.userID", "=", userID)
    .orderBy("roles.sort")
    .execute();
}

/** Creates a user with the given role types (Member by default); refuses taken names and emails. */
export async function createUser(
  db: Kysely<Database>,
  input: {
    name: string;
    email: string;
    password: string;
    roleIDs?: number[];
    emailConfirmed?: boolean;
    title?: string;
  },
): Promise<UserRow> {
  const name = input.name.trim();
  const email = input.email.trim();
  const errors = [];
  if (!/^[\p{L}\p{N}_.-]+$/u.test(name)) {
    errors.push({
      field: "name",
      code: "pattern",
      message: "Usernames may use letters, numbers, dots, dashes and underscores.",
    });
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    errors.push({ field: "email", code: "format", message: "That is not a valid email address." });
  }
  if (errors.length) throw badRequest("The user could not be created.", errors);
  const taken = await db
    .selectFrom("users")
    .select(["nameKey", "emailKey"])
    .where((eb) => eb.or([eb("nameKey", "=", name.toLowerCase()), eb("emailKey", "=", email.toLowerCase())]))
    .execute();
  if (taken.some((t) => t.nameKey === name.toLowerCase())) {
    errors.push({ field: "name", code: "unique", message: "That username is already taken." });
  }
  if (taken.some((t) => t.emailKey === email.toLowerCase())) {
    errors.push({ field: "email", code: "unique", message: "That email address is already registered." });
  }
  if (errors.length) throw badRequest("The user could not be created.", errors);

  const roleIDs =
    input.roleIDs ??
    (await db.selectFrom("roles").select("roleID").where("type", "=", "member").execute()).map(
      (r) => r.roleID,
    );
  const now = nowISO();
  const row = await db
    .insertInto("users")
    .values({
      name,
      nameKey: name.toLowerCase(),
      email,
      emailKey: email.toLowerCase(),
      passwordHash: await hashPassword(input.password),
      photoUrl: "",
      title: input.title ?? "",
      emailConfirmed: input.emailConfirmed ? 1 : 0,
      dateInserted: now,
      dateLastActive: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (roleIDs.length) {
    await db
      .insertInto("user_roles")
      .values(roleIDs.map((roleID) => ({ userID: row.userID, roleID })))
      .execute();
  }
  return row;
}

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
  const counts = await countUnread(db, row.userID);
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
    private: row.private === 1,
    permissions,
    countUnreadNotifications: counts.notifications,
    countUnreadConversations: counts.conversations,
  };
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

/**
 * The `/users/{id}` record as `viewer` may see it: email only for the owner and holders of
 * personalInfo.view; a private profile (or a banned one when ui.bannedPrivateProfile is on) is
 * reduced to its public fragment for everyone else (content spec §6).
 */
export async function presentUser(
  db: Kysely<Database>,
  row: UserRow,
  viewer: Viewer,
  options: { bannedPrivateProfile: boolean },
): Promise<User> {
  const isOwner = viewer.userID === row.userID;
  const canSeePersonal = isOwner || hasPermission(viewer.checker, "personalInfo.view");
  const restricted =
    !canSeePersonal && (row.private === 1 || (row.banned === 1 && options.bannedPrivateProfile));
  const base: User = {
    userID: row.userID,
    name: row.name,
    url: profileUrl(row.name),
    photoUrl: row.photoUrl,
    dateLastActive: restricted ? null : toISO(row.dateLastActive),
    dateInserted: toISO(row.dateInserted) ?? "",
    banned: row.banned ? 1 : 0,
    private: row.private === 1,
  };
  if (restricted) return base;
  const roles = await getUserRoles(db, row.userID);
  return {
    ...base,
    ...(canSeePersonal ? { email: row.email, emailConfirmed: row.emailConfirmed === 1 } : {}),
    title: row.title,
    label: row.title,
    labelHtml: escapeHtml(row.title),
    roleIDs: roles.map((r) => r.roleID),
    roles: roles.map(({ roleID, name }) => ({ roleID, name })),
    dateUpdated: toISO(row.dateUpdated),
    countDiscussions: row.countDiscussions,
    countComments: row.countComments,
    points: row.points,
    isAdmin: roles.some((r) => r.isAdmin === 1),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
