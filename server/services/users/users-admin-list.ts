import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import { badRequest } from "../../http/errors";
import type { User } from "../../../schemas/entities/user.schema";
import type { MemberListQuery, MemberListSortKey } from "../../../schemas/api/users-admin.schema";
import { toISO } from "../../db/columns";
import { loadCategoryScope } from "../categories/categories";
import { planVisibleCount } from "../categories/count-scope";
import { loginKey, type UserRow } from "./users";
import { presentUsers } from "./user-presenter";
import { notDeleted } from "./users-admin";

/** Members per page unless asked (Vanilla's users.yml default). */
export const MEMBER_LIST_LIMIT = 30;

/** A members list order's key: what it sorts by, read from a row, and whether the user ID breaks ties. */
interface SortKey {
  expression: RawBuilder<unknown>;
  valueOf(row: UserRow): string | number;
  /** The key is unique (name, ID): no tiebreak needed. */
  isUnique: boolean;
}

const ref = (column: keyof Database["users"]) => sql.ref(`users.${column}`);

// The last-activity and post-count expressions are those of migration 0047's indexes, so they serve them.
const sortKeys: Record<MemberListSortKey, SortKey> = {
  name: { expression: sql`${ref("nameKey")}`, valueOf: (row) => row.nameKey, isUnique: true },
  userID: { expression: sql`${ref("userID")}`, valueOf: (row) => row.userID, isUnique: true },
  dateInserted: {
    expression: sql`${ref("dateInserted")}`,
    valueOf: (row) => toISO(row.dateInserted) ?? "",
    isUnique: false,
  },
  dateLastActive: {
    expression: sql`(coalesce(${ref("dateLastActive")}, ${ref("dateInserted")}))`,
    valueOf: (row) => toISO(row.dateLastActive ?? row.dateInserted) ?? "",
    isUnique: false,
  },
  countPosts: {
    expression: sql`(${ref("countDiscussions")} + ${ref("countComments")})`,
    valueOf: (row) => row.countDiscussions + row.countComments,
    isUnique: false,
  },
};

/** Where a page starts: after the last row of the page before, by the order's key and the user ID. */
interface Cursor {
  value: string | number;
  userID: number;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.value, cursor.userID]), "utf8").toString("base64url");
}

function decodeCursor(text: string, key: MemberListSortKey): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.length === 2 && Number.isSafeInteger(value[1])) {
      const [first, userID] = value as [unknown, number];
      const isNumeric = key === "userID" || key === "countPosts";
      if (isNumeric ? Number.isSafeInteger(first) : typeof first === "string" && first.length <= 200) {
        if (key !== "dateInserted" && key !== "dateLastActive")
          return { value: first as string | number, userID };
        if (!Number.isNaN(Date.parse(first as string))) return { value: first as string, userID };
      }
    }
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
  const descending = sort.startsWith("-");
  const keyName = (descending ? sort.slice(1) : sort) as MemberListSortKey;
  const key = sortKeys[keyName];
  if (keyName === "countPosts") await refuseHiddenPostOrder(db, viewer);
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor, keyName);
    const after = descending ? "<" : ">";
    q = key.isUnique
      ? q.where(sql<boolean>`${key.expression} ${sql.raw(after)} ${cursor.value}`)
      : // The bound on the key alone lets the index start at the cursor; the rest breaks ties by ID.
        q.where(
          sql<boolean>`${key.expression} ${sql.raw(`${after}=`)} ${cursor.value} and (${key.expression} ${sql.raw(after)} ${cursor.value} or ${ref("userID")} ${sql.raw(after)} ${cursor.userID})`,
        );
  }
  const direction = descending ? sql`desc` : sql`asc`;
  q = q.orderBy(sql`${key.expression} ${direction}`);
  if (!key.isUnique) q = q.orderBy(sql`${ref("userID")} ${direction}`);
  const rows = await q.limit(limit + 1).execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const users = await presentUsers(db, page, viewer, options);
  return {
    users,
    limit,
    ...(rows.length > limit && last
      ? { nextCursor: encodeCursor({ value: key.valueOf(last), userID: last.userID }) }
      : {}),
  };
}

/**
 * The post-count order follows the stored totals, which count posts in every category: a viewer who
 * may not see some categories could learn from it who posts there (content spec §6), so they are
 * refused it, as their counts leave those posts out (user-counts.ts).
 */
async function refuseHiddenPostOrder(db: Kysely<Database>, viewer: Viewer): Promise<void> {
  if (planVisibleCount(await loadCategoryScope(db, viewer)).mode === "stored") return;
  throw badRequest("Members can be ordered by posts only by those who see every category.", [
    { field: "sort", code: "invalid", message: "Choose another order." },
  ]);
}
