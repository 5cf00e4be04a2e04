import type { FromSchema } from "json-schema-to-ts";
import { permissionsGridSchema } from "../entities/permissions-grid";

/**
 * `DELETE /categories/{id}` body: where the category's discussions go. With `newCategoryID` they move
 * there; without it they are deleted. Its subcategories move up to its parent either way.
 */
export const categoryDeleteBodySchema = {
  $id: "categoryDeleteBody",
  type: "object",
  description: "What becomes of the deleted category's discussions.",
  properties: {
    newCategoryID: {
      type: "integer",
      minimum: 1,
      description: "Move the discussions to this category; without it they are deleted.",
    },
  },
  additionalProperties: false,
} as const;
/** A category deletion's choice. */
export type CategoryDeleteBody = FromSchema<typeof categoryDeleteBodySchema>;

/** One role's permissions in one category. */
const categoryRolePermissionsSchema = {
  type: "object",
  description: "What one role may do in the category.",
  properties: {
    roleID: { type: "integer", minimum: 1, description: "The role's ID." },
    name: { type: "string", description: "The role's name." },
    permissions: permissionsGridSchema.properties.category,
  },
  required: ["roleID", "name", "permissions"],
  additionalProperties: false,
} as const;

/** `GET /categories/{id}/permissions`: what each role may do in a category (site.manage). */
export const categoryPermissionsSchema = {
  $id: "categoryPermissions",
  type: "object",
  description: "The category's permissions per role.",
  properties: {
    categoryID: { type: "integer", description: "The category's ID." },
    customPermissions: {
      type: "boolean",
      description:
        "Whether the category has permissions of its own (else it follows permissionCategoryID's).",
    },
    permissionCategoryID: {
      type: "integer",
      description: "The category whose permissions apply: its own ID when customPermissions is true.",
    },
    roles: { type: "array", description: "Every role's grid.", items: categoryRolePermissionsSchema },
  },
  required: ["categoryID", "customPermissions", "permissionCategoryID", "roles"],
  additionalProperties: false,
} as const;
/** A category's permissions per role. */
export type CategoryPermissions = FromSchema<typeof categoryPermissionsSchema>;

/**
 * `PUT /categories/{id}/permissions` body: `customPermissions: false` makes the category follow its
 * parent's permissions again (the roles' grids are dropped); `true` gives it its own, each listed
 * role's grid set as given (a role left out starts from what it holds site-wide).
 */
export const categoryPermissionsPutSchema = {
  $id: "categoryPermissionsPut",
  type: "object",
  description: "The category's own permissions per role, or none.",
  properties: {
    customPermissions: { type: "boolean", description: "Whether the category has permissions of its own." },
    roles: {
      type: "array",
      maxItems: 500,
      description: "The grids to set, one per role (with customPermissions true).",
      items: {
        type: "object",
        description: "One role's grid.",
        properties: {
          roleID: { type: "integer", minimum: 1, description: "The role's ID." },
          permissions: permissionsGridSchema.properties.category,
        },
        required: ["roleID", "permissions"],
        additionalProperties: false,
      },
    },
  },
  required: ["customPermissions"],
  additionalProperties: false,
} as const;
/** A category permissions change. */
export type CategoryPermissionsPut = FromSchema<typeof categoryPermissionsPutSchema>;
