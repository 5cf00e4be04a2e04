import type { FastifyInstance } from "fastify";
import { badRequest, HttpError } from "../errors";

/**
 * Text never holds the NUL character (U+0000): PostgreSQL cannot store it and no reader wants it.
 * Requests carrying one are refused with 400 before any handler runs, the same on both databases:
 * in the address (path or query, `%00`) and in JSON bodies, naming the field.
 */
export function installNulRefusal(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if (/%00|\0/i.test(request.url)) {
      throw new HttpError(400, "The address may not contain the NUL character (%00).");
    }
  });
}

/** `JSON.parse` with own `__proto__`/`constructor` keys dropped and NUL characters refused. */
export function parseJsonBody(text: string): unknown {
  const nulFields: string[] = [];
  const value: unknown = JSON.parse(text, (key, item: unknown) => {
    // Own "__proto__"/"constructor" keys are dropped so a later merge cannot poison prototypes.
    if (key === "__proto__" || key === "constructor") return undefined;
    if ((typeof item === "string" && item.includes("\0")) || key.includes("\0")) nulFields.push(key);
    return item;
  });
  if (nulFields.length > 0) {
    throw badRequest(
      "The request is not valid.",
      nulFields.map((key) => {
        const field = key.replace(/\0/g, "") || "body";
        return {
          field,
          code: "invalid",
          message: `${field} may not contain the NUL character (\\u0000).`,
        };
      }),
    );
  }
  return value;
}
