import type { FromSchema } from "json-schema-to-ts";

/**
 * The permissions a role may grant (content spec §6, shell spec §6), as one JSON Schema: the global
 * grid and the per-category grid. The role editor's grid is generated from it (each permission's
 * `title` is its column, its `description` the help text) and the role calls validate against it,
 * so a permission unknown here can neither be granted nor shown. `system.only` is the system user's
 * own and no role grants it.
 */
const permission = (title: string, description: string) => ({ type: "boolean", title, description }) as const;

/** The permissions a category may override (its own grid of a role). */
const categoryProperties = {
  "discussions.view": permission("View", "See the discussions and their comments."),
  "discussions.add": permission("Start discussions", "Start new discussions."),
  "comments.add": permission("Comment", "Reply to discussions, and quote."),
  "discussions.manage": permission("Bulk actions", "Move, merge, close and delete several discussions."),
  "discussions.moderate": permission("Moderate", "Sink, close and announce; read revision history."),
  "discussions.edit": permission("Edit discussions", "Edit, move and retype anyone's discussions."),
  "discussions.close": permission("Close", "Close discussions, and reply to closed ones."),
  "discussions.delete": permission("Delete discussions", "Delete anyone's discussions."),
  "comments.edit": permission("Edit comments", "Edit anyone's comments."),
  "comments.delete": permission("Delete comments", "Delete anyone's comments."),
} as const;

/** The global grid: the category permissions as site-wide defaults, and the site's own. */
const globalProperties = {
  "session.valid": permission("Sign in", "Keep a session: the mark of a signed-in member."),
  "profiles.view": permission("View profiles", "See members' profiles and user cards."),
  "reactions.view": permission("View reactions", "List who reacted to a post."),
  ...categoryProperties,
  "discussions.closeOwn": permission("Close own", "Close one's own discussions."),
  "reactions.positive.add": permission("Positive reactions", "Give positive reactions."),
  "reactions.negative.add": permission("Negative reactions", "Give negative reactions."),
  "flag.add": permission("Report", "Report posts to the moderators."),
  "conversations.add": permission("Message", "Start private conversations."),
  "uploads.add": permission("Upload", "Attach images and files to posts."),
  "invitations.add": permission("Invite", "Invite people to the community by email."),
  "community.moderate": permission("Moderate community", "Edit any content without a time limit."),
  "community.manage": permission("Manage community", "Announce, add to collections, sink."),
  "curation.manage": permission("Curate", "Bump and promote posts."),
  "staff.allow": permission("Staff", "Resolve discussions and see staff tools."),
  "personalInfo.view": permission("Personal info", "See email addresses and private or banned profiles."),
  "users.add": permission("Add members", "Create member accounts."),
  "users.edit": permission("Edit members", "Edit members, change their roles, ban and unban them."),
  "users.delete": permission("Delete members", "Delete member accounts."),
  "settings.manage": permission("Settings", "Open the dashboard and change settings."),
  "site.manage": permission("Manage site", "Manage roles, themes, configuration and administrators."),
  "fragments.manage": permission("Custom fragments", "Save custom fragments: code that runs on every page."),
} as const;

/** The role editor's grids: what a role may grant globally and per category. */
export const permissionsGridSchema = {
  $id: "permissionsGrid",
  type: "object",
  description: "What a role may grant: site-wide, and per category with its own permissions.",
  properties: {
    global: {
      type: "object",
      description: "Site-wide permissions: permission name to granted.",
      properties: globalProperties,
      additionalProperties: false,
    },
    category: {
      type: "object",
      description: "Permissions one category may override: permission name to granted.",
      properties: categoryProperties,
      additionalProperties: false,
    },
  },
  required: ["global", "category"],
  additionalProperties: false,
} as const;
/** A role's two grids, each a map of permission name to granted. */
export type PermissionsGrid = FromSchema<typeof permissionsGridSchema>;

/** Every permission a role may grant globally. */
export type GlobalPermissionName = keyof typeof globalProperties;
/** Every permission a category may override. */
export type CategoryPermissionName = keyof typeof categoryProperties;

/** The global permission names, in the grid's order. */
export const globalPermissionNames = Object.keys(globalProperties) as GlobalPermissionName[];
/** The category permission names, in the grid's order. */
export const categoryPermissionNames = Object.keys(categoryProperties) as CategoryPermissionName[];

/**
 * One part of a role's permissions (Vanilla's PermissionFragment): the global grid, or the grid of
 * one category (its `id`).
 */
export const permissionFragmentSchema = {
  description: "A role's global permissions, or its permissions in one category.",
  oneOf: [
    {
      type: "object",
      description: "The role's site-wide permissions.",
      properties: {
        type: { type: "string", const: "global", description: "Site-wide." },
        permissions: permissionsGridSchema.properties.global,
      },
      required: ["type", "permissions"],
      additionalProperties: false,
    },
    {
      type: "object",
      description: "The role's permissions in one category with permissions of its own.",
      properties: {
        type: { type: "string", const: "category", description: "In one category." },
        id: { type: "integer", minimum: 1, description: "The category's ID." },
        permissions: permissionsGridSchema.properties.category,
      },
      required: ["type", "id", "permissions"],
      additionalProperties: false,
    },
  ],
} as const;
/** A global or a category fragment of a role's permissions. */
export type PermissionFragment = FromSchema<typeof permissionFragmentSchema>;
