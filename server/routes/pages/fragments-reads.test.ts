// @vitest-environment node
import { describe, expect, it } from "vitest";
import * as React from "react";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import {
  fragmentSchema,
  type Fragment,
  type FragmentDetails,
} from "../../../schemas/entities/fragment.schema";
import { buildFragment } from "../../../tests/helpers/factories";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { SDK_REACT_EXPORTS } from "../../http/fragment-sdk";
import { customWidget, CSS, JS, setUpFragmentRoutes } from "./fragments.fixtures";

const fixture = setUpFragmentRoutes();
const { send, read, upload } = fixture;

describe("GET /api/v2/fragments/{fragmentUUID}/js and /css (shell spec §7)", () => {
  it("serves a committed revision's module, cached for a year; unpinned redirects to the active one", async () => {
    const fragment = await upload();
    const pinned = await read(fragment.jsUrl, null);
    expect(pinned.statusCode).toBe(200);
    expect(pinned.body).toBe(JS);
    expect(pinned.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(pinned.headers["x-content-type-options"]).toBe("nosniff");
    expect(pinned.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    for (const url of [
      `/api/v2/fragments/${fragment.fragmentUUID}/js`,
      `/api/v2/fragments/${fragment.fragmentUUID}/js?fragmentRevisionUUID=unknown`,
    ]) {
      const unpinned = await read(url, null);
      expect(unpinned.statusCode, url).toBe(302);
      expect(unpinned.headers.location).toBe(fragment.jsUrl);
      expect(unpinned.headers["cache-control"]).toBe("no-cache");
    }
    // The older address's pin.
    const legacy = await read(
      `/api/v2/fragments/${fragment.fragmentUUID}/js?rev=${fragment.fragmentRevisionUUID}`,
      null,
    );
    expect(legacy.body).toBe(JS);
  });

  it("serves the stylesheet to guests, scoped to the fragment's wrapper", async () => {
    const fragment = await upload();
    const css = await read(fragment.cssUrl, null);
    expect(css.statusCode).toBe(200);
    expect(css.body).toBe(`@scope ([data-plaza-fragment="${fragment.fragmentUUID}"]) {\n${CSS}\n}\n`);
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
      const response = await read(url);
      expect(response.statusCode, url).toBe(404);
      expectMatchesSchema(errorBodySchema, response.json());
    }
  });
});

describe("GET /api/v2/fragments", () => {
  it("lists one item per fragment for site managers, filtered by type, status and whether it is applied", async () => {
    const active = await upload({ fragmentType: "TitleBarFragment", name: "Active" });
    const drafted = await upload({ fragmentType: "TitleBarFragment", name: "Drafted" });
    const draft: FragmentDetails = (
      await send("PATCH", `/api/v2/fragments/${drafted.fragmentUUID}`, { js: "export default () => 9;" })
    ).json();
    const onlyDraft = await upload({
      fragmentType: "TitleBarFragment",
      name: "Only a draft",
      commitMessage: undefined,
    });
    await send("PATCH", "/api/v2/config", {
      "fragments.globalImpls": { TitleBarFragment: { fragmentUUID: active.fragmentUUID } },
    });

    const list = async (query: string) => {
      const response = await read(
        `/api/v2/fragments?fragmentType=TitleBarFragment${query}`,
        fixture.siteManager,
      );
      expect(response.statusCode, response.body).toBe(200);
      const items: Fragment[] = response.json();
      for (const item of items) expectMatchesSchema(fragmentSchema, item);
      return items.map((item) => [item.name, item.fragmentRevisionUUID]);
    };
    expect(await list("")).toEqual([
      ["Only a draft", onlyDraft.fragmentRevisionUUID],
      ["Drafted", draft.fragmentRevisionUUID],
      ["Active", active.fragmentRevisionUUID],
    ]);
    expect(await list("&status=active")).toEqual([
      ["Drafted", drafted.fragmentRevisionUUID],
      ["Active", active.fragmentRevisionUUID],
    ]);
    expect(await list("&status=draft")).toEqual([
      ["Only a draft", onlyDraft.fragmentRevisionUUID],
      ["Drafted", draft.fragmentRevisionUUID],
    ]);
    expect(await list("&appliedStatus=applied")).toEqual([["Active", active.fragmentRevisionUUID]]);
    expect(await list("&appliedStatus=not-applied")).toHaveLength(2);
    const applied: Fragment[] = (
      await read(`/api/v2/fragments?fragmentType=TitleBarFragment&appliedStatus=applied`)
    ).json();
    expect(applied[0]).toMatchObject({
      isApplied: true,
      fragmentViews: [{ recordType: "site", recordID: "global", recordUrl: "/dashboard/fragments" }],
    });

    expect((await read("/api/v2/fragments", fixture.moderator)).statusCode).toBe(403);
    expect((await read("/api/v2/fragments", null)).statusCode).toBe(401);
    expect((await read("/api/v2/fragments?status=nope")).statusCode).toBe(400);
  });
});

describe("GET /api/v2/fragments/{fragmentUUID}/props-validator.js", () => {
  it("is an ES module checking a declared widget type's props, for everyone", async () => {
    const built = await buildFragment(fixture.app.db, fixture.adminID, {
      fragmentType: "CustomFragment",
      customWidget,
    });
    const response = await read(
      `/api/v2/fragments/${built.fragmentUUID}/props-validator.js?fragmentRevisionUUID=${built.fragmentRevisionUUID}`,
      null,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.body).not.toMatch(/\brequire\(/);
    const module = (await import(
      /* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(response.body).toString("base64")}`
    )) as {
      default: ((data: unknown) => boolean) & { errors?: Array<{ instancePath: string; keyword: string }> };
    };
    const validate = module.default;
    expect(validate({ title: "Hello" })).toBe(true);
    expect(validate({ title: "x".repeat(30) })).toBe(false);
    expect(validate.errors).toEqual([
      expect.objectContaining({ instancePath: "/title", keyword: "maxLength" }),
    ]);
    expect(validate({})).toBe(false);

    const unpinned = await read(`/api/v2/fragments/${built.fragmentUUID}/props-validator.js`, null);
    expect(unpinned.statusCode).toBe(302);
    const banner = await buildFragment(fixture.app.db, fixture.adminID);
    expect((await read(`/api/v2/fragments/${banner.fragmentUUID}/props-validator.js`, null)).statusCode).toBe(
      404,
    );
  });
});

describe("GET /api/v2/fragments/sdk.js", () => {
  it("is an ES module re-exporting the host's React, JSX runtime, ui, apiClient and t", async () => {
    const response = await read("/api/v2/fragments/sdk.js", null);
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
