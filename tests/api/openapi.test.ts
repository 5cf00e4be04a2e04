// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance, RouteOptions } from "fastify";
import { Ajv2020 } from "ajv/dist/2020";
import { buildTestApp, signInAs, writeHeaders } from "../helpers/server";

interface Operation {
  parameters?: { name: string; in: string; schema: object }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: object }> }>;
}
interface Document {
  openapi: string;
  jsonSchemaDialect: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

let app: FastifyInstance;
let doc: Document;
const registered: { method: string; url: string }[] = [];

beforeAll(async () => {
  app = await buildTestApp({
    seed: "demo",
    beforeRoutes: async (root) => {
      root.addHook("onRoute", (route: RouteOptions) => {
        for (const method of [route.method].flat()) registered.push({ method, url: route.url });
      });
    },
  });
  const response = await app.inject({ url: "/api/v2/openapi.json" });
  expect(response.statusCode).toBe(200);
  doc = response.json();
}, 60_000);
afterAll(() => app.close());

/** An ajv 2020 (strict) for the document's schemas. */
function documentAjv(): Ajv2020 {
  return new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
}
/** The schema with the document's components as its `$defs`, so its references resolve. */
const anchored = (schema: object): object => {
  const rewrite = (value: object) =>
    JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', '"#/$defs/')) as object;
  return { ...rewrite(schema), $defs: rewrite(doc.components.schemas) };
};

function operationOf(method: string, path: string): Operation | undefined {
  return doc.paths[path.replace(/:([A-Za-z0-9_]+)/g, "{$1}")]?.[method.toLowerCase()];
}

describe("GET /api/v2/openapi.json", () => {
  it("is an OpenAPI 3.1 document in the JSON Schema 2020-12 dialect", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.jsonSchemaDialect).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
    expect(doc.components.schemas.discussion).toBeDefined();
    expect(doc.components.schemas.errorBody).toBeDefined();
  });

  it("describes every registered /api/v2 route, each with its answers", () => {
    const api = registered.filter(
      (route) => route.url.startsWith("/api/v2/") && route.method !== "HEAD" && !route.url.endsWith("/*"),
    );
    expect(api.length).toBeGreaterThan(90);
    const missing = api.filter((route) => !operationOf(route.method, route.url));
    expect(missing).toEqual([]);
    const undescribed = api.filter((route) => operationOf(route.method, route.url)?.responses.default);
    expect(undescribed).toEqual([]);
    const operations = Object.values(doc.paths).flatMap((methods) => Object.keys(methods));
    expect(operations.length).toBe(api.length);
  });

  it("has paths, operations and responses, and every schema compiles with ajv 2020", () => {
    const schemas: Record<string, object> = {};
    for (const [path, methods] of Object.entries(doc.paths)) {
      expect(path.startsWith("/api/v2/"), path).toBe(true);
      expect(path, "path parameters in braces").not.toMatch(/:/);
      for (const [method, operation] of Object.entries(methods)) {
        expect(["get", "put", "post", "patch", "delete"]).toContain(method);
        expect(Object.keys(operation.responses).length, `${method} ${path}`).toBeGreaterThan(0);
        expect(operation.responses["4XX"], `${method} ${path}`).toBeDefined();
        const parts = [
          ...(operation.parameters ?? []).map((p) => p.schema),
          ...Object.values(operation.requestBody?.content ?? {}).map((c) => c.schema),
          ...Object.values(operation.responses).flatMap((r) =>
            Object.values(r.content ?? {}).map((c) => c.schema),
          ),
        ];
        parts.forEach((schema, i) => {
          if (schema) schemas[`${method} ${path} ${i}`.replace(/[^A-Za-z0-9]+/g, "_")] = schema;
        });
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in === "path") expect(path).toContain(`{${parameter.name}}`);
        }
      }
    }
    // One schema that refers to every component and every operation's schema: compiling it
    // compiles them all.
    const every = Object.keys(doc.components.schemas)
      .map((name) => ({ $ref: `#/components/schemas/${name}` }))
      .concat(Object.keys(schemas).map((name) => ({ $ref: `#/$defs/${name}` })));
    const root = anchored({ anyOf: every });
    Object.assign((root as { $defs: object }).$defs, anchored({ ...schemas }));
    expect(() => documentAjv().compile(root)).not.toThrow();
  }, 60_000);

  it("declares answers that the real answers match", async () => {
    const ajv = documentAjv();
    const admin = await signInAs(app, "admin");
    const member = await signInAs(app, "member");
    const discussionID = (await app.inject({ url: "/api/v2/discussions?limit=1" })).json()[0].discussionID;
    const calls: { url: string; path: string; cookie?: string }[] = [
      { url: "/api/v2/discussions?limit=30&expand=insertUser,category", path: "/api/v2/discussions" },
      { url: "/api/v2/discussions?expand=all", path: "/api/v2/discussions", cookie: member },
      { url: `/api/v2/discussions/${discussionID}?expand=all`, path: "/api/v2/discussions/{id}" },
      { url: `/api/v2/comments?discussionID=${discussionID}&expand=all`, path: "/api/v2/comments" },
      { url: "/api/v2/categories", path: "/api/v2/categories" },
      { url: "/api/v2/users/me", path: "/api/v2/users/me", cookie: member },
      { url: "/api/v2/users/me-counts", path: "/api/v2/users/me-counts", cookie: member },
      { url: "/api/v2/users/$me/permissions", path: "/api/v2/users/{id}/permissions", cookie: member },
      { url: "/api/v2/config", path: "/api/v2/config", cookie: admin },
      { url: "/api/v2/locales", path: "/api/v2/locales" },
      { url: "/api/v2/tags", path: "/api/v2/tags" },
      { url: "/api/v2/reactions", path: "/api/v2/reactions" },
      { url: "/api/v2/collections", path: "/api/v2/collections" },
      { url: "/api/v2/layouts/lookup-hydrate?layoutViewType=home", path: "/api/v2/layouts/lookup-hydrate" },
      { url: "/api/v2/layouts", path: "/api/v2/layouts", cookie: admin },
      { url: "/api/v2/discussions/999999", path: "/api/v2/discussions/{id}" },
      { url: "/api/v2/users/me-counts", path: "/api/v2/users/me-counts" },
    ];
    for (const call of calls) {
      const response = await app.inject({
        url: call.url,
        headers: call.cookie ? { cookie: call.cookie } : {},
      });
      const responses = operationOf("GET", call.path)?.responses ?? {};
      const declared =
        responses[String(response.statusCode)] ?? responses[`${String(response.statusCode)[0]}XX`];
      const schema = declared?.content?.["application/json"]?.schema;
      expect(schema, `${call.url} answered ${response.statusCode}`).toBeDefined();
      const validate = ajv.compile(anchored(schema!));
      expect(validate(response.json()) ? [] : validate.errors, call.url).toEqual([]);
    }
  }, 60_000);
});

describe("response schemas", () => {
  it("answers errors in the error shape, 404s of unknown API addresses included", async () => {
    const response = await app.inject({ url: "/api/v2/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(Object.keys(response.json()).sort()).toEqual(["message", "status"]);
  });

  it("a list page served again is the same bytes, and a write makes it fresh", async () => {
    const url = "/api/v2/discussions?limit=30&expand=insertUser,category";
    const first = await app.inject({ url });
    const second = await app.inject({ url });
    expect(second.body).toBe(first.body);
    for (const name of ["link", "x-app-page-result-count", "content-type"]) {
      expect(second.headers[name], name).toBe(first.headers[name]);
    }
    const member = await signInAs(app, "member");
    const categoryID = first.json()[0].categoryID;
    const created = await app.inject({
      method: "POST",
      url: "/api/v2/discussions",
      headers: { ...writeHeaders, cookie: member },
      payload: { name: "A fresh one", body: "Hello", format: "markdown", categoryID },
    });
    expect(created.statusCode).toBe(201);
    const after = await app.inject({ url });
    expect(Number(after.headers["x-app-page-result-count"])).toBe(
      Number(first.headers["x-app-page-result-count"]) + 1,
    );
    expect(after.json().some((d: { name: string }) => d.name === "A fresh one")).toBe(true);
  });
});
