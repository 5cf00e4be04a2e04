import { withoutIds } from "../without-ids";
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import type { WidgetCatalogEntry } from "../widgets/index";

/** One problem with a widget's props: where (a dotted prop path, empty for the whole) and what. */
export interface PropError {
  path: string;
  /** The ajv keyword that failed (`required`, `type`, `enum`...). */
  code: string;
  /** What is wrong, without the path: "must be integer". */
  problem: string;
  /** A sentence naming the path: "apiParams.limit must be integer." */
  message: string;
}

// One ajv for the server's layout checks; schemas compile on first use and are kept per widget type.
const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false, useDefaults: false });
addFormats.default(ajv);
const compiled = new Map<string, { schema: object; validate: ValidateFunction }>();

/** A compiled validator of any schema the layout code needs beside widget schemas (middleware...). */
export function compileSchema(schema: object): ValidateFunction {
  return ajv.compile(withoutIds(schema) as object);
}

/** Validates props against a catalog entry's schema; answers the problems (none when valid). */
export function validateWidgetProps(entry: WidgetCatalogEntry, props: unknown): PropError[] {
  let cached = compiled.get(entry.type);
  // A changed schema object (tests, fragments) recompiles rather than answering with a stale one.
  if (!cached || cached.schema !== entry.schema) {
    cached = { schema: entry.schema, validate: compileSchema(entry.schema) };
    compiled.set(entry.type, cached);
  }
  return cached.validate(props) ? [] : propErrorsOf(cached.validate.errors ?? []);
}

/** ajv errors as prop errors: `required` and `additionalProperties` name the prop concerned. */
export function propErrorsOf(errors: readonly ErrorObject[]): PropError[] {
  return errors.map((error) => {
    const segments = error.instancePath.split("/").filter(Boolean).map(unescapePointer);
    let problem = error.message ?? "is invalid";
    if (error.keyword === "required") {
      segments.push(String(error.params.missingProperty));
      problem = "is required";
    } else if (error.keyword === "additionalProperties") {
      segments.push(String(error.params.additionalProperty));
      problem = "is not a known property";
    } else if (error.keyword === "enum" && Array.isArray(error.params.allowedValues)) {
      problem = `must be one of ${error.params.allowedValues.join(", ")}`;
    }
    const path = segments.map((s, i) => (/^\d+$/.test(s) ? `[${s}]` : i === 0 ? s : `.${s}`)).join("");
    return { path, code: error.keyword, problem, message: `${path || "props"} ${problem}.` };
  });
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, "/").replace(/~0/g, "~");
}
