import type { FromSchema } from "json-schema-to-ts";

/** One field error in an error body (Vanilla's form). */
export const fieldErrorSchema = {
  $id: "fieldError",
  type: "object",
  description: "One problem with one field of a request.",
  properties: {
    field: { type: "string", description: "The field's name." },
    path: { type: "string", description: "Where the field sits in the body, when nested." },
    code: { type: "string", description: "A machine-readable reason." },
    message: { type: "string", description: "A sentence for people." },
  },
  required: ["field", "code", "message"],
  additionalProperties: false,
} as const;
export type FieldError = FromSchema<typeof fieldErrorSchema>;

/** Every 4xx/5xx answer of the API. */
export const errorBodySchema = {
  $id: "errorBody",
  type: "object",
  description: "The body of every error response.",
  properties: {
    message: { type: "string", description: "What went wrong, for people." },
    status: { type: "integer", description: "The HTTP status." },
    description: { type: "string", description: "More detail, when there is any." },
    errors: { type: "array", items: fieldErrorSchema, description: "Field errors." },
    actionButton: {
      type: "object",
      description: "An action the user can take.",
      properties: {
        label: { type: "string", description: "The button text." },
        url: { type: "string", description: "Where it goes." },
        target: { type: "string", description: "The link target." },
      },
      required: ["label", "url"],
      additionalProperties: false,
    },
    trace: { type: "string", description: "A stack trace; debug mode only." },
  },
  required: ["message", "status"],
  additionalProperties: false,
} as const;
export type ErrorBody = FromSchema<typeof errorBodySchema>;
