import { sql, type Kysely, type Selectable } from "kysely";
import type { Database } from "../../db/types";
import type { Role, RolePatchBody, RolePostBody } from "../../../schemas/api/roles.schema";
import { builtInRoles } from "../../auth/role-definitions";
import { badRequest, HttpError, notFound } from "../../http/errors";
import { checkPermissionFragments, readRolePermissions, writeRolePermissions } from "./roles-permissions";

type RoleRow = Selectable<Database["roles"]>;

const builtInTypes = new Set<string>(builtInRoles.map((role) => role.type));

/** The roles by their order, at most `limit`, each with its permissions when asked. */
export async function listRoles(
  db: Kysely<Database>,
  options: { limit: number; withPermissions: boolean },
): Promise<Role[]> {
  const rows = await db
    .selectFrom("roles")
    .selectAll()
    .orderBy("sort")
    .orderBy("roleID")
    .limit(options.limit)
    .execute();
  return presentRoles(db, rows, options.withPermissions);
}

/** One role, or 404. */
export async function getRole(db: Kysely<Database>, roleID: number, withPermissions: boolean): Promise<Role> {
  const row = await db.selectFrom("roles").selectAll().where("roleID", "=", roleID).executeTakeFirst();
  if (!row) throw notFound("Role");
  const [role] = await presentRoles(db, [row], withPermissions);
  return role!;
}

async function presentRoles(
  db: Kysely<Database>,
  rows: RoleRow[],
  withPermissions: boolean,
): Promise<Role[]> {
  const ids = rows.map((row) => row.roleID);
  const [sessions, permissions] = await Promise.all([
    ids.length
      ? db
          .selectFrom("role_permissions")
          .select("roleID")
          .where("roleID", "in", ids)
          .where("resourceType", "=", "global")
          .where("permission", "=", "session.valid")
          .where("allowed", "=", 1)
          .execute()
      : Promise.resolve([]),
    withPermissions ? readRolePermissions(db, ids) : Promise.resolve(undefined),
  ]);
  const canSession = new Set(sessions.map((row) => row.roleID));
  return rows.map((row) => ({
    roleID: row.roleID,
    name: row.name,
    description: row.description === "" ? null : row.description,
    type: row.type === "" ? null : row.type,
    deletable: !builtInTypes.has(row.type),
    canSession: row.isAdmin === 1 || canSession.has(row.roleID),
    personalInfo: false,
    isAdmin: row.isAdmin === 1,
    ...(permissions ? { permissions: permissions.get(row.roleID) ?? [] } : {}),
  }));
}

/** 400 when another role has the name (compared case-insensitively). */
async function assertNameFree(db: Kysely<Database>, name: string, exceptRoleID: number, message: string) {
  const clash = await db
    .selectFrom("roles")
    .select("roleID")
    .where(sql<string>`lower(${sql.ref("name")})`, "=", name.toLowerCase())
    .where("roleID", "!=", exceptRoleID)
    .executeTakeFirst();
  if (clash) {
    throw badRequest(message, [{ field: "name", code: "unique", message: "Another role has that name." }]);
  }
}

/** Adds a role (not one of the built-in kinds: its type is null), last in the order. */
export async function createRole(db: Kysely<Database>, body: RolePostBody): Promise<Role> {
  const message = "The role could not be added.";
  const name = body.name.trim();
  if (name === "")
    throw badRequest(message, [{ field: "name", code: "required", message: "A name is required." }]);
  await assertNameFree(db, name, 0, message);
  await checkPermissionFragments(db, body.permissions ?? [], message);
  const roleID = await db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom("roles")
      .select((eb) => eb.fn.max("sort").as("sort"))
      .executeTakeFirst();
    const { roleID } = await trx
      .insertInto("roles")
      .values({
        name,
        description: body.description?.trim() ?? "",
        type: "",
        isAdmin: 0,
        sort: Number(last?.sort ?? 0) + 1,
      })
      .returning("roleID")
      .executeTakeFirstOrThrow();
    await writeRolePermissions(trx, roleID, body.permissions ?? []);
    return roleID;
  });
  return getRole(db, roleID, true);
}

/** Changes a role's name, description and the permissions the body lists. */
export async function updateRole(db: Kysely<Database>, roleID: number, body: RolePatchBody): Promise<Role> {
  const message = "The role could not be changed.";
  const row = await db.selectFrom("roles").select("roleID").where("roleID", "=", roleID).executeTakeFirst();
  if (!row) throw notFound("Role");
  const name = body.name?.trim();
  if (name === "")
    throw badRequest(message, [{ field: "name", code: "required", message: "A name is required." }]);
  if (name !== undefined) await assertNameFree(db, name, roleID, message);
  await checkPermissionFragments(db, body.permissions ?? [], message);
  await db.transaction().execute(async (trx) => {
    const changes = {
      ...(name !== undefined ? { name } : {}),
      ...(body.description !== undefined ? { description: body.description?.trim() ?? "" } : {}),
    };
    if (Object.keys(changes).length) {
      await trx.updateTable("roles").set(changes).where("roleID", "=", roleID).execute();
    }
    await writeRolePermissions(trx, roleID, body.permissions ?? []);
  });
  return getRole(db, roleID, true);
}

/**
 * Deletes a role that is not one of the built-in kinds (409 for those). Members it leaves without
 * any role are given the Member role, so no account is left with no permissions at all.
 */
export async function deleteRole(db: Kysely<Database>, roleID: number): Promise<void> {
  const row = await db
    .selectFrom("roles")
    .select(["roleID", "type"])
    .where("roleID", "=", roleID)
    .executeTakeFirst();
  if (!row) throw notFound("Role");
  if (builtInTypes.has(row.type)) throw new HttpError(409, "The built-in roles cannot be deleted.");
  await db.transaction().execute(async (trx) => {
    const memberRole = await trx
      .selectFrom("roles")
      .select("roleID")
      .where("type", "=", "member")
      .executeTakeFirst();
    if (memberRole) {
      // In one statement: a role may have many members.
      await trx
        .insertInto("user_roles")
        .columns(["userID", "roleID"])
        .expression((eb) =>
          eb
            .selectFrom("user_roles as held")
            .select(["held.userID", sql<number>`cast(${memberRole.roleID} as integer)`.as("roleID")])
            .where("held.roleID", "=", roleID)
            .where(({ not, exists, selectFrom }) =>
              not(
                exists(
                  selectFrom("user_roles as other")
                    .select("other.userID")
                    .whereRef("other.userID", "=", "held.userID")
                    .where("other.roleID", "!=", roleID),
                ),
              ),
            ),
        )
        .execute();
    }
    await trx.deleteFrom("role_permissions").where("roleID", "=", roleID).execute();
    await trx.deleteFrom("user_roles").where("roleID", "=", roleID).execute();
    await trx.deleteFrom("roles").where("roleID", "=", roleID).execute();
  });
}
