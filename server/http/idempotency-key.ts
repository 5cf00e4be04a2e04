import type { FastifyRequest } from "fastify";
import { badRequest } from "./errors";

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * The `Idempotency-Key` header of a request that starts a long-running job: the client's name for
 * this one call, so a retried copy of it gets the first answer instead of running again. Absent is
 * fine (undefined); a malformed one is a 400, never silently ignored.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers["idempotency-key"];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !KEY.test(value)) {
    throw badRequest("The Idempotency-Key header is not valid.", [
      {
        field: "Idempotency-Key",
        code: "invalid",
        message: "Send 8 to 100 letters, digits, dashes or underscores.",
      },
    ]);
  }
  return value;
}
