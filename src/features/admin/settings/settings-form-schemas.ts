import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { siteConfigKeys } from "../../../../schemas/config/site-config";
import { fieldName, settingsGroups, type SettingField } from "./settings-groups";

/** A setting as a form property: the key's schema with the page's title and help. */
function fieldSchema(field: SettingField): RJSFSchema {
  const schema = structuredClone(siteConfigKeys[field.key].schema) as RJSFSchema;
  schema.title = field.title;
  if (field.help) schema.description = field.help;
  if (field.enumValues) schema.enum = field.enumValues;
  for (const [name, title] of Object.entries(field.fieldTitles ?? {})) {
    const property = schema.properties?.[name];
    if (property && typeof property === "object") property.title = title;
  }
  return schema;
}

/** A setting that needs a value: a number, a text that may not be empty, or a group of values. */
function isRequired(schema: RJSFSchema): boolean {
  return (
    schema.type === "integer" ||
    schema.type === "number" ||
    schema.type === "object" ||
    (schema.type === "string" && (schema.minLength ?? 0) > 0)
  );
}

/** Each settings page's form schema, by page id; its validator is compiled by the build. */
export const settingsFormSchemas: Record<string, RJSFSchema> = Object.fromEntries(
  settingsGroups.map((group) => {
    const properties = Object.fromEntries(group.fields.map((f) => [fieldName(f.key), fieldSchema(f)]));
    const required = Object.entries(properties)
      .filter(([, schema]) => isRequired(schema))
      .map(([name]) => name);
    return [group.id, { type: "object", properties, required }];
  }),
);

/** A text that may be empty is saved as "" when cleared, not left out. */
function emptyText(schema: RJSFSchema): UiSchema | undefined {
  if (schema.type === "string" && !schema.enum && !schema.minLength) return { "ui:emptyValue": "" };
  if (schema.type !== "object" || !schema.properties) return undefined;
  const nested = Object.entries(schema.properties).flatMap(([name, sub]) => {
    const ui = typeof sub === "object" ? emptyText(sub) : undefined;
    return ui ? [[name, ui] as const] : [];
  });
  return nested.length ? Object.fromEntries(nested) : undefined;
}

/** A setting's uiSchema: its widget, its enum's labels, how it is emptied. */
function fieldUiSchema(field: SettingField): UiSchema {
  return {
    ...emptyText(fieldSchema(field)),
    ...(field.widget ? { "ui:widget": field.widget } : {}),
    ...(field.enumNames ? { "ui:enumNames": field.enumNames } : {}),
  };
}

/** Each settings page's uiSchema, by page id. */
export const settingsUiSchemas: Record<string, UiSchema> = Object.fromEntries(
  settingsGroups.map((group) => [
    group.id,
    Object.fromEntries(group.fields.map((f) => [fieldName(f.key), fieldUiSchema(f)])),
  ]),
);

export default settingsFormSchemas;
