import {
  categoryPermissionNames,
  globalPermissionNames,
  type GlobalPermissionName,
} from "../../schemas/entities/permissions-grid";

/**
 * The built-in roles and their global permissions (the spec leaves them "not shown"; these follow
 * the project's recorded decision). Each role lists what it adds to the one before it.
 */
const guest = [
  "discussions.view",
  "profiles.view",
  "reactions.view",
] as const satisfies GlobalPermissionName[];
const member = [
  ...guest,
  "session.valid",
  "discussions.add",
  "comments.add",
  "reactions.positive.add",
  "reactions.negative.add",
  "flag.add",
  "conversations.add",
  "uploads.add",
  "discussions.closeOwn",
  "invitations.add",
] as const satisfies GlobalPermissionName[];
const moderator = [
  ...member,
  "community.moderate",
  "discussions.moderate",
  "discussions.manage",
  "discussions.edit",
  "discussions.close",
  "discussions.delete",
  "comments.edit",
  "comments.delete",
  "curation.manage",
  "personalInfo.view",
  "staff.allow",
  "users.edit",
] as const satisfies GlobalPermissionName[];
const administrator = [
  ...moderator,
  "site.manage",
  "community.manage",
  "settings.manage",
  "users.add",
  "users.delete",
  "fragments.manage",
] as const satisfies GlobalPermissionName[];
/** Banned members keep a session but read only what guests read. */
const banned = [...guest, "session.valid"] as const satisfies GlobalPermissionName[];

/** Every permission name a role may hold (the role editor's global grid). */
export const allPermissionNames: readonly string[] = globalPermissionNames;

/** The permissions that category junctions may override (the role editor's category grid). */
export { categoryPermissionNames };

/** The role kinds the server looks roles up by. */
export type RoleType = "guest" | "member" | "moderator" | "administrator" | "banned";

/** The built-in roles in the order they are created. */
export const builtInRoles: ReadonlyArray<{
  name: string;
  type: RoleType;
  description: string;
  isAdmin: boolean;
  permissions: readonly GlobalPermissionName[];
}> = [
  {
    name: "Guest",
    type: "guest",
    description: "Visitors who have not signed in.",
    isAdmin: false,
    permissions: guest,
  },
  { name: "Member", type: "member", description: "Signed-in members.", isAdmin: false, permissions: member },
  {
    name: "Moderator",
    type: "moderator",
    description: "Members who keep the peace.",
    isAdmin: false,
    permissions: moderator,
  },
  {
    name: "Administrator",
    type: "administrator",
    description: "Run the site.",
    isAdmin: true,
    permissions: administrator,
  },
  {
    name: "Banned",
    type: "banned",
    description: "Members who may no longer write.",
    isAdmin: false,
    permissions: banned,
  },
];
