// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "../../schemas/entities/error.schema";
import { buildTestApp, signInAs, writeHeaders } from "../../tests/helpers/server";
import { expectMatchesSchema } from "../../tests/helpers/schema-assert";

let app: FastifyInstance;
let admin: string;
let member: string;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  admin = await signInAs(app, "admin");
  member = await signInAs(app, "member");
});
afterAll(() => app.close());

const patch = (payload: object, cookie?: string) =>
  app.inject({
    method: "PATCH",
    url: "/api/v2/config",
    headers: { ...writeHeaders, ...(cookie ? { cookie } : {}) },
    payload,
  });

describe("GET /api/v2/config?select=", () => {
  it("answers the selected keys, comma-joined (content spec §7)", async () => {
    const response = await app.inject({
      url: "/api/v2/config?select=ui.siteName,context.conversationsEnabled",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      "ui.siteName": "Plaza Demo Community",
      "context.conversationsEnabled": true,
    });
  });

  it("answers the cookie settings the privacy feature asks for", async () => {
    const response = await app.inject({ url: "/api/v2/config?select=garden.cookie.name,garden.cookie.path" });
    expect(response.json()).toEqual({ "garden.cookie.name": "plaza", "garden.cookie.path": "/" });
  });

  it("accepts Vanilla's names as aliases and prefix wildcards", async () => {
    expect((await app.inject({ url: "/api/v2/config?select=garden.title" })).json()).toEqual({
      "garden.title": "Plaza Demo Community",
    });
    const signatures = (await app.inject({ url: "/api/v2/config?select=signatures.*" })).json();
    expect(Object.keys(signatures).sort()).toEqual([
      "signatures.enabled",
      "signatures.hideMobile",
      "signatures.imageMaxHeight",
    ]);
  });

  it("keeps admin-only keys from everyone without settings.manage", async () => {
    expect((await app.inject({ url: "/api/v2/config?select=email.supportAddress" })).json()).toEqual({});
    expect(
      (
        await app.inject({ url: "/api/v2/config?select=email.supportAddress", headers: { cookie: member } })
      ).json(),
    ).toEqual({});
    const asAdmin = await app.inject({
      url: "/api/v2/config?select=email.supportAddress",
      headers: { cookie: admin },
    });
    expect(asAdmin.json()).toEqual({ "email.supportAddress": "support@plaza.invalid" });
  });
});

describe("PATCH /api/v2/config", () => {
  it("is refused for guests (401) and members (403)", async () => {
    expect((await patch({ "ui.siteName": "Hijacked" })).statusCode).toBe(401);
    expect((await patch({ "ui.siteName": "Hijacked" }, member)).statusCode).toBe(403);
    expect((await app.inject({ url: "/api/v2/config?select=ui.siteName" })).json()["ui.siteName"]).toBe(
      "Plaza Demo Community",
    );
  });

  it("lets an administrator change keys, by canonical name or alias", async () => {
    expect(
      (await patch({ "ui.editContentTimeout": 600, "garden.description": "Hello" }, admin)).statusCode,
    ).toBe(204);
    const response = await app.inject({ url: "/api/v2/config?select=ui.editContentTimeout,ui.description" });
    expect(response.json()).toEqual({ "ui.editContentTimeout": 600, "ui.description": "Hello" });
  });

  it("refuses unknown keys and wrong types with 400 and errors by field", async () => {
    const response = await patch({ "ui.siteName": 42, "no.such.key": true }, admin);
    expect(response.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, response.json());
    const fields = response.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(["ui.siteName", "no.such.key"]));
  });

  it("refuses a logo address that fails the safe-link rule with 400 and a field error (content spec §5)", async () => {
    const before = (await app.inject({ url: "/api/v2/config?select=ui.logo,ui.mobileLogo" })).json();
    const response = await patch({ "ui.logo": "javascript:alert(1)", "garden.mobileLogo": " data:x" }, admin);
    expect(response.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, response.json());
    const errors = response.json().errors as { field: string; code: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "ui.logo", code: "pattern" }),
        expect.objectContaining({ field: "garden.mobileLogo", code: "pattern" }),
      ]),
    );
    expect((await app.inject({ url: "/api/v2/config?select=ui.logo,ui.mobileLogo" })).json()).toEqual(before);
  });

  it("stores https and /path logo addresses, and an empty one to go back to the site name (shell spec §2)", async () => {
    const logos = {
      "ui.logo": "https://cdn.example.com/logo.svg",
      "ui.mobileLogo": "/uploads/logo-small.png",
    };
    expect((await patch(logos, admin)).statusCode).toBe(204);
    const url = "/api/v2/config?select=ui.logo,ui.mobileLogo";
    expect((await app.inject({ url })).json()).toEqual(logos);
    expect((await patch({ "garden.logo": "", "ui.mobileLogo": "" }, admin)).statusCode).toBe(204);
    expect((await app.inject({ url })).json()).toEqual({ "ui.logo": "", "ui.mobileLogo": "" });
  });

  const errorsOf = (body: { errors?: { field: string; code: string }[] }) =>
    (body.errors ?? []).map(({ field, code }) => ({ field, code }));

  it("refuses an address that fails the safe-link rule or leaves the site where a path is meant (400 by field)", async () => {
    const url = "/api/v2/config?select=signInUrl,registrationUrl,signOutUrl,ui.logo,ui.mobileLogo";
    const before = (await app.inject({ url })).json();
    const keys = ["signInUrl", "registrationUrl", "signOutUrl", "ui.logo", "garden.mobileLogo"];
    for (const value of [
      "javascript:alert(1)",
      " javascript:alert(1)",
      "data:text/html,x",
      "//evil.example",
      " //evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/.//evil.example",
      "/..//evil.example",
      "/%2e//evil.example",
      "/.\\/evil.example",
      "/%2f%2fevil.example",
      "/\t/evil.example",
      "/entry/signin\r\nSet-Cookie: a=1",
      "mailto:admin@plaza.invalid",
      "#top",
      "https://",
    ]) {
      for (const key of keys) {
        const response = await patch({ [key]: value }, admin);
        expect(response.statusCode, `${key} ${JSON.stringify(value)}`).toBe(400);
        expectMatchesSchema(errorBodySchema, response.json());
        expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([key]);
      }
    }
    expect((await app.inject({ url })).json()).toEqual(before);
  });

  it("stores sign-in, register and sign-out addresses on this site or at an http(s) address", async () => {
    const addresses = {
      signInUrl: "/sso/login?source=plaza",
      registrationUrl: "https://accounts.example.com/join",
      signOutUrl: "/entry/signout",
    };
    expect((await patch(addresses, admin)).statusCode).toBe(204);
    const url = "/api/v2/config?select=signInUrl,registrationUrl,signOutUrl";
    expect((await app.inject({ url })).json()).toEqual(addresses);
    const defaults = { signInUrl: "/entry/signin", registrationUrl: "/entry/register" };
    expect((await patch(defaults, admin)).statusCode).toBe(204);
  });

  it("refuses an external search or fragment address that is not http(s) or a path of this site", async () => {
    for (const body of [
      { "search.externalSearch": { query: "javascript:alert('%s')", resultsInNewTab: false } },
      { "search.externalSearch": { query: "//search.example/?q=%s", resultsInNewTab: true } },
      { "fragments.globalImpls": { BannerFragment: { fragmentUUID: "x", jsUrl: "data:text/javascript,1" } } },
      { "fragments.globalImpls": { BannerFragment: { fragmentUUID: "x", jsUrl: "/.//evil.example/x.js" } } },
      { "fragments.globalImpls": { BannerFragment: { fragmentUUID: "x", cssUrl: "//evil.example/x.css" } } },
    ]) {
      const response = await patch(body, admin);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
    }
    const search = { query: "https://search.example/?q=%s", resultsInNewTab: true };
    expect((await patch({ "search.externalSearch": search }, admin)).statusCode).toBe(204);
    expect(
      (await patch({ "search.externalSearch": { query: "", resultsInNewTab: false } }, admin)).statusCode,
    ).toBe(204);
  });

  it("refuses a cookie name that is no RFC 6265 token and a cookie path that is not /… or holds CR, LF or ;", async () => {
    for (const name of ["plaza\r\nSet-Cookie: a=1", "pla za", "a;b", "a=b", "a,b", "(a)", "plazá", ""]) {
      const response = await patch({ "garden.cookie.name": name }, admin);
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(errorsOf(response.json())[0]?.field, JSON.stringify(name)).toBe("garden.cookie.name");
    }
    for (const path of [
      "/\r\nSet-Cookie: a=1",
      "/forum;Domain=evil.example",
      "forum",
      "/a\u0000",
      "/a\u007f",
      "",
    ]) {
      const response = await patch({ "garden.cookie.path": path }, admin);
      expect(response.statusCode, JSON.stringify(path)).toBe(400);
      expect(errorsOf(response.json())[0]?.field, JSON.stringify(path)).toBe("garden.cookie.path");
    }
    const cookie = { "garden.cookie.name": "forum_1.x-y", "garden.cookie.path": "/forum" };
    expect((await patch(cookie, admin)).statusCode).toBe(204);
    const url = "/api/v2/config?select=garden.cookie.name,garden.cookie.path";
    expect((await app.inject({ url })).json()).toEqual(cookie);
    expect(
      (await patch({ "garden.cookie.name": "plaza", "garden.cookie.path": "/" }, admin)).statusCode,
    ).toBe(204);
  });

  it("refuses a theme key that names no theme, built-in or stored (400 by field)", async () => {
    for (const body of [
      { "ui.themeKey": "no-such-theme" },
      { "garden.theme": "<script>" },
      { "ui.mobileThemeKey": "keystone-light" },
    ]) {
      const response = await patch(body, admin);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorsOf(response.json())).toEqual([{ field: Object.keys(body)[0], code: "unknownTheme" }]);
    }
    const url = "/api/v2/config?select=ui.themeKey,ui.mobileThemeKey";
    expect((await app.inject({ url })).json()).toEqual({
      "ui.themeKey": "keystone",
      "ui.mobileThemeKey": "keystone",
    });
    expect(
      (await patch({ "ui.themeKey": "harbour", "ui.mobileThemeKey": "keystone-dark" }, admin)).statusCode,
    ).toBe(204);
    expect((await app.inject({ url })).json()).toEqual({
      "ui.themeKey": "harbour",
      "ui.mobileThemeKey": "keystone-dark",
    });
    expect(
      (await patch({ "ui.themeKey": "keystone", "ui.mobileThemeKey": "keystone" }, admin)).statusCode,
    ).toBe(204);
  });
});
