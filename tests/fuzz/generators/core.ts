// Shared fuzz types (actors, routes, requests, id pools) and JSON text helpers.
import { type JsonSchema } from "../schema-arbitrary";

/** Who sends a request: the seeded demo users, or nobody. */
export const actors = ["guest", "member", "moderator", "admin"] as const;
export type Actor = (typeof actors)[number];

/** One route as Fastify registered it, with the schema of each request part. */
export interface FuzzRoute {
  method: string;
  url: string;
  schema: { body?: JsonSchema; querystring?: JsonSchema; params?: JsonSchema };
}

/** One generated request, ready for `app.inject` (the actor's cookie is added when it is sent). */
export interface FuzzRequest {
  /** `METHOD /route/:pattern` of the route it was made for. */
  route: string;
  /** Which generator made it (valid, body-field, query-trick, …). */
  variant: string;
  actor: Actor;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Ids of existing records, refreshed while the run goes on so requests reach real rows. */
export type IdPools = Record<string, (number | string)[]>;

/** JSON text placed verbatim into a body (values JSON.stringify cannot write: -0, 1e400, deep nesting). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value whose leaves may be {@link RawJson}; own `__proto__` keys are written too. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.keys(value).map(
      (key) => `${JSON.stringify(key)}:${toJsonText((value as Record<string, unknown>)[key])}`,
    );
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** An object with one more own key, `__proto__` included (an object literal would set the prototype). */
export function withKey(base: unknown, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> =
    base !== null && typeof base === "object" && !Array.isArray(base) ? { ...base } : {};
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}
