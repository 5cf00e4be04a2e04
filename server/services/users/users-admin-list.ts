import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { badRequest } from "../../http/errors";
import type { User } from "../../../schemas/entities/user.schema";
import type { MemberListQuery } from "../../../schemas/api/users-admin.schema";
import { loginKey } from "./users";
import { presentUsers } from "./user-presenter";
import { notDeleted } from "./users-admin";

/** Members per page unless asked (Vanilla's users.yml default). */
export const MEMBER_LIST_LIMIT = 30;

/** Where a page starts: after the last row of the page before, by the order's key. */
type Cursor = { name: string } | { userID: number };

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor), "utf8").toString("base64url");
}

function decodeCursor(text: string, sort: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (sort === "name" && typeof (value as { name?: unknown }).name === "string") {
      return { name: (value as { name: string }).name };
    }
    const userID = (value as { userID?: unknown }).userID;
    if (sort !== "name" && Number.isSafeInteger(userID)) return { userID: userID as number };
  } catch {
    // answered below
  }
  throw badRequest("The cursor is not valid.", [
    { field: "cursor", code: "invalid", message: "Use the cursor of a next link with the same order." },
  ]);
}

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * A page of the members list: deleted accounts left out; by name (the unique name key) or by ID,
 * each read from an index by key (no skipping). `query` matches a name prefix, or an email prefix
 * for viewers with personalInfo.view. Each member is shown as `GET /users/{id}` shows them.
 */
export async function listMembers(
  db: Kysely<Database>,
  viewer: Viewer,
  query: MemberListQuery,
  options: { bannedPrivateProfile: boolean },
): Promise<{ users: User[]; nextCursor?: string; limit: number }> {
  const sort = query.sort ?? "name";
  const limit = query.limit ?? MEMBER_LIST_LIMIT;
  let q = db.selectFrom("users").selectAll().where(notDeleted);
  const text = loginKey(query.query ?? "");
  if (text) {
    const pattern = likePrefix(text);
    const matches = (column: "nameKey" | "emailKey") =>
      sql<boolean>`${sql.ref(`users.${column}`)} like ${pattern} escape '\\'`;
    q = hasPermission(viewer.checker, "personalInfo.view")
      ? q.where((eb) => eb.or([matches("nameKey"), matches("emailKey")]))
      : q.where(matches("nameKey"));
  }
  if (query.isBanned !== undefined) q = q.where("banned", "=", query.isBanned ? 1 : 0);
  if (query.roleID !== undefined) {
    const roleID = query.roleID;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom("user_roles")
          .select("user_roles.userID")
          .whereRef("user_roles.userID", "=", "users.userID")
          .where("user_roles.roleID", "=", roleID),
      ),
    );
  }
  const cursor = query.cursor ? decodeCursor(query.cursor, sort) : undefined;
  if (sort === "name") {
    if (cursor && "name" in cursor) q = q.where("nameKey", ">", cursor.name);
    q = q.orderBy("nameKey");
  } else {
    const descending = sort === "-userID";
    if (cursor && "userID" in cursor) q = q.where("userID", descending ? "<" : ">", cursor.userID);
    q = q.orderBy("userID", descending ? "desc" : "asc");
  }
  const rows = await q.limit(limit + 1).execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const users = await presentUsers(db, page, viewer, options);
  return {
    users,
    limit,
    ...(rows.length > limit && last
      ? { nextCursor: encodeCursor(sort === "name" ? { name: last.nameKey } : { userID: last.userID }) }
      : {}),
  };
}
