// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { themeListSchema, themeSchema, type Theme } from "../../../schemas/entities/theme.schema";
import { buildTestApp, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { setConfig } from "../../../tests/helpers/factories";

let app: FastifyInstance;
let admin = "";
let moderator = "";
let member = "";
// Signing in hashes passwords: slow on a busy machine.
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  admin = await signInAs(app, "admin");
  moderator = await signInAs(app, "moderator");
  member = await signInAs(app, "member");
}, 60_000);
afterAll(() => app.close());

const get = (url: string, cookie?: string) =>
  app.inject({ url: `/api/v2${url}`, headers: cookie ? { cookie } : {} });
const send = (method: "POST" | "PATCH" | "PUT" | "DELETE", url: string, payload?: object, cookie = admin) =>
  app.inject({ method, url: `/api/v2${url}`, headers: { ...writeHeaders, cookie }, payload });

async function createTheme(name: string, body: object = {}): Promise<Theme> {
  const response = await send("POST", "/themes", { name, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Theme>();
}

describe("GET /api/v2/themes", () => {
  it("lists the built-in themes with their variables, the current one first (content spec §3, §7)", async () => {
    const response = await get("/themes", admin);
    expect(response.statusCode).toBe(200);
    const themes = response.json<Theme[]>();
    expectMatchesSchema(themeListSchema, themes);
    expect(themes.map((theme) => theme.themeID)).toEqual(
      expect.arrayContaining(["keystone", "keystone-dark", "harbour"]),
    );
    expect(themes[0]).toMatchObject({ themeID: "keystone", current: true, type: "themeFile", active: true });
    const dark = themes.find((theme) => theme.themeID === "keystone-dark")!;
    expect(dark.assets.variables.data.preset).toBe("dark");
    expect(dark.preview.globalBg).toBe(dark.assets.variables.data.colors?.bg);
  });

  it("needs site.manage: 401 for guests, 403 for members and moderators", async () => {
    expect((await get("/themes")).statusCode).toBe(401);
    expect((await get("/themes", member)).statusCode).toBe(403);
    const refused = await get("/themes", moderator);
    expect(refused.statusCode).toBe(403);
    expectMatchesSchema(errorBodySchema, refused.json());
  });
});

describe("GET /api/v2/themes/{themeID}", () => {
  it("answers a theme with its assets and variables", async () => {
    const response = await get("/themes/harbour", admin);
    expect(response.statusCode).toBe(200);
    const theme = response.json<Theme>();
    expectMatchesSchema(themeSchema, theme);
    expect(theme.assets.variables).toMatchObject({ type: "json", data: { colors: { primary: "#a64b24" } } });
  });

  it("answers 404 for a theme that does not exist (the client counts it as empty, content spec §4)", async () => {
    const response = await get("/themes/no-such-theme", admin);
    expect(response.statusCode).toBe(404);
    expectMatchesSchema(errorBodySchema, response.json());
  });

  it("answers 400, not 500, for an id that cannot be a theme's and a revisionID that is not a number", async () => {
    expect((await get("/themes/Not%20A%20Theme", admin)).statusCode).toBe(400);
    expect((await get("/themes/harbour?revisionID=abc", admin)).statusCode).toBe(400);
  });

  it("lets anyone read the current theme, but only site managers another one", async () => {
    expect((await get("/themes/keystone")).statusCode).toBe(200);
    expect((await get("/themes/current")).json<Theme>().themeID).toBe("keystone");
    expect((await get("/themes/harbour")).statusCode).toBe(401);
    expect((await get("/themes/harbour", member)).statusCode).toBe(403);
  });
});

describe("a theme's version and variables asset (themes.yml)", () => {
  it("answers its revision as its version, and its parent only when it was made from another", async () => {
    const harbour = (await get("/themes/harbour", admin)).json<Theme>();
    expect(harbour.version).toBe(String(harbour.revisionID));
    expect(harbour).not.toHaveProperty("parentTheme");
    const child = await createTheme("Versioned", { parentTheme: "harbour" });
    expect(child).toMatchObject({ parentTheme: "harbour", version: String(child.revisionID) });
  });

  it("names the variables' absolute address, which answers them at that revision", async () => {
    const theme = await createTheme("Asset");
    const first = theme.revisionID;
    const url = new URL(theme.assets.variables.url);
    expect(url.pathname + url.search).toBe(`/api/v2/themes/${theme.themeID}/assets/variables.json`);
    const patched = await send("PATCH", `/themes/${theme.themeID}`, {
      assets: { variables: { colors: { primary: "#1a7f37" } } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const active = await app.inject({ url: url.pathname, headers: { cookie: admin } });
    expect(active.statusCode).toBe(200);
    expect(active.json()).toEqual({ colors: { primary: "#1a7f37" } });

    // An older revision's answer names that revision.
    const old = (await get(`/themes/${theme.themeID}?revisionID=${first}`, admin)).json<Theme>();
    const oldUrl = new URL(old.assets.variables.url);
    expect(oldUrl.search).toBe(`?revisionID=${first}`);
    const oldAsset = await app.inject({ url: oldUrl.pathname + oldUrl.search, headers: { cookie: admin } });
    expect(oldAsset.json()).toEqual(theme.assets.variables.data);
  });

  it("lets anyone read the current theme's variables, but only site managers another theme's or revision's", async () => {
    const current = (await get("/themes/current")).json<Theme>();
    const asset = await app.inject({ url: new URL(current.assets.variables.url).pathname });
    expect(asset.statusCode).toBe(200);
    expect(asset.json()).toEqual(current.assets.variables.data);
    expect((await get("/themes/harbour/assets/variables.json")).statusCode).toBe(401);
    expect((await get("/themes/harbour/assets/variables.json", member)).statusCode).toBe(403);
    expect(
      (await get(`/themes/keystone/assets/variables.json?revisionID=${current.revisionID}`)).statusCode,
    ).toBe(401);
    expect((await get("/themes/no-such-theme/assets/variables.json", admin)).statusCode).toBe(404);
  });
});

describe("PATCH /api/v2/themes/{themeID}: revisions (content spec §4)", () => {
  it("makes a new revision that becomes active, and the old one stays readable by revisionID", async () => {
    const theme = await createTheme("Revisions");
    const first = theme.revisionID;
    const patched = await send("PATCH", `/themes/${theme.themeID}`, {
      revisionName: "Greener",
      assets: { variables: { colors: { primary: "#1a7f37" } } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const second = patched.json<Theme>();
    expect(second.revisionID).toBeGreaterThan(first);
    expect(second).toMatchObject({ revisionName: "Greener", active: true });
    expect(second.assets.variables.data).toEqual({ colors: { primary: "#1a7f37" } });

    const old = await get(`/themes/${theme.themeID}?revisionID=${first}`, admin);
    expect(old.statusCode).toBe(200);
    expect(old.json<Theme>()).toMatchObject({ revisionID: first, active: false });
    expect(old.json<Theme>().assets.variables.data).toEqual(theme.assets.variables.data);

    const revisions = (await get(`/themes/${theme.themeID}/revisions`, admin)).json<Theme[]>();
    expectMatchesSchema(themeListSchema, revisions);
    expect(revisions.map((revision) => [revision.revisionID, revision.active])).toEqual([
      [second.revisionID, true],
      [first, false],
    ]);
  });

  it("restores an older revision: a patch with its revisionID makes it the active one", async () => {
    const theme = await createTheme("Restorable");
    await send("PATCH", `/themes/${theme.themeID}`, { assets: { variables: { preset: "dark" } } });
    const restored = await send("PATCH", `/themes/${theme.themeID}`, { revisionID: theme.revisionID });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<Theme>()).toMatchObject({ revisionID: theme.revisionID, active: true });
    expect((await get(`/themes/${theme.themeID}`, admin)).json<Theme>().revisionID).toBe(theme.revisionID);
  });

  it("refuses another theme's revision, unsafe values and unknown fields with 400", async () => {
    const theme = await createTheme("Strict");
    const harbour = (await get("/themes/harbour", admin)).json<Theme>();
    const foreign = await send("PATCH", `/themes/${theme.themeID}`, { revisionID: harbour.revisionID });
    expect(foreign.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, foreign.json());
    for (const variables of [
      { colors: { primary: "red; } body { display: none" } },
      { fonts: { family: "Evil</style><script>" } },
      { colors: { sparkle: "#ffffff" } },
      { sizes: { radius: 1000 } },
    ]) {
      const response = await send("PATCH", `/themes/${theme.themeID}`, { assets: { variables } });
      expect(response.statusCode, JSON.stringify(variables)).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
    }
    expect((await send("PATCH", `/themes/${theme.themeID}`, {})).statusCode).toBe(400);
  });

  it("answers 404 for a theme that does not exist", async () => {
    const response = await send("PATCH", "/themes/no-such-theme", { name: "Nope" });
    expect(response.statusCode).toBe(404);
  });
});

describe("POST and DELETE /api/v2/themes", () => {
  it("copies the parent theme's variables into a new theme of the site's own", async () => {
    const theme = await createTheme("Harbour Night", { parentTheme: "harbour" });
    expectMatchesSchema(themeSchema, theme);
    expect(theme).toMatchObject({ themeID: "harbour-night", type: "themeDB", parentTheme: "harbour" });
    expect(theme.assets.variables.data.colors?.primary).toBe("#a64b24");
    expect((await createTheme("Harbour Night")).themeID).toBe("harbour-night-2");
  });

  it("deletes a theme of the site's own, and then answers 404 for it", async () => {
    const theme = await createTheme("Short Lived");
    expect((await send("DELETE", `/themes/${theme.themeID}`)).statusCode).toBe(204);
    expect((await get(`/themes/${theme.themeID}`, admin)).statusCode).toBe(404);
  });

  it("refuses to delete a built-in theme or the current one, saying why", async () => {
    const builtin = await send("DELETE", "/themes/harbour");
    expect(builtin.statusCode).toBe(409);
    expect(builtin.json().message).toMatch(/built-in/);
    const theme = await createTheme("In Use");
    await send("PUT", "/themes/current", { themeID: theme.themeID });
    try {
      const current = await send("DELETE", `/themes/${theme.themeID}`);
      expect(current.statusCode).toBe(409);
      expect(current.json().message).toMatch(/current theme/);
    } finally {
      await send("PUT", "/themes/current", { themeID: "keystone" });
    }
  });
});

describe("DELETE /api/v2/themes/{themeID} refusals", () => {
  it("refuses the mobile theme 409 JSON as the applied one, and answers an unknown theme 404 JSON", async () => {
    const theme = await createTheme("Phones Only");
    await setConfig(app.db, { "ui.mobileThemeKey": theme.themeID });
    try {
      const refused = await send("DELETE", `/themes/${theme.themeID}`);
      expect(refused.statusCode).toBe(409);
      expectMatchesSchema(errorBodySchema, refused.json());
      expect(refused.json().message).toMatch(/Apply another theme first/);
    } finally {
      await setConfig(app.db, { "ui.mobileThemeKey": "keystone" });
    }
    expect((await send("DELETE", `/themes/${theme.themeID}`)).statusCode).toBe(204);
    const unknown = await send("DELETE", "/themes/no-such-theme");
    expect(unknown.statusCode).toBe(404);
    expectMatchesSchema(errorBodySchema, unknown.json());
  });
});

describe("PUT /api/v2/themes/current (content spec §4, §7)", () => {
  it("applies a theme at an older revision: that revision becomes the theme's active one", async () => {
    const theme = await createTheme("Applied Old");
    await send("PATCH", `/themes/${theme.themeID}`, { assets: { variables: { preset: "dark" } } });
    const applied = await send("PUT", "/themes/current", {
      themeID: theme.themeID,
      revisionID: theme.revisionID,
    });
    try {
      expect(applied.statusCode, applied.body).toBe(200);
      expect(applied.json<Theme>()).toMatchObject({
        revisionID: theme.revisionID,
        active: true,
        current: true,
      });
      const config = await get("/config?select=ui.themeKey,ui.mobileThemeKey", admin);
      expect(config.json()).toEqual({ "ui.themeKey": theme.themeID, "ui.mobileThemeKey": theme.themeID });
    } finally {
      await send("PUT", "/themes/current", { themeID: "keystone" });
    }
  });

  it("answers 404 for an unknown theme and 400 for another theme's revision, and changes nothing", async () => {
    expect((await send("PUT", "/themes/current", { themeID: "no-such-theme" })).statusCode).toBe(404);
    const harbour = (await get("/themes/harbour", admin)).json<Theme>();
    const foreign = await send("PUT", "/themes/current", {
      themeID: "keystone",
      revisionID: harbour.revisionID,
    });
    expect(foreign.statusCode).toBe(400);
    expect((await get("/themes/current")).json<Theme>().themeID).toBe("keystone");
  });
});

describe("who may change themes", () => {
  const writes: [string, "POST" | "PATCH" | "PUT" | "DELETE", string, object][] = [
    ["create", "POST", "/themes", { name: "Nope" }],
    ["revise", "PATCH", "/themes/harbour", { name: "Nope" }],
    ["delete", "DELETE", "/themes/harbour", {}],
    ["apply", "PUT", "/themes/current", { themeID: "harbour" }],
    ["preview", "PUT", "/themes/preview", { themeID: "harbour" }],
  ];

  it.each(writes)("%s needs site.manage: 401 for guests, 403 for members and moderators", async (...args) => {
    const [, method, url, payload] = args;
    const guest = await app.inject({ method, url: `/api/v2${url}`, headers: writeHeaders, payload });
    expect(guest.statusCode).toBe(401);
    expect((await send(method, url, payload, member)).statusCode).toBe(403);
    const refused = await send(method, url, payload, moderator);
    expect(refused.statusCode).toBe(403);
    expectMatchesSchema(errorBodySchema, refused.json());
  });

  it.each(writes)("%s is refused without the X-Requested-With header (CSRF)", async (...args) => {
    const [, method, url, payload] = args;
    const response = await app.inject({
      method,
      url: `/api/v2${url}`,
      headers: { "content-type": "application/json", cookie: admin },
      payload,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().description).toMatch(/X-Requested-With/);
  });
});
