import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import type { Viewer } from "../../auth/viewer";
import type { PermissionsRecord } from "../../../schemas/entities/permissions.schema";
import type { PermissionFragment } from "../../../schemas/entities/permissions-grid";
import { createPermissionChecker, hasPermission } from "../../../runtime/permissions/permission-checker";
import { forbidden } from "../../http/errors";
import { buildPermissionsRecord } from "./permissions";

/**
 * The members hierarchy. One member ranks above another when they hold every permission the other
 * holds (site-wide and in each category with permissions of its own) and at least one more: the
 * other's permissions are a strict subset of theirs. So an administrator ranks above a moderator, a
 * moderator above a member, and two moderators rank alike. Staff act (roles, bans, edits, deletions,
 * warnings) only on members ranking strictly below them, and give or define only what they hold.
 *
 * Administrators are the one exception: they hold every permission, and managing administrators is
 * theirs (site.manage), so they act on each other; with nobody above them, a site could otherwise
 * never take the role away from one. Nobody acts on their own account (refused before this check).
 */

/** Every grant of a record: site-wide names, and the names granted in each category junction. */
function grantsOf(record: PermissionsRecord): Array<{ permission: string; categoryID?: number }> {
  return record.permissions.flatMap((entry) =>
    Object.entries(entry.permissions)
      .filter(([, granted]) => granted)
      .map(([permission]) =>
        entry.type === "global" ? { permission } : { permission, categoryID: entry.id ?? 0 },
      ),
  );
}

/** Whether `holder` holds every permission `of` grants. */
function holdsAll(holder: PermissionsRecord, of: PermissionsRecord): boolean {
  if (of.isAdmin && !holder.isAdmin) return false;
  return holdsGrants(holder, grantsOf(of));
}

function holdsGrants(
  holder: PermissionsRecord,
  grants: ReadonlyArray<{ permission: string; categoryID?: number | undefined }>,
): boolean {
  const checker = createPermissionChecker(holder);
  return grants.every(({ permission, categoryID }) =>
    categoryID === undefined
      ? hasPermission(checker, permission)
      : hasPermission(checker, permission, { resourceType: "category", resourceID: categoryID }),
  );
}

/** Whether `actor` ranks strictly above `target` (see the module's comment). */
export function outranks(actor: PermissionsRecord, target: PermissionsRecord): boolean {
  if (actor.isAdmin) return true;
  return holdsAll(actor, target) && !holdsAll(target, actor);
}

/** The permissions of the roles a member holds, whether or not they are banned now. */
export async function heldPermissions(db: Kysely<Database>, userID: number): Promise<PermissionsRecord> {
  const rows = await db.selectFrom("user_roles").select("roleID").where("userID", "=", userID).execute();
  return buildPermissionsRecord(
    db,
    rows.map((row) => row.roleID),
  );
}

const outranked = (what: string) =>
  forbidden("Permission Problem", `You cannot ${what} a member whose permissions equal or exceed your own.`);

/** 403 unless the viewer ranks strictly above the member (`what`: "ban", "edit", …). */
export async function assertOutranks(
  db: Kysely<Database>,
  viewer: Viewer,
  userID: number,
  what: string,
): Promise<void> {
  if (viewer.userID === userID || !outranks(viewer.permissions, await heldPermissions(db, userID))) {
    throw outranked(what);
  }
}

/**
 * 403 unless a member holding exactly `roleIDs` would rank strictly below the viewer: nobody gives a
 * role granting what they lack, nor makes a member their equal.
 */
export async function assertMayGiveRoles(
  db: Kysely<Database>,
  viewer: Viewer,
  roleIDs: readonly number[],
): Promise<void> {
  if (viewer.permissions.isAdmin) return;
  const record = await buildPermissionsRecord(db, [...roleIDs]);
  if (!outranks(viewer.permissions, record)) {
    throw forbidden(
      "Permission Problem",
      "You cannot give roles that grant what you do not hold, or that make a member your equal.",
    );
  }
}

/** 403 unless the viewer holds every permission the fragments grant (defining or widening a role). */
export function assertMayGrant(viewer: Viewer, fragments: readonly PermissionFragment[]): void {
  const grants = fragments.flatMap((fragment) =>
    Object.entries(fragment.permissions)
      .filter(([, granted]) => granted === true)
      .map(([permission]) =>
        fragment.type === "global" ? { permission } : { permission, categoryID: fragment.id },
      ),
  );
  if (!holdsGrants(viewer.permissions, grants)) {
    throw forbidden("Permission Problem", "You cannot grant a permission you do not hold yourself.");
  }
}

/** 403 unless the viewer holds everything the role grants now (to change or delete it). */
export async function assertHoldsRole(db: Kysely<Database>, viewer: Viewer, roleID: number): Promise<void> {
  if (viewer.permissions.isAdmin) return;
  if (!holdsAll(viewer.permissions, await buildPermissionsRecord(db, [roleID]))) {
    throw forbidden("Permission Problem", "You cannot change a role that grants more than you hold.");
  }
}
