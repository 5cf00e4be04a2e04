/**
 * The fragment store's checks before it writes: a fragment's type is one something can use, a
 * declared widget type comes with a CustomFragment only and its props schema compiles, and a
 * revision about to be committed has a module.
 */
import { Ajv } from "ajv";
import type { FragmentCustomWidget } from "../../schemas/entities/fragment.schema";
import { FRAGMENT_WIDGET_SCHEMA_MAX_BYTES } from "../../schemas/api/fragment.schema";
import type { FieldError } from "../../schemas/entities/error.schema";
import { knownFragmentTypes } from "../../schemas/widgets/index";
import { CUSTOM_FRAGMENT_TYPE } from "../../schemas/widgets/fragment-types";
import { badRequest } from "../http/errors";

/** 400 unless the type is one something can use, and a declared widget type comes with CustomFragment only. */
export function checkFragmentType(
  fragmentType: string,
  customWidget: FragmentCustomWidget | undefined,
): void {
  if (!knownFragmentTypes.includes(fragmentType)) {
    throw badRequest("The fragment type is not known.", [
      {
        field: "fragmentType",
        code: "enum",
        message: `fragmentType must be a known fragment type, like ${knownFragmentTypes.slice(0, 3).join(", ")}.`,
      },
    ]);
  }
  const isCustom = fragmentType === CUSTOM_FRAGMENT_TYPE;
  if (isCustom && !customWidget) {
    throw badRequest("A CustomFragment declares its widget type.", [
      { field: "customWidget", code: "required", message: "customWidget is required for a CustomFragment." },
    ]);
  }
  if (!isCustom && customWidget) {
    throw badRequest("Only a CustomFragment declares a widget type.", [
      { field: "customWidget", code: "invalid", message: "customWidget is only for a CustomFragment." },
    ]);
  }
  if (customWidget) checkWidgetSchema(customWidget.schema);
}

const schemaChecker = new Ajv({ allErrors: true, strict: false, validateFormats: false });

/** 400 unless a declared widget's props schema is an object schema with properties that compiles. */
function checkWidgetSchema(schema: Record<string, unknown>): void {
  const errors: FieldError[] = [];
  const field = "customWidget.schema";
  if (Buffer.byteLength(JSON.stringify(schema), "utf8") > FRAGMENT_WIDGET_SCHEMA_MAX_BYTES) {
    errors.push({ field, code: "maxBytes", message: `${field} must be at most 16 KB.` });
  } else if (schema.type !== "object" || !schema.properties || typeof schema.properties !== "object") {
    errors.push({ field, code: "type", message: `${field} must have type "object" and properties.` });
  } else {
    try {
      const copy: Record<string, unknown> = { ...schema };
      delete copy.$id;
      schemaChecker.compile(copy);
    } catch (error) {
      errors.push({
        field,
        code: "invalid",
        message: `${field} is not a valid JSON Schema: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  if (errors.length) throw badRequest("The widget's props schema is not valid.", errors);
}

/** 400 when a revision about to be committed has no module: pages would import nothing. */
export function assertCommittable(js: string): void {
  if (js.trim() === "") {
    throw badRequest("A committed fragment needs its module.", [
      { field: "js", code: "required", message: "js may not be empty in a committed revision." },
    ]);
  }
}
