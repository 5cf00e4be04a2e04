import type { FastifyInstance } from "fastify";
import { categoryPermissionNames } from "../../server/auth/role-definitions";
import { categoryIDOf, DEMO_PASSWORD, signInAs, writeHeaders } from "./server";

/** The moderation rights a category moderator holds in their one category (and nowhere else). */
export const categoryModerationRights = [
  "discussions.manage",
  "discussions.moderate",
  "discussions.edit",
  "discussions.close",
  "discussions.delete",
  "comments.edit",
  "comments.delete",
] as const;

/** A member who moderates one category only, as {@link createCategoryModerator} made them. */
export interface CategoryModerator {
  userID: number;
  name: string;
  /** Their session cookie, for `inject` headers. */
  cookie: string;
  /** The role that carries the category rights. */
  roleID: number;
  /** The category they moderate (now a permission junction). */
  categoryID: number;
}

/** Options of {@link createCategoryModerator}. */
export interface CategoryModeratorOptions {
  /** URL code of the category to moderate; "ideas-feedback" (Ideas & Feedback) by default. */
  categoryUrlcode?: string;
  /** The new member's name; "ideasmod" by default. */
  name?: string;
  /** The new role's name; "<category name> Moderator" by default. */
  roleName?: string;
}

/**
 * Makes a member who moderates one category only, on a demo app: a role, the category's permission
 * junction (one row per role × category permission, like the seed's staff junction: a junction
 * replaces the global category permissions there, so every existing role keeps its global grants
 * for those names and the new role gets all of them), and a user with the roles Member and that role,
 * added through `POST /api/v2/users` as the demo admin. Globally the user is a plain member.
 */
export async function createCategoryModerator(
  app: FastifyInstance,
  options: CategoryModeratorOptions = {},
): Promise<CategoryModerator> {
  const { db } = app;
  const categoryID = await categoryIDOf(app, options.categoryUrlcode ?? "ideas-feedback");
  const category = await db
    .selectFrom("categories")
    .select(["name", "permissionCategoryID"])
    .where("categoryID", "=", categoryID)
    .executeTakeFirstOrThrow();
  if (category.permissionCategoryID !== categoryID) {
    throw new Error(`category ${categoryID} takes its permissions from another category`);
  }
  const existing = await db
    .selectFrom("role_permissions")
    .select("roleID")
    .where("resourceType", "=", "category")
    .where("resourceID", "=", categoryID)
    .executeTakeFirst();
  if (existing) throw new Error(`category ${categoryID} already has permissions of its own`);

  const { roleID } = await db
    .insertInto("roles")
    .values({
      name: options.roleName ?? `${category.name} Moderator`,
      description: `Moderates ${category.name} only.`,
      type: "category-moderator",
      isAdmin: 0,
      sort: 0,
    })
    .returning("roleID")
    .executeTakeFirstOrThrow();

  const roles = await db.selectFrom("roles").select("roleID").execute();
  const globalGrants = await db
    .selectFrom("role_permissions")
    .select(["roleID", "permission"])
    .where("resourceType", "=", "global")
    .where("allowed", "=", 1)
    .execute();
  const granted = new Set(globalGrants.map((g) => `${g.roleID}:${g.permission}`));
  const rows = roles.flatMap((role) =>
    categoryPermissionNames.map((permission) => ({
      roleID: role.roleID,
      resourceType: "category",
      resourceID: categoryID,
      permission,
      allowed: role.roleID === roleID || granted.has(`${role.roleID}:${permission}`) ? 1 : 0,
    })),
  );
  await db.insertInto("role_permissions").values(rows).execute();

  const member = await db
    .selectFrom("roles")
    .select("roleID")
    .where("type", "=", "member")
    .executeTakeFirstOrThrow();
  const name = options.name ?? "ideasmod";
  const adminCookie = await signInAs(app, "admin");
  const response = await app.inject({
    method: "POST",
    url: "/api/v2/users",
    headers: { ...writeHeaders, cookie: adminCookie },
    payload: {
      name,
      email: `${name}@plaza.invalid`,
      password: DEMO_PASSWORD,
      roleID: [member.roleID, roleID],
      emailConfirmed: true,
    },
  });
  if (response.statusCode !== 201) {
    throw new Error(`adding the category moderator failed: ${response.statusCode} ${response.body}`);
  }
  const { userID } = response.json() as { userID: number };
  return { userID, name, cookie: await signInAs(app, name), roleID, categoryID };
}
