import { STATUS_CODES } from "node:http";
import type { FastifySchema } from "fastify";

/** A JSON Schema or another value inside one. */
type Json = unknown;

/** An answer of one status, as the answers table declares it (see api-contract.ts). */
type DeclaredAnswer = object;

/** One route as the document is built from it. */
export interface ApiOperation {
  method: string;
  /** The full address as registered, `/api/v2/discussions/:id`. */
  url: string;
  schema?: FastifySchema;
  /** Answers by status (`200`, `4xx`); missing when the route declares none. */
  answers?: Record<string, DeclaredAnswer>;
  /** Request bodies that are not JSON: media type to schema. */
  requestContent?: Record<string, object>;
}

/** Keys whose value maps names to schemas. */
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "$defs", "dependentSchemas"]);
/** Keys whose value is data, not a schema. */
const DATA_KEYS = new Set(["enum", "const", "default", "examples", "required"]);

/**
 * Collects the schemas that carry an `$id` as `components/schemas` and points at them with `$ref`.
 * Two different schemas under one `$id` (a copy changed after spreading) get distinct names.
 */
class Components {
  readonly schemas: Record<string, Json> = {};
  private readonly byObject = new Map<object, string>();
  private readonly byText = new Map<string, string>();

  /** The schema with every `$id`-named part (itself included) replaced by a reference. */
  ref(schema: Json): Json {
    return this.walk(schema, true);
  }

  private walk(value: Json, isSchema: boolean): Json {
    if (Array.isArray(value)) return value.map((item) => this.walk(item, isSchema));
    if (!value || typeof value !== "object") return value;
    const record = value as Record<string, Json>;
    if (isSchema && typeof record.$id === "string")
      return { $ref: `#/components/schemas/${this.name(record)}` };
    return this.body(record);
  }

  /** The schema's keywords with nested parts walked; its own `$id` dropped. */
  private body(record: Record<string, Json>): Record<string, Json> {
    const out: Record<string, Json> = {};
    for (const [key, item] of Object.entries(record)) {
      if (key === "$id") continue;
      if (SCHEMA_MAPS.has(key) && item && typeof item === "object") {
        out[key] = Object.fromEntries(
          Object.entries(item as Record<string, Json>).map(([name, sub]) => [name, this.walk(sub, true)]),
        );
      } else if (DATA_KEYS.has(key)) out[key] = item;
      else out[key] = this.walk(item, true);
    }
    return out;
  }

  private name(record: Record<string, Json>): string {
    const known = this.byObject.get(record);
    if (known) return known;
    const base = String(record.$id).replace(/[^A-Za-z0-9._-]/g, "_");
    // Reserve the object first, so a schema that contains itself ends in a reference.
    const body = this.body(record);
    const text = JSON.stringify(body);
    const same = this.byText.get(`${base}\n${text}`);
    if (same) {
      this.byObject.set(record, same);
      return same;
    }
    let name = base;
    for (let n = 2; name in this.schemas; n += 1) name = `${base}_${n}`;
    this.schemas[name] = body;
    this.byObject.set(record, name);
    this.byText.set(`${base}\n${text}`, name);
    return name;
  }
}

/** `/api/v2/discussions/:id` as OpenAPI writes it: `/api/v2/discussions/{id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
}

function propertiesOf(schema: unknown): [Record<string, Json>, string[]] {
  if (!schema || typeof schema !== "object") return [{}, []];
  const record = schema as { properties?: Record<string, Json>; required?: string[] };
  return [record.properties ?? {}, record.required ?? []];
}

function descriptionOf(schema: Json): string | undefined {
  return schema &&
    typeof schema === "object" &&
    typeof (schema as { description?: unknown }).description === "string"
    ? (schema as { description: string }).description
    : undefined;
}

function responseOf(status: string, answer: DeclaredAnswer, components: Components): object {
  const fallback = STATUS_CODES[Number(status)] ?? (status.startsWith("4") ? "Client error" : "Server error");
  if ("noBody" in answer) return { description: fallback };
  if ("contentType" in answer) {
    const { contentType, description } = answer as { contentType: string; description: string };
    return { description, content: { [contentType]: { schema: { type: "string" } } } };
  }
  return {
    description: descriptionOf(answer) ?? fallback,
    content: { "application/json": { schema: components.ref(answer) } },
  };
}

function operationOf(route: ApiOperation, components: Components): Record<string, Json> {
  const schema = route.schema ?? {};
  const parameters: Json[] = [];
  const [pathProps] = propertiesOf(schema.params);
  for (const [, name = ""] of route.url.matchAll(/:([A-Za-z0-9_]+)/g)) {
    const sub = pathProps[name] ?? { type: "string" };
    parameters.push({ name, in: "path", required: true, schema: components.ref(sub) });
  }
  const [queryProps, queryRequired] = propertiesOf(schema.querystring);
  for (const [name, sub] of Object.entries(queryProps)) {
    const isObject = !!sub && typeof sub === "object" && (sub as { type?: unknown }).type === "object";
    parameters.push({
      name,
      in: "query",
      required: queryRequired.includes(name),
      ...(descriptionOf(sub) ? { description: descriptionOf(sub) } : {}),
      ...(isObject ? { style: "deepObject", explode: true } : {}),
      schema: components.ref(sub),
    });
  }
  const operation: Record<string, Json> = {
    operationId: `${route.method.toLowerCase()}${route.url.replace(/^\/api\/v2/, "").replace(/[^A-Za-z0-9]+/g, "_")}`,
    tags: [route.url.replace(/^\/api\/v2\//, "").split(/[/?]/)[0]],
  };
  if (parameters.length) operation.parameters = parameters;
  const content: Record<string, Json> = {};
  if (schema.body) content["application/json"] = { schema: components.ref(schema.body) };
  for (const [type, body] of Object.entries(route.requestContent ?? {})) content[type] = { schema: body };
  if (Object.keys(content).length) operation.requestBody = { required: true, content };
  const responses: Record<string, Json> = {};
  for (const [status, answer] of Object.entries(route.answers ?? {})) {
    responses[status.replace(/xx$/, "XX")] = responseOf(status, answer, components);
  }
  if (Object.keys(responses).length === 0) responses.default = { description: "Not described." };
  operation.responses = responses;
  return operation;
}

/**
 * The OpenAPI 3.1 document of the given routes: paths with their parameters, request bodies and
 * answers, and every `$id`-named schema once under `components/schemas`. The schemas are the routes'
 * own (JSON Schema, which OpenAPI 3.1 takes as it is).
 */
export function buildOpenApiDocument(routes: readonly ApiOperation[]): object {
  const components = new Components();
  const paths: Record<string, Record<string, Json>> = {};
  const sorted = [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const path = openApiPath(route.url);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operationOf(route, components);
  }
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Plaza API",
      version: "2",
      description: "The community forum's API; field names follow Vanilla's API v2.",
    },
    paths,
    components: { schemas: components.schemas },
  };
}
