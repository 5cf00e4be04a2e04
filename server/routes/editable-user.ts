import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import { authorize, requireSignedIn, type Viewer } from "../auth/viewer";
import { notFound } from "../http/errors";
import { getUserRoles, getUserRow, type UserRow } from "../services/users";
import { userIDOf } from "./users";

/** The `{id}` of the account calls: a user ID, `$me` or `me`. */
export const editableUserParams = {
  type: "object",
  properties: { id: { type: "string", pattern: "^(\\d+|\\$me|me)$" } },
  required: ["id"],
} as const;

/**
 * The account a viewer may edit through `/users/{id}` calls: their own, or, with `users.edit`,
 * a member's (an administrator's only with `site.manage`). Guests 401, others 403, unknown 404.
 */
export async function editableUser(
  db: Kysely<Database>,
  viewer: Viewer,
  id: string,
): Promise<{ user: UserRow; isSelf: boolean }> {
  requireSignedIn(viewer);
  const userID = id === "me" ? viewer.userID : userIDOf(id, viewer);
  const isSelf = userID === viewer.userID;
  if (!isSelf) authorize(viewer, "users.edit");
  const user = userID > 0 ? await getUserRow(db, userID) : undefined;
  if (!user) throw notFound("User");
  // Moderators edit members; only a site manager edits an administrator's account.
  if (!isSelf && (await getUserRoles(db, userID)).some((role) => role.isAdmin === 1)) {
    authorize(viewer, "site.manage");
  }
  return { user, isSelf };
}
