import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { authorize, requireSignedIn, type Viewer } from "../../auth/viewer";
import { notFound } from "../../http/errors";
import { getUserRow, type UserRow } from "../../services/users/users";
import { assertOutranks } from "../../services/roles/user-rank";
import { userIDOf } from "./users";

/** The `{id}` of the account calls: a user ID, `$me` or `me`. */
export const editableUserParams = {
  type: "object",
  properties: { id: { type: "string", pattern: "^(\\d+|\\$me|me)$" } },
  required: ["id"],
} as const;

/**
 * The account a viewer may edit through `/users/{id}` calls: their own, or, with `users.edit`, that
 * of a member ranking strictly below them (user-rank.ts: a moderator edits members, not moderators
 * or administrators). Guests 401, others 403, unknown 404.
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
  if (!isSelf) await assertOutranks(db, viewer, userID, "edit");
  return { user, isSelf };
}
