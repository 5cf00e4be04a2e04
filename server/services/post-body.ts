import type { FieldError } from "../../schemas/entities/error.schema";
import { badRequest } from "../http/errors";
import { validateBody } from "./body/render-body";
import { isEmptyBody } from "./empty-body";

/**
 * Throws 400 with field errors when a post body is empty (content spec §3: a single empty rich2
 * paragraph is empty) or not valid in its format (render-body's validateBody decides).
 */
export function assertValidBody(body: string, format: string, field = "body"): void {
  const errors: FieldError[] = isEmptyBody(body, format)
    ? [{ field, code: "empty", message: "The body is required." }]
    : validateBody(body, format, field);
  if (errors.length) throw badRequest("The post could not be saved.", errors);
}
