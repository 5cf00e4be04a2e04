import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import { categoryPermissionNames, type PermissionFragment } from "../../../schemas/entities/permissions-grid";
import type { CategoryPermissions, CategoryPermissionsPut } from "../../../schemas/api/category-admin.schema";
import { badRequest, notFound } from "../../http/errors";
import { assertHoldsRole, assertMayGrant } from "../roles/user-rank";
import { settleCategoryTree } from "./category-tree";

type Grid = CategoryPermissions["roles"][number]["permissions"];

/**
 * What each role may do in a category (`GET /categories/{id}/permissions`, site.manage): its own
 * grids when it has permissions of its own, else those of the junction it answers to, else each
 * role's site-wide grants of the category permissions (content spec §6).
 */
export async function readCategoryPermissions(
  db: Kysely<Database>,
  categoryID: number,
): Promise<CategoryPermissions> {
  const category = await db
    .selectFrom("categories")
    .select(["categoryID", "permissionCategoryID"])
    .where("categoryID", "=", categoryID)
    .executeTakeFirst();
  if (!category) throw notFound("Category");
  const source = category.permissionCategoryID;
  const [roles, grants] = await Promise.all([
    db.selectFrom("roles").select(["roleID", "name"]).orderBy("roleID").execute(),
    db
      .selectFrom("role_permissions")
      .select(["roleID", "resourceType", "permission", "allowed"])
      .where("permission", "in", categoryPermissionNames)
      .where((eb) =>
        eb.or([
          eb("resourceType", "=", "global"),
          eb.and([eb("resourceType", "=", "category"), eb("resourceID", "=", source)]),
        ]),
      )
      .execute(),
  ]);
  const isJunction = grants.some((g) => g.resourceType === "category");
  const scope = isJunction ? "category" : "global";
  return {
    categoryID,
    customPermissions: isJunction && source === categoryID,
    permissionCategoryID: isJunction ? source : categoryID,
    roles: roles.map((role) => ({
      roleID: role.roleID,
      name: role.name,
      permissions: Object.fromEntries(
        categoryPermissionNames.map((name) => [
          name,
          grants.some(
            (g) =>
              g.roleID === role.roleID &&
              g.resourceType === scope &&
              g.permission === name &&
              g.allowed === 1,
          ),
        ]),
      ) as Grid,
    })),
  };
}

/**
 * Gives a category permissions of its own or takes them away (`PUT /categories/{id}/permissions`,
 * site.manage). Given its own, each role starts from what it could do there before (so a subcategory
 * of a private category stays private), then the listed grids apply; its subcategories without their
 * own follow it. Taken away, it follows its parent's again. Nobody grants what they do not hold nor
 * changes a role granting more than they hold (user-rank.ts). Answers the new grids.
 */
export async function writeCategoryPermissions(
  db: Kysely<Database>,
  viewer: Viewer,
  categoryID: number,
  body: CategoryPermissionsPut,
): Promise<CategoryPermissions> {
  const before = await readCategoryPermissions(db, categoryID);
  const changes = body.customPermissions ? (body.roles ?? []) : [];
  const unknown = changes.filter((c) => !before.roles.some((role) => role.roleID === c.roleID));
  if (unknown.length) {
    const message = `No role has the ID ${unknown.map((c) => c.roleID).join(", ")}.`;
    throw badRequest(message, [{ field: "roles", code: "invalid", message }]);
  }
  for (const change of changes) await assertHoldsRole(db, viewer, change.roleID);
  assertMayGrant(
    viewer,
    changes.map((c): PermissionFragment => ({
      type: "category",
      id: categoryID,
      permissions: c.permissions,
    })),
  );

  await db.transaction().execute(async (trx) => {
    if (!body.customPermissions) {
      await trx
        .deleteFrom("role_permissions")
        .where("resourceType", "=", "category")
        .where("resourceID", "=", categoryID)
        .execute();
    } else {
      const grids = before.roles.map((role) => ({
        roleID: role.roleID,
        permissions: { ...role.permissions, ...changes.find((c) => c.roleID === role.roleID)?.permissions },
      }));
      const values = grids.flatMap(({ roleID, permissions }) =>
        categoryPermissionNames.map((permission) => ({
          roleID,
          resourceType: "category",
          resourceID: categoryID,
          permission,
          allowed: (permissions as Record<string, boolean | undefined>)[permission] ? 1 : 0,
        })),
      );
      await trx
        .insertInto("role_permissions")
        .values(values)
        .onConflict((oc) =>
          oc
            .columns(["roleID", "resourceType", "resourceID", "permission"])
            .doUpdateSet((eb) => ({ allowed: eb.ref("excluded.allowed") })),
        )
        .execute();
    }
    await settleCategoryTree(trx);
  });
  return readCategoryPermissions(db, categoryID);
}
