import { withoutIds } from "../without-ids";
import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import type { WidgetCatalogEntry } from "../widgets/index";
import { propErrorsOf, type PropError } from "./prop-errors";

export { propErrorsOf, type PropError } from "./prop-errors";

// One ajv for the server's layout checks; schemas compile on first use and are kept per widget type.
const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false, useDefaults: false });
addFormats.default(ajv);
const compiled = new Map<string, { schema: object; validate: ValidateFunction }>();

/** A compiled validator of any schema the layout code needs beside widget schemas (middleware...). */
export function compileSchema(schema: object): ValidateFunction {
  return ajv.compile(withoutIds(schema) as object);
}

/** The compiled validator of a catalog entry's props schema, made on first use and kept per type. */
export function widgetPropsValidator(entry: Pick<WidgetCatalogEntry, "type" | "schema">): ValidateFunction {
  let cached = compiled.get(entry.type);
  // A changed schema object (tests, fragments) recompiles rather than answering with a stale one.
  if (!cached || cached.schema !== entry.schema) {
    cached = { schema: entry.schema, validate: compileSchema(entry.schema) };
    compiled.set(entry.type, cached);
  }
  return cached.validate;
}

/** Validates props against a catalog entry's schema; answers the problems (none when valid). */
export function validateWidgetProps(entry: WidgetCatalogEntry, props: unknown): PropError[] {
  const validate = widgetPropsValidator(entry);
  return validate(props) ? [] : propErrorsOf(validate.errors ?? []);
}
