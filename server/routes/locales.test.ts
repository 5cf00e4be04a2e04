// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp, signInAs, writeHeaders } from "../../tests/helpers/server";
import { expectMatchesSchema } from "../../tests/helpers/schema-assert";
import { localeSchema } from "../../schemas/entities/locale.schema";
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

const patchLocale = (id: string, payload: object, cookie?: string) =>
  app.inject({
    method: "PATCH",
    url: `/api/v2/locales/${id}`,
    headers: { ...writeHeaders, ...(cookie ? { cookie } : {}) },
    payload,
  });

const configureDeepl = () =>
  app.inject({
    method: "PUT",
    url: "/api/v2/translation-services/deepl",
    headers: { ...writeHeaders, cookie: admin },
    payload: { apiKey: "deepl-secret-key" },
  });

describe("GET /locales (content spec §3 Locale, §7)", () => {
  it("lists English, French and Arabic with their display names and translation service", async () => {
    const response = await app.inject({ url: "/api/v2/locales" });
    expect(response.statusCode).toBe(200);
    const locales = response.json() as { localeKey: string; displayNames: Record<string, string> }[];
    for (const locale of locales) expectMatchesSchema(localeSchema, locale);
    expect(locales.map((l) => l.localeKey)).toEqual(["en", "fr", "ar"]);
    expect(locales[2]).toMatchObject({
      localeID: "ar",
      displayNames: { en: "Arabic", fr: "Arabe", ar: "العربية" },
      translationService: null,
    });
  });

  it("answers one locale by its key, and 404 for a locale Plaza does not ship", async () => {
    expect((await app.inject({ url: "/api/v2/locales/fr" })).json()).toMatchObject({ localeKey: "fr" });
    const missing = await app.inject({ url: "/api/v2/locales/xx" });
    expect(missing.statusCode).toBe(404);
    expectMatchesSchema(errorBodySchema, missing.json());
  });
});

describe("PATCH /locales/{id} (content spec §7: body translationService)", () => {
  it("needs site.manage: 401 for a guest, 403 for a member", async () => {
    expect((await patchLocale("fr", { translationService: null })).statusCode).toBe(401);
    const forbidden = await patchLocale("fr", { translationService: null }, member);
    expect(forbidden.statusCode).toBe(403);
    expectMatchesSchema(errorBodySchema, forbidden.json());
  });

  it("refuses a service that is not configured with a field error", async () => {
    const response = await patchLocale("ar", { translationService: "google" }, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: "translationService" });
  });

  it("sets a configured service on a locale, which GET /locales then shows", async () => {
    expect((await configureDeepl()).statusCode).toBe(200);
    const response = await patchLocale("fr", { translationService: "deepl" }, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ localeKey: "fr", translationService: "deepl" });
    const listed = (await app.inject({ url: "/api/v2/locales" })).json() as {
      localeKey: string;
      translationService: string | null;
    }[];
    expect(listed.find((l) => l.localeKey === "fr")?.translationService).toBe("deepl");
    expect(listed.find((l) => l.localeKey === "ar")?.translationService).toBeNull();
    const cleared = await patchLocale("fr", { translationService: null }, admin);
    expect(cleared.json()).toMatchObject({ translationService: null });
  });

  it("answers 400 for a body without translationService and 404 for an unknown locale", async () => {
    expect((await patchLocale("fr", {}, admin)).statusCode).toBe(400);
    expect((await patchLocale("xx", { translationService: null }, admin)).statusCode).toBe(404);
  });
});
