// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp, signInAs, writeHeaders } from "../../tests/helpers/server";
import { expectMatchesSchema } from "../../tests/helpers/schema-assert";
import { translationServiceSchema } from "../../schemas/entities/translation-service.schema";
import { errorBodySchema } from "../../schemas/entities/error.schema";

let app: FastifyInstance;
let admin: string;
let member: string;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  admin = await signInAs(app, "admin");
  member = await signInAs(app, "member");
});
afterAll(() => app.close());

const SECRET = "azure-secret-key-4821";

const put = (type: string, payload: object, cookie?: string) =>
  app.inject({
    method: "PUT",
    url: `/api/v2/translation-services/${type}`,
    headers: { ...writeHeaders, ...(cookie ? { cookie } : {}) },
    payload,
  });

describe("translation services (content spec §3 Translation service, §7)", () => {
  it("GET /translation-services needs site.manage: 401 for a guest, 403 for a member", async () => {
    expect((await app.inject({ url: "/api/v2/translation-services" })).statusCode).toBe(401);
    const response = await app.inject({ url: "/api/v2/translation-services", headers: { cookie: member } });
    expect(response.statusCode).toBe(403);
    expectMatchesSchema(errorBodySchema, response.json());
  });

  it("PUT /translation-services/{type} needs site.manage", async () => {
    expect((await put("azure", { apiKey: SECRET, region: "westeurope" })).statusCode).toBe(401);
    expect((await put("azure", { apiKey: SECRET, region: "westeurope" }, member)).statusCode).toBe(403);
  });

  it("lists every service by type, none configured at first", async () => {
    const response = await app.inject({ url: "/api/v2/translation-services", headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    const services = response.json() as { type: string; isConfigured: boolean }[];
    for (const service of services) expectMatchesSchema(translationServiceSchema, service);
    expect(services.map((s) => [s.type, s.isConfigured])).toEqual([
      ["deepl", false],
      ["google", false],
      ["azure", false],
    ]);
  });

  it("stores credentials on the server: answers isConfigured, never the credentials, in any GET", async () => {
    const stored = await put("azure", { apiKey: SECRET, region: "westeurope" }, admin);
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({ type: "azure", isConfigured: true });
    expect(stored.body).not.toContain(SECRET);
    expect(stored.body).not.toContain("westeurope");
    const gets = [
      "/api/v2/translation-services",
      "/api/v2/locales",
      "/api/v2/locales/ar",
      "/api/v2/config?select=*",
      "/api/v2/config?select=translationServices.azure.credentials",
    ];
    for (const url of gets) {
      const response = await app.inject({ url, headers: { cookie: admin } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(SECRET);
      expect(response.body, url).not.toContain("westeurope");
    }
    const page = await app.inject({ url: "/", headers: { cookie: admin } });
    expect(page.body).not.toContain(SECRET);
    const listed = (
      await app.inject({ url: "/api/v2/translation-services", headers: { cookie: admin } })
    ).json() as { type: string; isConfigured: boolean }[];
    expect(listed.find((s) => s.type === "azure")?.isConfigured).toBe(true);
  });

  it("answers 400 with field errors for missing or unknown credentials, 404 for an unknown type", async () => {
    const missing = await put("azure", { apiKey: SECRET }, admin);
    expect(missing.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, missing.json());
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: "region", code: "required" })]);
    const extra = await put("deepl", { apiKey: "k", password: "p" }, admin);
    expect(extra.statusCode).toBe(400);
    expect((await put("deepl", { apiKey: "   " }, admin)).statusCode).toBe(400);
    expect((await put("babelfish", { apiKey: "k" }, admin)).statusCode).toBe(404);
  });
});

describe("GET /translation-services/{type}/schema-validator.js (DECISIONS: generated forms under the CSP)", () => {
  const validatorOf = async (type: string) => {
    const response = await app.inject({ url: "/api/v2/translation-services", headers: { cookie: admin } });
    const services = response.json() as { type: string; configSchema: { "x-validator": string } }[];
    return services.find((service) => service.type === type)!.configSchema["x-validator"];
  };

  it("translation services: each listed configSchema names its compiled module, served as JavaScript to an admin", async () => {
    const address = await validatorOf("azure");
    expect(address).toMatch(/^\/api\/v2\/translation-services\/azure\/schema-validator\.js\?v=[0-9a-f]{16}$/);
    const response = await app.inject({ url: address, headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    expect(response.body).not.toMatch(/\brequire\(|\bimport\b/);
    const module = (await import(
      `data:text/javascript;base64,${Buffer.from(response.body).toString("base64")}`
    )) as { default: ((data: unknown) => boolean) & { errors?: { keyword: string }[] } };
    const validate = module.default;
    expect(validate({ apiKey: "k", region: "westeurope" })).toBe(true);
    expect(validate({ apiKey: "k" })).toBe(false);
    expect(validate.errors?.map((e) => e.keyword)).toEqual(["required"]);
    expect(validate({ apiKey: "", region: "r", password: "p" })).toBe(false);
    expect(validate.errors?.map((e) => e.keyword).sort()).toEqual(["additionalProperties", "minLength"]);
    const unpinned = await app.inject({
      url: "/api/v2/translation-services/deepl/schema-validator.js",
      headers: { cookie: admin },
    });
    expect(unpinned.statusCode).toBe(200);
    expect(unpinned.headers["cache-control"]).toBe("private, no-cache");
  });

  it("translation services: the module needs site.manage (401 for a guest, 403 for a member), an unknown type is 404", async () => {
    const address = await validatorOf("deepl");
    expect((await app.inject({ url: address })).statusCode).toBe(401);
    const refused = await app.inject({ url: address, headers: { cookie: member } });
    expect(refused.statusCode).toBe(403);
    expectMatchesSchema(errorBodySchema, refused.json());
    for (const type of ["babelfish", "toString"]) {
      const unknown = await app.inject({
        url: `/api/v2/translation-services/${type}/schema-validator.js`,
        headers: { cookie: admin },
      });
      expect(unknown.statusCode, type).toBe(404);
      expect(unknown.headers["content-type"]).toContain("application/json");
      expectMatchesSchema(errorBodySchema, unknown.json());
    }
  });
});
