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
  app = await buildTestApp();
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
});
