// Placeholder until the body renderer lands: escapes everything. Same exports as the real module.
import type { FieldError } from "../../../schemas/entities/error.schema";

/** Renders a stored body of the given format to safe HTML. */
export function renderBody(body: string, format: string): string {
  void format;
  return body.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Field errors of a body written in `format` (bad rich2 JSON, unknown format), or [] when valid. */
export function validateBody(body: string, format: string, field = "body"): FieldError[] {
  void body;
  void field;
  return ["rich2", "markdown", "text", "html"].includes(format)
    ? []
    : [{ field: "format", code: "invalid", message: `Unknown format ${format}.` }];
}
