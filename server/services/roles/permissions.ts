import type { Kysely } from "kysely";
import type { PermissionsRecord } from "../../../schemas/entities/permissions.schema";
import type { Database } from "../../db/types";
import { categoryPermissionNames } from "../../auth/role-definitions";

/** The roles whose permissions apply to a user: the guest role for 0, the banned role for banned users. */
export async function effectiveRoleIDs(
  db: Kysely<Database>,
  user: { userID: number; banned: number } | null,
): Promise<number[]> {
  if (!user || user.userID === 0) {
    return (await db.selectFrom("roles").select("roleID").where("type", "=", "guest").execute()).map(
      (r) => r.roleID,
    );
  }
  if (user.banned) {
    return (await db.selectFrom("roles").select("roleID").where("type", "=", "banned").execute()).map(
      (r) => r.roleID,
    );
  }
  const rows = await db.selectFrom("user_roles").select("roleID").where("userID", "=", user.userID).execute();
  return rows.map((r) => r.roleID);
}

/**
 * Builds the permissions record of a set of roles (content spec §3/§6): the global entry, one entry
 * per category with its own permissions (a junction), and the aliases of categories that inherit a
 * junction's permissions. A permission is granted when any of the roles grants it.
 */
export async function buildPermissionsRecord(
  db: Kysely<Database>,
  roleIDs: number[],
): Promise<PermissionsRecord> {
  const [roles, grants, junctionRows, aliasRows] = await Promise.all([
    roleIDs.length
      ? db.selectFrom("roles").select("isAdmin").where("roleID", "in", roleIDs).execute()
      : Promise.resolve([]),
    roleIDs.length
      ? db
          .selectFrom("role_permissions")
          .select(["resourceType", "resourceID", "permission"])
          .where("roleID", "in", roleIDs)
          .where("allowed", "=", 1)
          .execute()
      : Promise.resolve([]),
    db
      .selectFrom("role_permissions")
      .select("resourceID")
      .distinct()
      .where("resourceType", "=", "category")
      .execute(),
    db
      .selectFrom("categories")
      .select(["categoryID", "permissionCategoryID"])
      .whereRef("categoryID", "!=", "permissionCategoryID")
      .execute(),
  ]);

  const global: Record<string, boolean> = {};
  const byCategory = new Map<number, Record<string, boolean>>();
  const junctions = junctionRows.map((r) => r.resourceID).sort((a, b) => a - b);
  for (const id of junctions) {
    byCategory.set(id, Object.fromEntries(categoryPermissionNames.map((name) => [name, false])));
  }
  for (const grant of grants) {
    if (grant.resourceType === "global") global[grant.permission] = true;
    else if (grant.resourceType === "category") {
      const entry = byCategory.get(grant.resourceID);
      if (entry) entry[grant.permission] = true;
    }
  }
  const junctionSet = new Set(junctions);
  const aliases: Record<string, number> = {};
  for (const row of aliasRows) {
    if (junctionSet.has(row.permissionCategoryID)) aliases[String(row.categoryID)] = row.permissionCategoryID;
  }

  return {
    isAdmin: roles.some((r) => r.isAdmin === 1),
    isSysAdmin: false,
    permissions: [
      { type: "global", permissions: global },
      ...junctions.map((id) => ({ type: "category", id, permissions: byCategory.get(id) ?? {} })),
    ],
    junctions: { category: junctions },
    junctionAliases: { category: aliases },
  };
}
