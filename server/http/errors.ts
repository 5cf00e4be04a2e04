import type { FastifyError, FastifyInstance } from "fastify";
import type { ErrorBody, FieldError } from "../../schemas/entities/error.schema";

/** An error with an HTTP status that the error handler turns into the API's JSON error body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: { description?: string; errors?: FieldError[] } = {},
  ) {
    super(message);
  }
}

/** 400 with field errors. */
export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, { errors });
/** 401: the call needs a signed-in user. */
export const unauthorized = (message = "You must sign in first.") => new HttpError(401, message);
/** 403: the viewer lacks a permission. */
export const forbidden = (
  message = "Permission Problem",
  description = "You don't have permission to do that.",
) => new HttpError(403, message, { description });
/** 404 for a missing record. */
export const notFound = (what = "Page") => new HttpError(404, `${what} not found.`);

interface AjvLikeError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Turns ajv errors of a request part into Vanilla-style field errors. */
export function fieldErrorsFromValidation(part: string, errors: readonly AjvLikeError[]): FieldError[] {
  return errors.map((error) => {
    const segments = error.instancePath.split("/").filter(Boolean);
    let field = segments.pop() ?? "";
    if (error.keyword === "required") field = String(error.params.missingProperty);
    if (error.keyword === "additionalProperties") field = String(error.params.additionalProperty);
    const path = [part, ...segments].filter(Boolean).join(".");
    return { field: field || part, path, code: error.keyword, message: plainMessage(field || part, error) };
  });
}

/** What the common schema rules mean, in words a member filling a form understands. */
const typeNames: Record<string, string> = {
  string: "text",
  integer: "a whole number",
  number: "a number",
  boolean: "true or false",
  array: "a list",
  object: "a group of fields",
};

function plainMessage(field: string, error: AjvLikeError): string {
  const { params } = error;
  const name = field.charAt(0).toUpperCase() + field.slice(1);
  const limit = Number(params.limit);
  const characters = (count: number) => (count === 1 ? "1 character" : `${count} characters`);
  switch (error.keyword) {
    case "additionalProperties":
      return `${field} is not a known field.`;
    case "required":
      return `${field} is required.`;
    case "minLength":
      return limit <= 1
        ? `${name} must not be empty.`
        : `${name} must be at least ${characters(limit)} long.`;
    case "maxLength":
      return `${name} must be at most ${characters(limit)} long.`;
    case "minimum":
      return `${name} must be ${limit} or more.`;
    case "maximum":
      return `${name} must be ${limit} or less.`;
    case "exclusiveMinimum":
      return `${name} must be more than ${limit}.`;
    case "exclusiveMaximum":
      return `${name} must be less than ${limit}.`;
    case "minItems":
      return `${name} must have at least ${limit} ${limit === 1 ? "item" : "items"}.`;
    case "maxItems":
      return `${name} must have at most ${limit} ${limit === 1 ? "item" : "items"}.`;
    case "type": {
      const type = String(params.type).split(",")[0] ?? "";
      return `${name} must be ${typeNames[type] ?? type}.`;
    }
    case "enum": {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues.map(String) : [];
      return allowed.length > 0 && allowed.length <= 10
        ? `${name} must be one of: ${allowed.join(", ")}.`
        : `${name} is not one of the allowed values.`;
    }
    case "format":
      return params.format === "email"
        ? `${name} is not a valid email address.`
        : `${name} is not a valid ${String(params.format)}.`;
    case "pattern":
      return `${name} is not in the expected form.`;
    default:
      return `${field} ${error.message ?? "is invalid"}.`;
  }
}

/**
 * Every error answers JSON `{message, status, description?, errors?, trace?}`; 5xx hide their cause
 * unless debug is on; the stack is sent only in debug mode.
 */
export function installErrorHandling(app: FastifyInstance, debug: boolean): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    let body: ErrorBody;
    if (error instanceof HttpError) {
      body = { message: error.message, status: error.status, ...error.details };
      if (!body.errors) delete body.errors;
      if (!body.description) delete body.description;
    } else if (error.validation) {
      const part = error.validationContext ?? "body";
      body = {
        message: part === "querystring" ? "The query is not valid." : "The request is not valid.",
        status: 400,
        errors: fieldErrorsFromValidation(
          part === "querystring" ? "query" : part,
          error.validation as AjvLikeError[],
        ),
      };
    } else if (typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500) {
      body = { message: error.message, status: error.statusCode };
    } else {
      request.log.error({ err: error }, "unhandled error");
      body = { message: "Something went wrong on the server.", status: 500 };
      if (debug) body.description = error.message;
    }
    if (debug && error.stack) body.trace = error.stack;
    return reply.status(body.status).type("application/json").send(body);
  });
}
