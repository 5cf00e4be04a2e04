import { t } from "../../../../runtime/i18n/t";
import type { CustomWidgetDeclaration } from "./fragment-api";

import { FRAGMENT_WIDGET_SCHEMA_MAX_BYTES as SCHEMA_MAX_BYTES } from "../../../../schemas/api/fragment.schema";

/** A new widget type's fields as typed: the schema is JSON text until it is checked. */
export interface CustomWidgetFields {
  name: string;
  icon: string;
  schemaText: string;
}

/** Field errors of a widget type's fields, or its declaration when they are valid. */
export function checkCustomWidget(
  fields: CustomWidgetFields,
):
  | { declaration: CustomWidgetDeclaration; errors?: undefined }
  | { declaration?: undefined; errors: Partial<Record<keyof CustomWidgetFields, string>> } {
  const errors: Partial<Record<keyof CustomWidgetFields, string>> = {};
  if (!fields.name.trim()) errors.name = t("The widget needs a name.");
  const icon = fields.icon.trim();
  if ([...icon].length < 1 || [...icon].length > 8)
    errors.icon = t("The icon is one emoji or a short symbol (1 to 8 characters).");
  let schema: unknown;
  if (new TextEncoder().encode(fields.schemaText).length > SCHEMA_MAX_BYTES) {
    errors.schemaText = t("The props schema must be at most 16 KB.");
  } else {
    try {
      schema = JSON.parse(fields.schemaText);
    } catch (error) {
      errors.schemaText = t("The props schema is not valid JSON: {reason}", {
        reason: (error as Error).message,
      });
    }
  }
  if (!errors.schemaText) {
    const isObject = typeof schema === "object" && schema !== null && !Array.isArray(schema);
    const record = isObject ? (schema as Record<string, unknown>) : {};
    const properties = record.properties;
    if (
      record.type !== "object" ||
      typeof properties !== "object" ||
      properties === null ||
      Array.isArray(properties)
    ) {
      errors.schemaText = t('The props schema must be a JSON Schema with "type": "object" and "properties".');
    }
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { declaration: { name: fields.name.trim(), icon, schema: schema as Record<string, unknown> } };
}
