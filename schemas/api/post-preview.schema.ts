import type { FromSchema } from "json-schema-to-ts";

/** `POST /posts/preview`: a body as the composer holds it, before it is posted. */
export const postPreviewBodySchema = {
  $id: "postPreviewBody",
  type: "object",
  description: "A post body to render as it would show once posted; nothing is stored.",
  properties: {
    body: { type: "string", maxLength: 100000, description: "The body, written in `format`." },
    format: { type: "string", maxLength: 20, description: "The body's format; rich2 by default." },
  },
  required: ["body"],
  additionalProperties: false,
} as const;
/** A preview request. */
export type PostPreviewBody = FromSchema<typeof postPreviewBodySchema>;

/** The answer of `POST /posts/preview`. */
export const postPreviewSchema = {
  $id: "postPreview",
  type: "object",
  description: "The body rendered and sanitised as a posted one is.",
  properties: {
    body: { type: "string", description: "Safe HTML, as a post's `body`." },
  },
  required: ["body"],
  additionalProperties: false,
} as const;
/** A rendered preview. */
export type PostPreview = FromSchema<typeof postPreviewSchema>;
