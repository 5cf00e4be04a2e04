import type { ErrorSchema, RJSFSchema } from "@rjsf/utils";
import type { FieldError } from "../../schemas/entities/error.schema";
import { ApiError } from "../api/api-error";

/**
 * A failed save as the form is given it: an {@link ApiError} (field errors already grouped by
 * "path.field"), or an error body as the API sends it (`errors` a list of `{field, path?, message}`).
 */
export type ServerFormError =
  | { message: string; errors?: Readonly<Record<string, readonly FieldError[]>> }
  | { message: string; errors?: readonly FieldError[] };

/**
 * Where a server field error belongs in the form: the property path from the form's root (e.g.
 * `["name"]`), or undefined when no field of the form shows it. Given the group's key, the path and
 * field names joined (content spec §5), and the group's errors.
 */
export type LocateServerError = (key: string, errors: readonly FieldError[]) => readonly string[] | undefined;

/** The default: the request body is the form's data, so `body.a.b` is the form's field `a.b`. */
export const locateInBody: LocateServerError = (key) => key.replace(/^body\./, "").split(".");

/** What the form shows of a server error: errors under their fields, and the rest above the form. */
export interface PlacedServerErrors {
  errorSchema: ErrorSchema;
  /** The error's message, then each field error no field of the form shows. */
  unplaced: string[];
  message: string;
}

/** Field errors grouped by field, joining path and field names (content spec §5, through ApiError). */
export function groupedServerErrors(error: ServerFormError): Record<string, readonly FieldError[]> {
  const { errors } = error;
  if (!errors) return {};
  if (Array.isArray(errors)) return new ApiError({ status: 400, errors }).errors;
  return errors as Record<string, readonly FieldError[]>;
}

/** True when `path` names a property the schema describes (through objects and array items). */
export function schemaHasPath(schema: RJSFSchema, path: readonly string[]): boolean {
  let at: RJSFSchema | undefined = schema;
  for (const segment of path) {
    if (!at || typeof at !== "object") return false;
    if (at.type === "array" && /^\d+$/.test(segment)) {
      at = (Array.isArray(at.items) ? at.items[Number(segment)] : at.items) as RJSFSchema | undefined;
      continue;
    }
    const next: unknown = at.properties?.[segment];
    at = next && typeof next === "object" ? (next as RJSFSchema) : undefined;
  }
  return at !== undefined && path.length > 0;
}

/**
 * Places a server error's field errors under the fields of a form with `schema`: each group of
 * errors goes where `locate` says when the schema has that field, and above the form otherwise.
 */
export function placeServerErrors(
  error: ServerFormError,
  schema: RJSFSchema,
  locate: LocateServerError = locateInBody,
): PlacedServerErrors {
  const errorSchema: Record<string, unknown> = {};
  const unplaced: string[] = [];
  for (const [key, errors] of Object.entries(groupedServerErrors(error))) {
    const path = locate(key, errors);
    const messages = errors.map((e) => e.message);
    if (!path || !schemaHasPath(schema, path)) {
      unplaced.push(...messages);
      continue;
    }
    let node = errorSchema;
    for (const segment of path) node = (node[segment] ??= {}) as Record<string, unknown>;
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), ...messages];
  }
  return { errorSchema: errorSchema as ErrorSchema, unplaced, message: error.message };
}
