// Request assembly: per-route and whole-API request arbitraries.
import fc from "fast-check";
import qs from "qs";
import { arbitraryFromSchema } from "../schema-arbitrary";
import { postBody } from "./bodies";
import { actors, type FuzzRequest, type FuzzRoute, type IdPools, toJsonText, withKey } from "./core";
import { multipartBody } from "./multipart";
import { fromPool, poolOfProperty, poolOfSegment, propertyHint } from "./schemaParts";
import { hostileBodyText, hostileJsonValue } from "./strings";
import {
  hostileContentType,
  hostileHeaders,
  hostileQuery,
  hostileQueryForKey,
  hostileSegment,
  writeHeaders,
  writeMethods,
} from "./tricks";

/** Paths under a prefix that no route (or only a wildcard) matches. */
const hostilePath = fc.oneof(
  fc.array(hostileSegment, { minLength: 1, maxLength: 4 }).map((segments) => segments.join("/")),
  fc.constantFrom(
    "",
    "/",
    "//",
    "a//b",
    "./a",
    "a/../../b",
    `${"a/".repeat(1_000)}`,
    "discussions/1/../../users/1",
    "%2e%2e/%2e%2e/",
  ),
);

function serializeQuery(value: unknown): string {
  if (value === null || typeof value !== "object") return "";
  return qs.stringify(value, { arrayFormat: "brackets", encodeValuesOnly: false });
}

/**
 * A parameter's segment as it can reach its route: "." or ".." (or "%2e%2e", which URLs read the same)
 * is resolved away by any URL client, so the request would reach another route, whose answer is not
 * this one's; it is sent escaped once more, and reaches the route as text. An empty segment leaves a
 * trailing slash, which is the address of the collection (`/notifications/` is `/notifications`): it is
 * sent as a space. Dot segments in addresses are tried on wildcard routes (`hostilePath`).
 */
function asSegment(segment: string): string {
  if (segment === "") return "%20";
  return /^(\.|%2e){1,2}$/i.test(segment) ? segment.replaceAll("%", "%25").replaceAll(".", "%252E") : segment;
}

function paramNames(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
}

function fillPath(url: string, values: Record<string, string>): string {
  return url
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => values[name] ?? "1")
    .replace(/\*$/, values["*"] ?? "");
}

/** Every request variant for one route, weighted; writes carry the CSRF header so they reach handlers. */
export function routeRequests(route: FuzzRoute, pools: IdPools): fc.Arbitrary<FuzzRequest> {
  const key = `${route.method} ${route.url}`;
  const hint = propertyHint(pools);
  const isWrite = writeMethods.has(route.method);
  const hasBody = route.method === "POST" || route.method === "PUT" || route.method === "PATCH";
  const names = paramNames(route.url);
  const isWildcard = route.url.endsWith("*");

  // Params: from the route's schema, with pooled ids for `:id` (by the segment before it).
  const paramArbs: Record<string, fc.Arbitrary<string>> = {};
  for (const name of names) {
    const segments = route.url.split("/");
    const before = segments[segments.indexOf(`:${name}`) - 1] ?? "";
    const schema = route.schema.params?.properties?.[name];
    const poolName = name === "id" ? poolOfSegment[before] : poolOfProperty[name];
    const fromSchema = schema ? arbitraryFromSchema(schema).map(String) : fc.string({ maxLength: 10 });
    const pooled = poolName ? fromPool(pools, poolName).map(String) : fromSchema;
    const extra = before === "users" ? fc.constant("$me") : pooled;
    paramArbs[name] = fc
      .oneof(
        { arbitrary: pooled, weight: 4 },
        { arbitrary: fromSchema, weight: 1 },
        { arbitrary: extra, weight: 1 },
      )
      .map((v) => asSegment(encodeURIComponent(v)));
  }
  const validParams = fc.record(paramArbs);
  const validQuery = route.schema.querystring
    ? arbitraryFromSchema(route.schema.querystring, { hint })
    : fc.constant({});
  const bodyArb: fc.Arbitrary<unknown> = route.schema.body
    ? fc
        .tuple(arbitraryFromSchema(route.schema.body, { hint }), fc.option(postBody, { freq: 2 }))
        .map(([body, post]) => {
          // Post bodies get a body that matches their format: that is what reaches the renderers.
          if (post && body !== null && typeof body === "object" && !Array.isArray(body) && "body" in body) {
            const props = route.schema.body?.properties ?? {};
            return { ...body, body: post.body, ...("format" in props ? { format: post.format } : {}) };
          }
          return body;
        })
    : fc.constant(undefined);
  const bodyKeys = Object.keys(route.schema.body?.properties ?? {});
  const queryKeys = Object.keys(route.schema.querystring?.properties ?? {});

  type Built = {
    variant: string;
    path: Record<string, string>;
    query: string;
    payload?: string | Buffer;
    headers: Record<string, string>;
  };
  const base = fc.record({ params: validParams, query: validQuery, body: bodyArb });
  const jsonHeaders = (payload: unknown): Record<string, string> =>
    payload === undefined ? {} : { "content-type": "application/json" };
  const baseBuilt = (b: { params: Record<string, string>; query: unknown; body: unknown }): Built => ({
    variant: "valid",
    path: b.params,
    query: serializeQuery(b.query),
    payload: b.body === undefined ? undefined : toJsonText(b.body),
    headers: jsonHeaders(b.body),
  });

  const variants: { arbitrary: fc.Arbitrary<Built>; weight: number }[] = [
    { arbitrary: base.map(baseBuilt), weight: 4 },
  ];
  if (hasBody && route.schema.body) {
    variants.push({
      arbitrary: fc
        .tuple(
          base,
          fc.oneof(
            fc.constantFrom(...(bodyKeys.length ? bodyKeys : ["x"])),
            fc.constantFrom("__proto__", "constructor", "unknownField", ""),
          ),
          hostileJsonValue,
        )
        .map(([b, field, value]) => ({
          ...baseBuilt(b),
          variant: "body-field",
          payload: toJsonText(withKey(b.body, field, value)),
        })),
      weight: 4,
    });
    variants.push({
      arbitrary: fc
        .tuple(base, fc.constantFrom(...(bodyKeys.length ? bodyKeys : ["x"])))
        .map(([b, field]) => {
          const body =
            b.body !== null && typeof b.body === "object" && !Array.isArray(b.body)
              ? { ...(b.body as object) }
              : {};
          delete (body as Record<string, unknown>)[field];
          return { ...baseBuilt(b), variant: "body-missing-field", payload: toJsonText(body) };
        }),
      weight: 1,
    });
  }
  if (hasBody || isWrite) {
    variants.push({
      arbitrary: fc.tuple(base, hostileBodyText).map(([b, text]) => ({
        ...baseBuilt(b),
        variant: "body-whole",
        payload: text,
        headers: { "content-type": "application/json" },
      })),
      weight: 2,
    });
    variants.push({
      arbitrary: fc.tuple(base, hostileContentType).map(([b, type]) => ({
        ...baseBuilt(b),
        variant: "content-type",
        payload: baseBuilt(b).payload ?? "{}",
        headers: { "content-type": type },
      })),
      weight: 1,
    });
    variants.push({
      arbitrary: fc.tuple(base, multipartBody).map(([b, m]) => ({
        ...baseBuilt(b),
        variant: m.variant,
        payload: m.payload,
        headers: { "content-type": m.contentType },
      })),
      weight: key === "POST /api/v2/media" ? 12 : 1,
    });
  }
  if (queryKeys.length > 0) {
    variants.push({
      arbitrary: fc
        .tuple(base, fc.constantFrom(...queryKeys).chain(hostileQueryForKey))
        .map(([b, q]) => ({ ...baseBuilt(b), variant: "query-field", query: q })),
      weight: 3,
    });
  }
  variants.push({
    arbitrary: fc.tuple(base, hostileQuery).map(([b, q]) => {
      const built = baseBuilt(b);
      return { ...built, variant: "query-trick", query: built.query ? `${built.query}&${q}` : q };
    }),
    weight: 2,
  });
  if (names.length > 0 && !isWildcard) {
    variants.push({
      arbitrary: fc.tuple(base, fc.constantFrom(...names), hostileSegment).map(([b, name, segment]) => ({
        ...baseBuilt(b),
        variant: "params",
        path: { ...b.params, [name]: asSegment(segment) },
      })),
      weight: 4,
    });
  }
  if (isWildcard) {
    variants.push({
      arbitrary: fc
        .tuple(base, hostilePath)
        .map(([b, p]) => ({ ...baseBuilt(b), variant: "path", path: { ...b.params, "*": p } })),
      weight: 8,
    });
  }
  variants.push({
    arbitrary: fc.tuple(base, hostileHeaders).map(([b, h]) => {
      const built = baseBuilt(b);
      return { ...built, variant: "headers", headers: { ...built.headers, ...h } };
    }),
    weight: 1,
  });

  return fc.tuple(fc.constantFrom(...actors), fc.oneof(...variants)).map(([actor, built]): FuzzRequest => {
    const path = fillPath(route.url, built.path);
    return {
      route: key,
      variant: built.variant,
      actor,
      method: route.method,
      url: built.query ? `${path}?${built.query}` : path,
      headers: { ...(isWrite ? writeHeaders : {}), ...built.headers },
      ...(built.payload !== undefined && route.method !== "GET" && route.method !== "HEAD"
        ? { payload: built.payload }
        : {}),
    };
  });
}

/** Requests for every route; HEAD routes (Fastify's automatic twins of GET) are fuzzed less. */
export function requestArbitrary(routes: readonly FuzzRoute[], pools: IdPools): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    ...routes.map((route) => ({
      arbitrary: routeRequests(route, pools),
      weight: route.method === "HEAD" ? 1 : route.url.endsWith("*") ? 4 : 3,
    })),
  );
}
