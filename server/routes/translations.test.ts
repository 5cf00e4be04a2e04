// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp, categoryIDOf, signInAs, writeHeaders } from "../../tests/helpers/server";

let app: FastifyInstance;
let admin: string;
let moderator: string;
let generalID: number;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  [admin, moderator] = await Promise.all([signInAs(app, "admin"), signInAs(app, "moderator")]);
  generalID = await categoryIDOf(app, "general");
}, 60_000);
beforeEach(async () => {
  await app.db.deleteFrom("translations").execute();
});
afterAll(() => app.close());

const get = (query: string, cookie?: string) =>
  app.inject({ url: `/api/v2/translations/plaza${query}`, headers: cookie ? { cookie } : {} });
const patch = (
  path: string,
  cookie: string | undefined,
  payload: unknown,
  headers: Record<string, string> = writeHeaders,
) =>
  app.inject({
    method: "PATCH",
    url: `/api/v2/translations/plaza${path}`,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(payload),
  });
const record = (propertyName: string, translation: string, locale = "fr") => ({
  recordType: "category",
  recordID: generalID,
  propertyName,
  locale,
  translation,
});

describe("PATCH /translations/{resource} (shell spec §7)", () => {
  it("merges the records into what is stored and answers the locale's records", async () => {
    expect((await patch("", admin, [record("name", "Général")])).statusCode).toBe(200);
    const response = await patch("", admin, [
      record("description", "Tout le reste"),
      record("name", "Général !"),
    ]);
    expect(response.statusCode).toBe(200);
    const stored = (await get("?locale=fr&recordType=category", admin)).json();
    expect(stored).toEqual([
      {
        translationPropertyKey: `category.${generalID}.description`,
        recordType: "category",
        recordID: generalID,
        propertyName: "description",
        locale: "fr",
        translation: "Tout le reste",
      },
      expect.objectContaining({
        translationPropertyKey: `category.${generalID}.name`,
        translation: "Général !",
      }),
    ]);
    expect(response.json()).toEqual(stored);
  });

  it("a key given twice in one save keeps the last translation", async () => {
    const response = await patch("", admin, [record("name", "Général"), record("name", "Général 2")]);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ translation: string }[]>().map((r) => r.translation)).toEqual(["Général 2"]);
  });

  it("keeps each locale apart", async () => {
    await patch("", admin, [record("name", "Général"), record("name", "عام", "ar")]);
    const ar = (await get("?locale=ar")).json<{ translation: string }[]>();
    expect(ar.map((r) => r.translation)).toEqual(["عام"]);
  });

  it("translation limits: a translation longer than the property's maxLength is refused (shell spec §5)", async () => {
    const response = await patch("", admin, [record("name", "x".repeat(201))]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ field: "0.translation", code: "maxLength" }] });
    expect((await patch("", admin, [record("name", "x".repeat(200))])).statusCode).toBe(200);
    expect((await patch("", admin, [record("description", "y".repeat(1001))])).statusCode).toBe(400);
  });

  it("answers 400 JSON with field errors for an unknown record type, property or locale", async () => {
    const response = await patch("", admin, [
      { ...record("name", "a"), recordType: "planet" },
      { ...record("name", "a"), propertyName: "urlcode" },
      { ...record("name", "a"), locale: "xx" },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual([
      "0.recordType",
      "1.propertyName",
      "2.locale",
    ]);
    expect((await patch("", admin, { not: "a list" })).statusCode).toBe(400);
    expect((await get("?locale=fr")).json()).toEqual([]);
  });

  it("needs site.manage: 401 for a guest, 403 for a moderator (shell spec §6)", async () => {
    expect((await patch("", undefined, [record("name", "Général")])).statusCode).toBe(401);
    const response = await patch("", moderator, [record("name", "Général")]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toHaveProperty("message");
    expect((await patch("/remove", moderator, [record("name", "")])).statusCode).toBe(403);
    expect((await get("?locale=fr")).json()).toEqual([]);
  });

  it("refuses a write without X-Requested-With like every other write", async () => {
    const response = await patch("", admin, [record("name", "Général")], {
      "content-type": "application/json",
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect((await get("?locale=fr")).json()).toEqual([]);
  });
});

describe("PATCH /translations/{resource}/remove (shell spec §7)", () => {
  it("removes the named records and leaves the others", async () => {
    await patch("", admin, [
      record("name", "Général"),
      record("description", "Tout"),
      record("name", "عام", "ar"),
    ]);
    const response = await patch("/remove", admin, [
      { recordType: "category", recordID: generalID, propertyName: "name", locale: "fr" },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ propertyName: string }[]>().map((r) => r.propertyName)).toEqual(["description"]);
    expect((await get("?locale=ar")).json()).toHaveLength(1);
  });
});

describe("GET /translations/{resource}/properties", () => {
  it("lists the categories' names and descriptions with their maxLength, for site.manage only", async () => {
    const response = await get("/properties?recordType=category", admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual(
      expect.objectContaining({
        recordType: "category",
        recordID: generalID,
        propertyName: "name",
        propertyType: "text",
        propertyValidation: { maxLength: 200 },
      }),
    );
    expect((await get("/properties?recordType=category", moderator)).statusCode).toBe(403);
  });

  it("lists the widgets' titles of the layouts", async () => {
    const texts = (await get("/properties?recordType=widget", admin)).json<{ sourceText: string }[]>();
    expect(texts.map((p) => p.sourceText)).toContain("Recent Discussions");
  });
});

describe("visitors see translated content in the site's locale (shell spec §4)", () => {
  const setLocale = (localeKey: string) =>
    app.inject({
      method: "PATCH",
      url: "/api/v2/config",
      headers: { ...writeHeaders, cookie: admin },
      payload: JSON.stringify({ "ui.localeKey": localeKey }),
    });

  it("GET /categories in a French site answers the translated name, and the source text otherwise", async () => {
    await patch("", admin, [record("name", "Général")]);
    const names = async () =>
      (await app.inject({ url: "/api/v2/categories?outputFormat=flat" }))
        .json<{ categoryID: number; name: string }[]>()
        .find((c) => c.categoryID === generalID)?.name;
    const english = await names();
    expect(english).not.toBe("Général");
    expect((await setLocale("fr")).statusCode).toBeLessThan(300);
    try {
      expect(await names()).toBe("Général");
      const one = (await app.inject({ url: `/api/v2/categories/${generalID}` })).json<{ name: string }>();
      expect(one.name).toBe("Général");
      await patch("/remove", admin, [record("name", "")]);
      expect(await names()).toBe(english);
    } finally {
      await setLocale("en");
    }
  });

  it("breadcrumbs and widget titles of a French site's layout are translated", async () => {
    const props = (await get("/properties?recordType=widget", admin)).json<
      { recordKey: string; sourceText: string }[]
    >();
    const recent = props.find((p) => p.sourceText === "Recent Discussions")!;
    await patch("", admin, [
      record("name", "Général"),
      {
        recordType: "widget",
        recordKey: recent.recordKey,
        propertyName: "title",
        locale: "fr",
        translation: "Discussions récentes",
      },
    ]);
    await setLocale("fr");
    try {
      const home = await app.inject({
        url: "/api/v2/layouts/lookup-hydrate?layoutViewType=home&recordType=global&recordID=-1",
      });
      expect(home.body).toContain("Discussions récentes");
      expect(home.body).not.toContain('"Recent Discussions"');
      const category = await app.inject({
        url: `/api/v2/layouts/lookup-hydrate?layoutViewType=discussionList&recordType=category&recordID=${generalID}`,
      });
      expect(category.body).toContain('"name":"Général"');
    } finally {
      await setLocale("en");
    }
  });
});
