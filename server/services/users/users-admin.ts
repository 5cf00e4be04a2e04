import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { authorize } from "../../auth/viewer";
import { nowISO, toISO } from "../../db/columns";
import { badRequest, forbidden, notFound } from "../../http/errors";
import type { UserBan, UserBanBody, UserBanEntry } from "../../../schemas/api/users-admin.schema";
import { getUserRoles, getUserRow, type UserRow } from "./users";
import { syncSearchIndex } from "../search/search-index";
import { assertMayGiveRoles, assertOutranks } from "../roles/user-rank";

/** 403 when staff aim a members call at their own account; 404 for a deleted account. */
function refuseSelf(viewer: Viewer, user: UserRow, what: string): void {
  if (user.name === "") throw notFound("User");
  if (viewer.userID === user.userID) throw forbidden("Permission Problem", `You cannot ${what} yourself.`);
}

/**
 * The member a staff call names: the caller needs `permission`, and site.manage too when the member
 * is an administrator. Guests 401, others 403, unknown and deleted accounts 404.
 */
export async function staffTarget(
  db: Kysely<Database>,
  viewer: Viewer,
  userID: number,
  permission: string,
): Promise<UserRow> {
  authorize(viewer, permission);
  const user = userID > 0 ? await getUserRow(db, userID) : undefined;
  if (!user || user.name === "") throw notFound("User");
  if ((await getUserRoles(db, userID)).some((role) => role.isAdmin === 1)) authorize(viewer, "site.manage");
  return user;
}

/**
 * Sets a member's roles (`PATCH /users/{id}` `roleID`, Vanilla's UserPatch). Staff with users.edit
 * change the roles of members ranking strictly below them, and only so that the member still ranks
 * below them (user-rank.ts): no role granting what they lack, and no making a member their equal, so
 * a moderator neither makes nor unmakes moderators. Guest and Banned are no roles to give (banning is
 * `PUT /users/{id}/ban`), a member keeps at least one role, and nobody changes their own.
 */
export async function setMemberRoles(
  db: Kysely<Database>,
  viewer: Viewer,
  user: UserRow,
  roleIDs: readonly number[],
): Promise<void> {
  refuseSelf(viewer, user, "change the roles of");
  const message = "The roles could not be changed.";
  const wanted = [...new Set(roleIDs)];
  if (wanted.length === 0) {
    throw badRequest(message, [
      { field: "roleID", code: "required", message: "A member needs at least one role." },
    ]);
  }
  const roles = await db
    .selectFrom("roles")
    .select(["roleID", "type", "isAdmin"])
    .where("roleID", "in", wanted)
    .execute();
  const unknown = wanted.filter((id) => !roles.some((role) => role.roleID === id));
  if (unknown.length) {
    throw badRequest(message, [
      { field: "roleID", code: "invalid", message: `No role has the ID ${unknown.join(", ")}.` },
    ]);
  }
  if (roles.some((role) => role.type === "guest" || role.type === "banned")) {
    throw badRequest(message, [
      {
        field: "roleID",
        code: "invalid",
        message: "Guest and Banned are not roles to give; ban a member instead.",
      },
    ]);
  }
  const held = (await getUserRoles(db, user.userID)).map((role) => role.roleID);
  const changed = [
    ...wanted.filter((id) => !held.includes(id)),
    ...held.filter((id) => !wanted.includes(id)),
  ];
  if (changed.length === 0) return;
  await assertOutranks(db, viewer, user.userID, "change the roles of");
  await assertMayGiveRoles(db, viewer, wanted);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("user_roles").where("userID", "=", user.userID).execute();
    await trx
      .insertInto("user_roles")
      .values(wanted.map((roleID) => ({ userID: user.userID, roleID })))
      .execute();
    await trx.updateTable("users").set({ dateUpdated: nowISO() }).where("userID", "=", user.userID).execute();
  });
}

/**
 * Bans or unbans a member (`PUT /users/{id}/ban`) ranking strictly below the viewer (user-rank.ts),
 * keeping the reason in their ban history. A ban leaves the member's sessions: they still read and
 * may sign out, and their next write is refused (server/auth/viewer.ts), on every server, as the
 * write changes the database's change stamp.
 */
export async function setMemberBanned(
  db: Kysely<Database>,
  viewer: Viewer,
  user: UserRow,
  body: UserBanBody,
): Promise<UserBan> {
  refuseSelf(viewer, user, "ban or unban");
  await assertOutranks(db, viewer, user.userID, body.banned ? "ban" : "unban");
  const banned = body.banned ? 1 : 0;
  const reason = body.reason?.trim() ?? "";
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ banned, dateUpdated: nowISO() })
      .where("userID", "=", user.userID)
      .execute();
    await trx
      .insertInto("user_bans")
      .values({ userID: user.userID, banned, reason, insertUserID: viewer.userID, dateInserted: nowISO() })
      .execute();
  });
  return { banned: banned === 1, ...(reason ? { reason } : {}) };
}

/** A member's bans and unbans with their reasons, the newest first (at most 100). */
export async function banHistory(db: Kysely<Database>, userID: number): Promise<UserBanEntry[]> {
  const rows = await db
    .selectFrom("user_bans")
    .selectAll()
    .where("userID", "=", userID)
    .orderBy("banID", "desc")
    .limit(100)
    .execute();
  return rows.map((row) => ({
    banID: row.banID,
    banned: row.banned === 1,
    reason: row.reason,
    insertUserID: row.insertUserID,
    dateInserted: toISO(row.dateInserted) ?? "",
  }));
}

/**
 * Deletes a member ranking strictly below the viewer and keeps their posts (`DELETE /users/{id}`,
 * deleteMethod keep): the account is emptied (no name, email, photo, password, roles or sessions)
 * and marked banned, so it can neither sign in nor be mentioned; its posts stay, shown by the
 * "Deleted User" placeholder (shell spec §3: a user with no name). Keys that must stay unique get
 * `deleted:<id>`, which no name or email can be.
 */
export async function deleteMemberKeepingContent(
  db: Kysely<Database>,
  viewer: Viewer,
  user: UserRow,
): Promise<void> {
  refuseSelf(viewer, user, "delete");
  await assertOutranks(db, viewer, user.userID, "delete");
  const key = `deleted:${user.userID}`;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({
        name: "",
        nameKey: key,
        nameSkeleton: key,
        email: "",
        emailKey: key,
        passwordHash: "",
        photoUrl: "",
        title: "",
        signature: "",
        signatureHtml: null,
        private: 0,
        banned: 1,
        emailConfirmed: 0,
        dateUpdated: nowISO(),
      })
      .where("userID", "=", user.userID)
      .execute();
    await trx.deleteFrom("sessions").where("userID", "=", user.userID).execute();
    await trx.deleteFrom("user_tokens").where("userID", "=", user.userID).execute();
    await trx.deleteFrom("user_roles").where("userID", "=", user.userID).execute();
    await syncSearchIndex(trx, { userIDs: [user.userID] });
  });
}

/** The condition of a member that is not a deleted account. */
export const notDeleted = sql<boolean>`${sql.ref("users.name")} <> ''`;
