import type { FromSchema } from "json-schema-to-ts";
import { permissionFragmentSchema } from "../entities/permissions-grid";

const permissionsProperty = {
  type: "array",
  items: permissionFragmentSchema,
  maxItems: 1000,
  description: "The role's permissions: the global grid and one grid per category with its own.",
} as const;

const nameProperty = {
  type: "string",
  minLength: 1,
  maxLength: 100,
  description: "The role's name.",
} as const;
const descriptionProperty = {
  type: ["string", "null"],
  maxLength: 500,
  description: "What the role is for.",
} as const;

/** A role (Vanilla's roles.yml Role). */
export const roleSchema = {
  $id: "role",
  type: "object",
  description: "A role: a name and the permissions it grants its members.",
  properties: {
    roleID: { type: "integer", description: "The role's ID." },
    name: nameProperty,
    description: descriptionProperty,
    type: {
      type: ["string", "null"],
      description: "The built-in kind (guest, member, moderator, administrator, banned); null for others.",
    },
    deletable: { type: "boolean", description: "False for the built-in roles." },
    canSession: { type: "boolean", description: "Whether its members may keep a session (session.valid)." },
    personalInfo: { type: "boolean", description: "Whether membership is personal information (never)." },
    isAdmin: { type: "boolean", description: "Whether its members pass every permission check." },
    permissions: permissionsProperty,
  },
  required: ["roleID", "name", "description", "type", "deletable", "canSession", "personalInfo"],
  additionalProperties: false,
} as const;
/** A role. */
export type Role = FromSchema<typeof roleSchema>;

/** `GET /roles` answer. */
export const roleListSchema = {
  $id: "roleList",
  type: "array",
  description: "The roles, in their order.",
  items: roleSchema,
} as const;

const roleExpandProperty = {
  type: "array",
  items: { type: "string" },
  maxItems: 20,
  description: "Records to expand (comma list or array): permissions, all.",
} as const;

/** `GET /roles` query (shell spec §7: `limit`, the client asks for up to 500). */
export const roleListQuerySchema = {
  type: "object",
  description: "How many roles, and whether with their permissions.",
  properties: {
    limit: { type: "integer", minimum: 1, maximum: 500, description: "Roles to answer (default 500)." },
    expand: roleExpandProperty,
  },
} as const;
export type RoleListQuery = FromSchema<typeof roleListQuerySchema>;

/** `GET /roles/{id}` query. */
export const roleGetQuerySchema = {
  type: "object",
  description: "Whether with the role's permissions.",
  properties: { expand: roleExpandProperty },
} as const;
export type RoleGetQuery = FromSchema<typeof roleGetQuerySchema>;

/** `POST /roles` body (Vanilla's RolePost). */
export const rolePostBodySchema = {
  $id: "rolePostBody",
  type: "object",
  description: "A new role.",
  properties: { name: nameProperty, description: descriptionProperty, permissions: permissionsProperty },
  required: ["name"],
  additionalProperties: false,
} as const;
export type RolePostBody = FromSchema<typeof rolePostBodySchema>;

/**
 * `PATCH /roles/{id}` body: the fields to change. Each permission a fragment lists is set; those it
 * leaves out keep their value.
 */
export const rolePatchBodySchema = {
  $id: "rolePatchBody",
  type: "object",
  description: "The fields of a role to change; the others stay.",
  properties: { name: nameProperty, description: descriptionProperty, permissions: permissionsProperty },
  additionalProperties: false,
} as const;
export type RolePatchBody = FromSchema<typeof rolePatchBodySchema>;

/** What roles may expand. */
export const roleExpands = ["permissions"] as const;
