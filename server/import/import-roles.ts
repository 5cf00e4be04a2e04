import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import { categoryPermissionNames, globalPermissionNames } from "../../schemas/entities/permissions-grid";
import { readPorter } from "./porter-reader";
import { idOf, rowReaderFor, type ExportScan } from "./import-scan";

/**
 * Roles and their basic permissions from an export. A source role named like one of Plaza's own
 * (Guest, Member, Moderator, Administrator, Banned; Vanilla's "Unconfirmed" and "Applicant" count as
 * members) becomes that role and keeps Plaza's permissions; any other role is created with the
 * source's global permissions, translated. Category permissions are imported for every role: they are
 * what keeps a private category private.
 */

/** Vanilla's permission names and Plaza's they grant. */
const PERMISSIONS: Record<string, readonly string[]> = {
  "Garden.SignIn.Allow": ["session.valid"],
  "Garden.Profiles.View": ["profiles.view"],
  "Garden.Settings.Manage": ["settings.manage", "site.manage"],
  "Garden.Community.Manage": ["community.manage"],
  "Garden.Moderation.Manage": ["community.moderate", "discussions.moderate", "staff.allow"],
  "Garden.Curation.Manage": ["curation.manage"],
  "Garden.PersonalInfo.View": ["personalInfo.view"],
  "Garden.Users.Add": ["users.add"],
  "Garden.Users.Edit": ["users.edit"],
  "Garden.Users.Delete": ["users.delete"],
  "Conversations.Conversations.Add": ["conversations.add"],
  "Vanilla.Discussions.View": ["discussions.view"],
  "Vanilla.Discussions.Add": ["discussions.add"],
  "Vanilla.Discussions.Edit": ["discussions.edit"],
  "Vanilla.Discussions.Close": ["discussions.close"],
  "Vanilla.Discussions.Delete": ["discussions.delete"],
  "Vanilla.Discussions.Announce": ["discussions.manage"],
  "Vanilla.Comments.Add": ["comments.add"],
  "Vanilla.Comments.Edit": ["comments.edit"],
  "Vanilla.Comments.Delete": ["comments.delete"],
};

const GLOBAL = new Set<string>(globalPermissionNames);
const CATEGORY = new Set<string>(categoryPermissionNames);

/** Source role names that are Plaza's built-in roles, by the built-in's type. */
const BUILT_IN: Record<string, string> = {
  guest: "guest",
  member: "member",
  unconfirmed: "member",
  applicant: "member",
  moderator: "moderator",
  administrator: "administrator",
  admin: "administrator",
  banned: "banned",
};

/** One Permission row of the export, translated: a role's grants, globally or in one category. */
export interface SourcePermission {
  roleID: number;
  categoryID: number | null;
  permissions: string[];
}

/** Reads the export's Permission table (small: a row per role and category). */
export async function readSourcePermissions(file: string, scan: ExportScan): Promise<SourcePermission[]> {
  const table = scan.tables.get("Permission");
  if (!table) return [];
  const reader = rowReaderFor(table.columns);
  const grantColumns = table.columns.filter((column) => PERMISSIONS[column]);
  const out: SourcePermission[] = [];
  for await (const record of readPorter(file, table.start)) {
    if (record.kind !== "row") continue;
    const row = reader(record.values);
    const roleID = idOf(row("RoleID"));
    if (roleID === null) continue;
    const junction = (row("JunctionTable") ?? "").toLowerCase();
    if (junction !== "" && junction !== "category") continue;
    const categoryID = junction === "category" ? idOf(row("JunctionID")) : null;
    if (junction === "category" && (categoryID === null || !scan.ids.categories.has(categoryID))) continue;
    const permissions = grantColumns
      .filter((column) => Number(row(column) ?? 0) > 0)
      .flatMap((column) => PERMISSIONS[column] ?? []);
    out.push({ roleID, categoryID, permissions: [...new Set(permissions)] });
  }
  return out;
}

/** Maps every source role onto one of Plaza's, creating those Plaza lacks; answers source ID to Plaza ID. */
export async function mapRoles(db: Kysely<Database>, scan: ExportScan): Promise<Map<number, number>> {
  const existing = await db.selectFrom("roles").select(["roleID", "name", "type", "sort"]).execute();
  const byType = new Map(existing.filter((r) => r.type !== "").map((r) => [r.type, r.roleID]));
  const byName = new Map(existing.map((r) => [r.name.toLowerCase(), r.roleID]));
  let sort = Math.max(0, ...existing.map((r) => Number(r.sort)));
  const map = new Map<number, number>();
  for (const [sourceID, role] of scan.roles) {
    const lower = role.name.toLowerCase();
    const builtIn = BUILT_IN[lower];
    const known = (builtIn ? byType.get(builtIn) : undefined) ?? byName.get(lower);
    if (known !== undefined) {
      map.set(sourceID, known);
      continue;
    }
    sort += 1;
    const { roleID } = await db
      .insertInto("roles")
      .values({
        name: role.name.slice(0, 100) || `Role ${sourceID}`,
        description: role.description.slice(0, 500),
        type: "",
        isAdmin: 0,
        sort,
      })
      .returning("roleID")
      .executeTakeFirstOrThrow();
    byName.set(lower, roleID);
    map.set(sourceID, roleID);
  }
  return map;
}

/**
 * Writes the roles' permissions: global grants of the roles created for the import, and every role's
 * grants in categories with permissions of their own (Plaza's built-in roles included: a category
 * they may not see in the source stays hidden from them).
 */
export async function importPermissions(
  db: Kysely<Database>,
  permissions: readonly SourcePermission[],
  roleIDs: ReadonlyMap<number, number>,
  scan: ExportScan,
): Promise<void> {
  const builtIn = new Set(
    (await db.selectFrom("roles").select("roleID").where("type", "!=", "").execute()).map((r) => r.roleID),
  );
  type Row = {
    roleID: number;
    resourceType: string;
    resourceID: number;
    permission: string;
    allowed: number;
  };
  // Several source roles may become one of Plaza's: a grant of any of them holds.
  const byKey = new Map<string, Row>();
  const put = (row: Row) => {
    const key = `${row.roleID}:${row.resourceType}:${row.resourceID}:${row.permission}`;
    const had = byKey.get(key);
    if (!had || row.allowed > had.allowed) byKey.set(key, row);
  };
  for (const grant of permissions) {
    const roleID = roleIDs.get(grant.roleID);
    if (roleID === undefined || !scan.ids.roles.has(grant.roleID)) continue;
    const isCategory = grant.categoryID !== null;
    if (!isCategory && builtIn.has(roleID)) continue;
    const resourceType = isCategory ? "category" : "global";
    const resourceID = grant.categoryID ?? 0;
    for (const permission of grant.permissions) {
      if ((isCategory ? CATEGORY : GLOBAL).has(permission)) {
        put({ roleID, resourceType, resourceID, permission, allowed: 1 });
      }
    }
    // A category with its own permissions where this role may do nothing still needs a row, so the
    // category counts as having its own permissions: a view permission set to false.
    if (isCategory) put({ roleID, resourceType, resourceID, permission: "discussions.view", allowed: 0 });
  }
  const rows = [...byKey.values()];
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto("role_permissions")
      .values(rows.slice(i, i + 500))
      .execute();
  }
}
