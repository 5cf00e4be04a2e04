import type { FastifyReply } from "fastify";
import type { NonJsonAnswer } from "../routes/api/answers";
import type { CompiledForm } from "./form-validator";

/** What a route serving a compiled form validator answers (in its `schema.response`). */
export const validatorModuleAnswer: NonJsonAnswer = {
  contentType: "text/javascript",
  description: "An ES module.",
};

/** The query string that pins a validator module to its schema's hash. */
export const validatorModuleQuery = {
  type: "object",
  properties: { v: { type: "string", maxLength: 64 } },
} as const;

/**
 * Sends a form's compiled validator as a JavaScript module (DECISIONS "Generated forms under the
 * CSP"). Asked for by the schema's hash (`v`, as the schema's `x-validator` address carries it), it
 * never changes and is cached for a year; otherwise it revalidates. `cache` is `private` when the
 * route needs a signed-in viewer, so no shared cache keeps it.
 */
export function sendValidatorModule(
  reply: FastifyReply,
  form: Pick<CompiledForm, "hash" | "module">,
  version: string | undefined,
  cache: "public" | "private" = "public",
): FastifyReply {
  reply.header("X-Content-Type-Options", "nosniff");
  const revalidate = cache === "private" ? "private, no-cache" : "no-cache";
  const pinned = version === form.hash;
  reply.header("Cache-Control", pinned ? `${cache}, max-age=31536000, immutable` : revalidate);
  return reply.type("text/javascript; charset=utf-8").send(form.module);
}
