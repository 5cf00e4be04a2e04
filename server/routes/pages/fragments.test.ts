// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as React from "react";
import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import {
  fragmentDetailsSchema,
  fragmentSchema,
  type Fragment,
} from "../../../schemas/entities/fragment.schema";
import { buildTestApp, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { SDK_REACT_EXPORTS } from "../../http/fragment-sdk";

let app: FastifyInstance;
let admin: string;
let moderator: string;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  admin = await signInAs(app, "admin");
  moderator = await signInAs(app, "moderator");
});
afterAll(() => app.close());

const JS = "export default function Banner() { return null; }\n";
const CSS = ".banner { color: rebeccapurple; }";

const send = (method: "POST" | "PATCH" | "DELETE", url: string, payload?: object, cookie = admin) =>
  app.inject({ method, url, headers: { ...writeHeaders, cookie }, payload });

async function upload(body: object = {}): Promise<Fragment> {
  const response = await send("POST", "/api/v2/fragments", {
    fragmentType: "BannerFragment",
    name: "Banner",
    js: JS,
    css: CSS,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe("POST /api/v2/fragments", () => {
  it("stores the module and answers its record with revision-pinned asset URLs (shell spec §3)", async () => {
    const fragment = await upload();
    expectMatchesSchema(fragmentSchema, fragment);
    expect(fragment).toMatchObject({ fragmentType: "BannerFragment", name: "Banner", dateUpdated: null });
    expect(fragment.jsUrl).toBe(
      `/api/v2/fragments/${fragment.fragmentUUID}/js?rev=${fragment.fragmentRevisionUUID}`,
    );
    expect(fragment.cssUrl).toBe(
      `/api/v2/fragments/${fragment.fragmentUUID}/css?rev=${fragment.fragmentRevisionUUID}`,
    );
  });

  it("needs site.manage: 401 for guests, 403 for moderators", async () => {
    const body = { fragmentType: "BannerFragment", name: "x", js: JS };
    const guest = await app.inject({
      method: "POST",
      url: "/api/v2/fragments",
      headers: writeHeaders,
      payload: body,
    });
    expect(guest.statusCode).toBe(401);
    const mod = await send("POST", "/api/v2/fragments", body, moderator);
    expect(mod.statusCode).toBe(403);
    expectMatchesSchema(errorBodySchema, mod.json());
  });

  it("refuses a module over 512 KB and a stylesheet over 256 KB, counted in UTF-8 bytes", async () => {
    // 200,000 three-byte characters: under the character limit, over the byte limit.
    const wideJs = `// ${"€".repeat(200_000)}`;
    const tooBig = await send("POST", "/api/v2/fragments", { fragmentType: "A", name: "a", js: wideJs });
    expect(tooBig.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, tooBig.json());
    expect(tooBig.json().errors).toEqual([expect.objectContaining({ field: "js" })]);

    const bigCss = await send("POST", "/api/v2/fragments", {
      fragmentType: "A",
      name: "a",
      js: JS,
      css: "a{}".repeat(90_000),
    });
    expect(bigCss.statusCode).toBe(400);
    expect(bigCss.json().errors).toEqual([expect.objectContaining({ field: "css" })]);

    const atLimit = await send("POST", "/api/v2/fragments", {
      fragmentType: "A",
      name: "a",
      js: "/".repeat(512 * 1024),
      css: "/".repeat(256 * 1024),
    });
    expect(atLimit.statusCode).toBe(201);
  });

  it("validates the body strictly: required fields, no unknown fields", async () => {
    const missing = await send("POST", "/api/v2/fragments", { name: "a", js: JS });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: "fragmentType" })]);
    const extra = await send("POST", "/api/v2/fragments", { fragmentType: "A", name: "a", js: JS, html: "" });
    expect(extra.statusCode).toBe(400);
  });
});

describe("GET /api/v2/fragments/{fragmentUUID}/js and /css (shell spec §7)", () => {
  it("serves the module as JavaScript, cached for a year when pinned to its revision", async () => {
    const fragment = await upload();
    const pinned = await app.inject({ url: fragment.jsUrl });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.body).toBe(JS);
    expect(pinned.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(pinned.headers["x-content-type-options"]).toBe("nosniff");
    expect(pinned.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const unpinned = await app.inject({ url: `/api/v2/fragments/${fragment.fragmentUUID}/js` });
    expect(unpinned.body).toBe(JS);
    expect(unpinned.headers["cache-control"]).toBe("no-cache");
  });

  it("serves the stylesheet as CSS to guests", async () => {
    const fragment = await upload();
    const css = await app.inject({ url: fragment.cssUrl });
    expect(css.statusCode).toBe(200);
    expect(css.body).toBe(CSS);
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(css.headers["x-content-type-options"]).toBe("nosniff");
    expect(css.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers 404 JSON for an unknown fragment", async () => {
    for (const url of [
      "/api/v2/fragments/nope/js",
      "/api/v2/fragments/nope/css?rev=x",
      "/api/v2/fragments/nope",
    ]) {
      const response = await app.inject({ url, headers: { cookie: admin } });
      expect(response.statusCode, url).toBe(404);
      expectMatchesSchema(errorBodySchema, response.json());
    }
  });
});

describe("PATCH /api/v2/fragments/{fragmentUUID}", () => {
  it("makes a new revision; the old pinned URL redirects to the new one, uncached", async () => {
    const fragment = await upload();
    const response = await send("PATCH", `/api/v2/fragments/${fragment.fragmentUUID}`, {
      js: "export default () => null;",
    });
    expect(response.statusCode).toBe(200);
    const revised: Fragment = response.json();
    expectMatchesSchema(fragmentSchema, revised);
    expect(revised.fragmentUUID).toBe(fragment.fragmentUUID);
    expect(revised.fragmentRevisionUUID).not.toBe(fragment.fragmentRevisionUUID);
    expect(revised.dateUpdated).toEqual(expect.any(String));

    const stale = await app.inject({ url: fragment.jsUrl });
    expect(stale.statusCode).toBe(302);
    expect(stale.headers.location).toBe(revised.jsUrl);
    expect(stale.headers["cache-control"]).toBe("no-cache");
    expect((await app.inject({ url: revised.jsUrl })).body).toBe("export default () => null;");
    expect((await app.inject({ url: revised.cssUrl })).body).toBe(CSS);
  });

  it("needs site.manage and answers 404 for an unknown fragment", async () => {
    const fragment = await upload();
    const mod = await send("PATCH", `/api/v2/fragments/${fragment.fragmentUUID}`, { name: "x" }, moderator);
    expect(mod.statusCode).toBe(403);
    expect((await send("PATCH", "/api/v2/fragments/nope", { name: "x" })).statusCode).toBe(404);
    expect((await send("PATCH", `/api/v2/fragments/${fragment.fragmentUUID}`, {})).statusCode).toBe(400);
  });
});

describe("GET /api/v2/fragments and /fragments/{fragmentUUID}", () => {
  it("lists fragments for site managers, filtered by type, newest revision first", async () => {
    const older = await upload({ fragmentType: "TitleBarFragment", name: "Old" });
    const newer = await upload({ fragmentType: "TitleBarFragment", name: "New" });
    const response = await app.inject({
      url: "/api/v2/fragments?fragmentType=TitleBarFragment",
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    const list: Fragment[] = response.json();
    for (const item of list) expectMatchesSchema(fragmentSchema, item);
    expect(list.map((f) => f.fragmentUUID)).toEqual([newer.fragmentUUID, older.fragmentUUID]);

    expect((await app.inject({ url: "/api/v2/fragments", headers: { cookie: moderator } })).statusCode).toBe(
      403,
    );
  });

  it("keeps the upload order when revisions are made in the same millisecond", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      const made = [];
      for (const name of ["First", "Second", "Third"])
        made.push(await upload({ fragmentType: "FooterFragment", name }));
      const revised = await send("PATCH", `/api/v2/fragments/${made[0]!.fragmentUUID}`, {
        name: "First again",
      });
      expect(revised.statusCode, revised.body).toBe(200);
      const list: Fragment[] = (
        await app.inject({ url: "/api/v2/fragments?fragmentType=FooterFragment", headers: { cookie: admin } })
      ).json();
      expect(list.map((f) => f.name)).toEqual(["First again", "Third", "Second"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers one fragment with its code", async () => {
    const fragment = await upload();
    const response = await app.inject({
      url: `/api/v2/fragments/${fragment.fragmentUUID}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(fragmentDetailsSchema, response.json());
    expect(response.json()).toMatchObject({ ...fragment, js: JS, css: CSS });
  });
});

describe("DELETE /api/v2/fragments/{fragmentUUID}", () => {
  it("removes the fragment and its assets; needs site.manage", async () => {
    const fragment = await upload();
    expect(
      (await send("DELETE", `/api/v2/fragments/${fragment.fragmentUUID}`, undefined, moderator)).statusCode,
    ).toBe(403);
    expect((await send("DELETE", `/api/v2/fragments/${fragment.fragmentUUID}`)).statusCode).toBe(204);
    expect((await app.inject({ url: fragment.jsUrl })).statusCode).toBe(404);
    expect((await send("DELETE", `/api/v2/fragments/${fragment.fragmentUUID}`)).statusCode).toBe(404);
  });
});

describe("fragments.globalImpls (site config)", () => {
  it("lets a site manager select a fragment site-wide; everyone reads it with the public config", async () => {
    const fragment = await upload();
    const impl = {
      fragmentUUID: fragment.fragmentUUID,
      fragmentRevisionUUID: fragment.fragmentRevisionUUID,
      jsUrl: fragment.jsUrl,
      cssUrl: fragment.cssUrl,
    };
    const saved = await send("PATCH", "/api/v2/config", {
      "fragments.globalImpls": { BannerFragment: impl },
    });
    expect(saved.statusCode, saved.body).toBe(204);
    const read = await app.inject({ url: "/api/v2/config?select=fragments.globalImpls" });
    expect(read.json()).toEqual({ "fragments.globalImpls": { BannerFragment: impl } });

    const invalid = await send("PATCH", "/api/v2/config", {
      "fragments.globalImpls": { BannerFragment: { jsUrl: "/x" } },
    });
    expect(invalid.statusCode).toBe(400);
  });
});

describe("GET /api/v2/fragments/sdk.js", () => {
  it("is an ES module re-exporting the host's React, JSX runtime, ui, apiClient and t", async () => {
    const response = await app.inject({ url: "/api/v2/fragments/sdk.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain("globalThis.__plazaFragmentHost");
    for (const name of ["jsx", "jsxs", "ui", "apiClient", "t", "useState", "Fragment"]) {
      expect(response.body).toMatch(new RegExp(`\\b${name}\\b`));
    }
  });

  it("re-exports only names the page's React has, and every hook it has", () => {
    const reactNames = Object.keys(React);
    for (const name of SDK_REACT_EXPORTS) expect(reactNames, name).toContain(name);
    const stableHooks = reactNames.filter((name) => /^use[A-Z]/.test(name));
    for (const hook of stableHooks) expect(SDK_REACT_EXPORTS as readonly string[], hook).toContain(hook);
  });
});
