import { sql, type Kysely } from "kysely";
import type { UserFragment } from "../../../schemas/entities/user.schema";
import type { UserByNamesQuery } from "../../../schemas/api/user-lookup.schema";
import { hasPermission } from "../../../runtime/permissions/permission-checker";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { loadUserFragments } from "./user-fragments";

/** The default and the largest page of a lookup (content spec §9: mention suggestions limit 50). */
export const USER_LOOKUP_LIMIT = 50;
/** Members active within this many days rank first in mention order (content spec §9). */
export const MENTION_ACTIVE_DAYS = 90;

/**
 * Users whose name matches `name` (`prefix*` or a full name, case-insensitive), banned members left
 * out. Mention order (content spec §5): the exact name first, then members active in the last 90
 * days, then names beginning with the typed text as typed, then alphabetical. Private members'
 * activity is not used to rank them for viewers without personalInfo.view, so the order cannot
 * reveal it. An empty name answers nothing.
 */
export async function findUsersByName(
  db: Kysely<Database>,
  viewer: Viewer,
  query: UserByNamesQuery,
): Promise<UserFragment[]> {
  const raw = (query.name ?? "").trim();
  const isPrefix = raw.endsWith("*");
  const text = (isPrefix ? raw.slice(0, -1) : raw).replace(/\*/g, "").trim();
  if (text === "") return [];
  const key = text.toLowerCase();
  const limit = Math.min(USER_LOOKUP_LIMIT, Math.max(1, Math.floor(query.limit ?? USER_LOOKUP_LIMIT)));
  const offset = (Math.max(1, Math.floor(query.page ?? 1)) - 1) * limit;

  let q = db.selectFrom("users").select("userID").where("banned", "=", 0);
  q = isPrefix
    ? q.where(
        sql<boolean>`${sql.ref("nameKey")} like ${`${key.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`} escape '\\'`,
      )
    : q.where("nameKey", "=", key);

  switch (query.order ?? "name") {
    case "mention": {
      const cutoff = new Date(Date.now() - MENTION_ACTIVE_DAYS * 86400000).toISOString();
      const seesPrivate = hasPermission(viewer.checker, "personalInfo.view");
      q = q
        .orderBy(sql`case when ${sql.ref("nameKey")} = ${key} then 0 else 1 end`)
        .orderBy(
          seesPrivate
            ? sql`case when ${sql.ref("dateLastActive")} >= ${cutoff} then 0 else 1 end`
            : sql`case when ${sql.ref("dateLastActive")} >= ${cutoff} and ${sql.ref("private")} = 0 then 0 else 1 end`,
        )
        .orderBy(sql`case when substr(${sql.ref("name")}, 1, ${text.length}) = ${text} then 0 else 1 end`)
        .orderBy("nameKey");
      break;
    }
    case "dateLastActive":
      q = q.orderBy("dateLastActive", "desc").orderBy("nameKey");
      break;
    case "countComments":
      q = q.orderBy("countComments", "desc").orderBy("nameKey");
      break;
    default:
      q = q.orderBy("nameKey");
  }
  const rows = await q.limit(limit).offset(offset).execute();
  const fragments = await loadUserFragments(
    db,
    viewer,
    rows.map((row) => row.userID),
  );
  return rows.flatMap((row) => {
    const fragment = fragments.get(row.userID);
    return fragment ? [fragment] : [];
  });
}
