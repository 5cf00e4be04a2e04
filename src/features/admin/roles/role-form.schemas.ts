import type { RJSFSchema } from "@rjsf/utils";
import { permissionsGridSchema } from "../../../../schemas/entities/permissions-grid";

const { global, category } = permissionsGridSchema.properties;

/**
 * The role editor's form: the role's name and description, its global grid, and one grid per
 * category with permissions of its own (`categories`, keyed `c{categoryID}`). The grids, their
 * permissions' titles and descriptions, come from the permissions grid schema. Its validator is
 * compiled by the build; the categories a role has are known only at run time, so the compiled
 * schema takes any key there with the category grid ({@link roleFormSchemaFor} names them).
 */
export const roleFormSchema = {
  type: "object",
  properties: {
    name: { type: "string", title: "Name", minLength: 1, maxLength: 100 },
    description: { type: "string", title: "Description", maxLength: 500 },
    global: {
      ...global,
      title: "Global permissions",
      description: "What members with this role may do everywhere on the site.",
    },
    categories: {
      type: "object",
      title: "Category permissions",
      additionalProperties: { ...category },
    },
  },
  required: ["name", "global"],
} as const satisfies RJSFSchema;

/** The form's schema for a role whose categories with own permissions are `categories` (id, name). */
export function roleFormSchemaFor(categories: { id: number; name: string }[]): RJSFSchema {
  const { categories: grids, ...rest } = roleFormSchema.properties;
  const properties: RJSFSchema["properties"] = { ...rest };
  if (categories.length > 0) {
    properties.categories = {
      type: grids.type,
      title: grids.title,
      properties: Object.fromEntries(
        categories.map(({ id, name }) => [categoryKey(id), { ...category, title: name }]),
      ),
      additionalProperties: false,
    };
  }
  return { ...(roleFormSchema as RJSFSchema), properties };
}

/** A category's key in the form's `categories`. */
export function categoryKey(categoryID: number): string {
  return `c${categoryID}`;
}

export default { role: roleFormSchema };
