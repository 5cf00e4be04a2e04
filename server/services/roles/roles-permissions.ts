import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/types";
import {
  categoryPermissionNames,
  globalPermissionNames,
  type PermissionFragment,
} from "../../../schemas/entities/permissions-grid";
import { badRequest } from "../../http/errors";

type Grant = {
  roleID: number;
  resourceType: string;
  resourceID: number;
  permission: string;
  allowed: number;
};

/** The permission fragments of roles (Vanilla's PermissionFragment), every grid cell filled in. */
export async function readRolePermissions(
  db: Kysely<Database>,
  roleIDs: readonly number[],
): Promise<Map<number, PermissionFragment[]>> {
  const byRole = new Map<number, PermissionFragment[]>();
  if (roleIDs.length === 0) return byRole;
  const rows = await db
    .selectFrom("role_permissions")
    .select(["roleID", "resourceType", "resourceID", "permission", "allowed"])
    .where("roleID", "in", roleIDs)
    .orderBy("roleID")
    .orderBy("resourceID")
    .execute();
  for (const roleID of roleIDs) {
    const own = rows.filter((row) => row.roleID === roleID);
    const granted = (type: string, id: number, name: string) =>
      own.some(
        (r) => r.resourceType === type && r.resourceID === id && r.permission === name && r.allowed === 1,
      );
    const categoryIDs = [
      ...new Set(own.filter((r) => r.resourceType === "category").map((r) => r.resourceID)),
    ];
    byRole.set(roleID, [
      {
        type: "global",
        permissions: Object.fromEntries(
          globalPermissionNames.map((name) => [name, granted("global", 0, name)]),
        ),
      },
      ...categoryIDs.map((id): PermissionFragment => ({
        type: "category",
        id,
        permissions: Object.fromEntries(
          categoryPermissionNames.map((name) => [name, granted("category", id, name)]),
        ),
      })),
    ]);
  }
  return byRole;
}

/**
 * Refuses category fragments of categories that are missing or take their permissions from another
 * category (only a category with its own permissions, `permissionCategoryID` = its ID, has a grid).
 */
export async function checkPermissionFragments(
  db: Kysely<Database>,
  fragments: readonly PermissionFragment[],
  message: string,
): Promise<void> {
  const ids = [...new Set(fragments.flatMap((f) => (f.type === "category" ? [f.id] : [])))];
  if (ids.length === 0) return;
  const rows = await db
    .selectFrom("categories")
    .select(["categoryID", "permissionCategoryID"])
    .where("categoryID", "in", ids)
    .execute();
  const errors = ids.flatMap((id) => {
    const row = rows.find((r) => r.categoryID === id);
    if (!row) return [{ field: "permissions", code: "invalid", message: `No category has the ID ${id}.` }];
    if (row.permissionCategoryID !== id) {
      return [
        {
          field: "permissions",
          code: "invalid",
          message: `Category ${id} takes its permissions from category ${row.permissionCategoryID}.`,
        },
      ];
    }
    return [];
  });
  if (errors.length) throw badRequest(message, errors);
}

/**
 * Sets each permission the fragments list on a role; the ones left out keep their value. A category
 * that gets its first grid becomes a junction for every role: the other roles are first given there
 * what they hold globally, so their access to it does not change.
 */
export async function writeRolePermissions(
  trx: Transaction<Database>,
  roleID: number,
  fragments: readonly PermissionFragment[],
): Promise<void> {
  for (const fragment of fragments) {
    if (fragment.type === "global") {
      const entries = Object.entries(fragment.permissions);
      const revoked = entries.filter(([, granted]) => !granted).map(([name]) => name);
      if (revoked.length) {
        await trx
          .deleteFrom("role_permissions")
          .where("roleID", "=", roleID)
          .where("resourceType", "=", "global")
          .where("permission", "in", revoked)
          .execute();
      }
      await upsertGrants(
        trx,
        entries
          .filter(([, granted]) => granted)
          .map(([permission]) => ({ roleID, resourceType: "global", resourceID: 0, permission, allowed: 1 })),
      );
      continue;
    }
    await openJunction(trx, fragment.id);
    await upsertGrants(
      trx,
      Object.entries(fragment.permissions).map(([permission, granted]) => ({
        roleID,
        resourceType: "category",
        resourceID: fragment.id,
        permission,
        allowed: granted ? 1 : 0,
      })),
    );
  }
}

/** Makes a category a junction, each role starting from its global grants there. */
async function openJunction(trx: Transaction<Database>, categoryID: number): Promise<void> {
  const existing = await trx
    .selectFrom("role_permissions")
    .select("roleID")
    .where("resourceType", "=", "category")
    .where("resourceID", "=", categoryID)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  const [roles, globals] = await Promise.all([
    trx.selectFrom("roles").select("roleID").execute(),
    trx
      .selectFrom("role_permissions")
      .select(["roleID", "permission"])
      .where("resourceType", "=", "global")
      .where("permission", "in", categoryPermissionNames)
      .where("allowed", "=", 1)
      .execute(),
  ]);
  await upsertGrants(
    trx,
    roles.flatMap(({ roleID }) =>
      categoryPermissionNames.map((permission) => ({
        roleID,
        resourceType: "category",
        resourceID: categoryID,
        permission,
        allowed: globals.some((g) => g.roleID === roleID && g.permission === permission) ? 1 : 0,
      })),
    ),
  );
}

async function upsertGrants(trx: Transaction<Database>, grants: Grant[]): Promise<void> {
  if (grants.length === 0) return;
  await trx
    .insertInto("role_permissions")
    .values(grants)
    .onConflict((oc) =>
      oc
        .columns(["roleID", "resourceType", "resourceID", "permission"])
        .doUpdateSet((eb) => ({ allowed: eb.ref("excluded.allowed") })),
    )
    .execute();
}
