import type { FastifyInstance, RouteOptions } from "fastify";
import fastJsonStringify from "fast-json-stringify";
import { withoutIds } from "../../../schemas/without-ids";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { buildOpenApiDocument, type ApiOperation } from "./openapi";
import { NO_BODY, type Answer, type RouteAnswers } from "./answers";
import { openApiDocumentSchema } from "../../../schemas/api/responses.schema";

/**
 * API routes registered outside the API's scope (they need no viewer), described by hand:
 * browsers' CSP violation reports.
 */
function outsideRoutes(prefix: string): RegisteredRoute[] {
  return [
    {
      method: "POST",
      path: "/csp-reports",
      url: `${prefix}/csp-reports`,
      answers: { 204: NO_BODY, ...errorAnswers },
      requestContent: {
        "application/csp-report": { type: "object", description: "A report-uri violation report." },
        "application/reports+json": { type: "array", description: "Reporting API reports." },
      },
    },
  ];
}

/** The error answers every route shares. */
const errorAnswers: RouteAnswers = { "4xx": errorBodySchema, "5xx": errorBodySchema };

/** Whether an answer is a JSON Schema (and not "no body" or another media type). */
export function isJsonAnswer(answer: Answer): boolean {
  return !("noBody" in answer) && !("contentType" in answer);
}

// Schemas as the serialiser gets them (no nested $ids) and their compiled serialisers, kept for the
// process: every app built in it (tests build many) shares them.
const strippedSchemas = new WeakMap<object, object>();
const serialisers = new WeakMap<object, (data: unknown) => string>();

function forSerialiser(schema: object): object {
  let stripped = strippedSchemas.get(schema);
  if (!stripped) {
    stripped = withoutIds(schema, { keepTop: false }) as object;
    strippedSchemas.set(schema, stripped);
  }
  return stripped;
}

function serialiserFor(schema: object): (data: unknown) => string {
  let serialise = serialisers.get(schema);
  if (!serialise) {
    serialise = fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]) as (
      data: unknown,
    ) => string;
    serialisers.set(schema, serialise);
  }
  return serialise;
}

/** The route's answers as Fastify's `response` schema: the JSON ones, errors included. */
function fastifyResponses(answers: RouteAnswers): Record<string, object> {
  const response: Record<string, object> = {};
  for (const [status, answer] of Object.entries({ ...errorAnswers, ...answers })) {
    if (isJsonAnswer(answer)) response[status] = forSerialiser(answer);
  }
  return response;
}

/** One registered API route as the OpenAPI document needs it. */
export interface RegisteredRoute extends ApiOperation {
  /** The route's path without the prefix, as the answers table names it. */
  path: string;
}

/** Request bodies a route takes that are not JSON, by media type: its `config.requestContent`. */
export type RequestContent = Record<string, object>;

declare module "fastify" {
  interface FastifyContextConfig {
    /** Request bodies that are not JSON (multipart uploads, signed tokens), for the OpenAPI document. */
    requestContent?: RequestContent;
  }
}

/**
 * Turns the answers each `/api/v2` route declares in its own `schema.response` (JSON Schemas,
 * `NO_BODY` or another media type, by status) into Fastify's response schemas, errors added (Fastify
 * then answers through the compiled serialiser, so a field outside the schema never leaves the
 * server), records the routes, and serves `GET /openapi.json`, built once from them when the server
 * is ready. Call it on the API's scope before its routes are added.
 */
export function installApiContract(api: FastifyInstance, prefix = "/api/v2"): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  api.setSerializerCompiler(({ schema }) => serialiserFor(schema));
  api.addHook("onRoute", (route: RouteOptions) => {
    const methods = [route.method].flat();
    const path = route.url.startsWith(prefix) ? route.url.slice(prefix.length) : route.url;
    const declared = route.schema?.response as RouteAnswers | undefined;
    const answers = path === "/*" ? undefined : declared;
    route.schema = { ...route.schema, response: fastifyResponses(answers ?? {}) };
    if (path === "/*") return;
    for (const method of methods) {
      if (method === "HEAD") continue;
      routes.push({
        method,
        path,
        url: route.url,
        schema: route.schema,
        answers: answers ? { ...errorAnswers, ...answers } : undefined,
        requestContent: route.config?.requestContent,
      });
    }
  });

  let document: object | undefined;
  const build = () => (document ??= buildOpenApiDocument([...routes, ...outsideRoutes(prefix)]));
  api.addHook("onReady", async () => {
    build();
  });
  api.get("/openapi.json", { schema: { response: { 200: openApiDocumentSchema } } }, async () => build());
  return routes;
}
