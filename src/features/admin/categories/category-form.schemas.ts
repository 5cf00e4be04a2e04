import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import {
  CATEGORY_COLOR_PATTERN,
  CATEGORY_URLCODE_PATTERN,
} from "../../../../schemas/entities/category.schema";
import { permissionsGridSchema } from "../../../../schemas/entities/permissions-grid";

/**
 * The category editor's form: the fields of `POST /categories` a site manager sets by hand, with the
 * API's rules. Its validator is compiled by the build; the parent's choices (the other categories)
 * are known only at run time, so {@link categoryFormSchemaFor} names them for the shown form.
 */
export const categoryFormSchema = {
  type: "object",
  properties: {
    name: { type: "string", title: "Name", minLength: 1, maxLength: 200 },
    urlcode: {
      type: "string",
      title: "URL code",
      description:
        "Lower-case letters, digits and dashes, e.g. local-news. Left empty, it is made from the name.",
      minLength: 1,
      maxLength: 200,
      pattern: CATEGORY_URLCODE_PATTERN,
    },
    description: { type: "string", title: "Description", maxLength: 1000 },
    parentCategoryID: { type: "integer", title: "Parent category", minimum: 0 },
    color: { type: "string", title: "Colour", pattern: CATEGORY_COLOR_PATTERN },
    displayAs: {
      type: "string",
      title: "Display as",
      enum: ["discussions", "categories"],
    },
  },
  required: ["name", "parentCategoryID", "displayAs"],
} as const satisfies RJSFSchema;

/** The editor's values; parent 0 is the top level. */
export interface CategoryFormData {
  name: string;
  /** Left out, it is made from the name ({@link urlcodeFrom}). */
  urlcode?: string;
  description?: string;
  parentCategoryID: number;
  color?: string;
  displayAs: "discussions" | "categories";
}

/** How the editor draws its fields. */
export const categoryFormUiSchema: UiSchema<CategoryFormData> = {
  description: { "ui:widget": "textarea" },
  color: { "ui:widget": "colour" },
  displayAs: { "ui:enumNames": ["Discussions", "Subcategories"] },
};

/**
 * The form's schema and uiSchema with the parents a category may take (`parents`: id and name; 0 is
 * the top), as an enum whose labels are their names.
 */
export function categoryFormFor(parents: ReadonlyArray<{ id: number; name: string }>): {
  schema: RJSFSchema;
  uiSchema: UiSchema<CategoryFormData>;
} {
  return {
    schema: {
      ...(categoryFormSchema as RJSFSchema),
      properties: {
        ...categoryFormSchema.properties,
        parentCategoryID: {
          ...categoryFormSchema.properties.parentCategoryID,
          enum: parents.map(({ id }) => id),
        },
      },
    },
    uiSchema: {
      ...categoryFormUiSchema,
      parentCategoryID: { "ui:enumNames": parents.map(({ name }) => name) },
    },
  };
}

/** The category permissions form: one category grid per role (keyed `r{roleID}`). */
export const categoryPermissionsFormSchema = {
  type: "object",
  properties: {
    roles: {
      type: "object",
      title: "Permissions by role",
      additionalProperties: { ...permissionsGridSchema.properties.category },
    },
  },
  required: ["roles"],
} as const satisfies RJSFSchema;

/** The permissions form's schema with its roles (id and name), in their order. */
export function categoryPermissionsSchemaFor(
  roles: ReadonlyArray<{ roleID: number; name: string }>,
): RJSFSchema {
  return {
    ...(categoryPermissionsFormSchema as RJSFSchema),
    properties: {
      roles: {
        type: "object",
        title: categoryPermissionsFormSchema.properties.roles.title,
        properties: Object.fromEntries(
          roles.map(({ roleID, name }) => [
            roleKey(roleID),
            { ...permissionsGridSchema.properties.category, title: name },
          ]),
        ),
        additionalProperties: false,
      },
    },
  };
}

/** A role's key in the permissions form's `roles`. */
export function roleKey(roleID: number): string {
  return `r${roleID}`;
}

export default { category: categoryFormSchema, permissions: categoryPermissionsFormSchema };
