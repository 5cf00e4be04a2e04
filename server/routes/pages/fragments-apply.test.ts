// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { Fragment } from "../../../schemas/entities/fragment.schema";
import { buildTestApp, writeHeaders } from "../../../tests/helpers/server";
import { buildFragment, buildUser, signInCookie } from "../../../tests/helpers/factories";
import { checkDefinition, type DefinitionValidators } from "../../../schemas/layout/check-definition";
import type { CompiledValidator } from "../../../schemas/layout/prop-errors";

let app: FastifyInstance;
let adminID: number;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp();
  adminID = (await buildUser(app.db, { roles: ["administrator"] })).userID;
  admin = await signInCookie(app.db, adminID);
});
afterAll(() => app.close());

const send = (method: "POST" | "PATCH" | "DELETE" | "PUT", url: string, payload?: object) =>
  app.inject({ method, url, headers: { ...writeHeaders, cookie: admin }, payload });

const pinned = (fragmentUUID: string, fragmentRevisionUUID: string) => ({
  fragmentUUID,
  fragmentRevisionUUID,
  jsUrl: `/api/v2/fragments/${fragmentUUID}/js?fragmentRevisionUUID=${fragmentRevisionUUID}`,
  cssUrl: `/api/v2/fragments/${fragmentUUID}/css?fragmentRevisionUUID=${fragmentRevisionUUID}`,
});

/** The layout editor's check of a definition, with the served module's validators (as editor-api.ts builds them). */
async function expectEditorChecks(moduleSource: string, key: string): Promise<void> {
  const { default: compiled } = (await import(
    /* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(moduleSource).toString("base64")}`
  )) as {
    default: {
      widgets: Record<string, CompiledValidator>;
      middleware: CompiledValidator;
      fragmentImpls: CompiledValidator;
      literalNode: CompiledValidator;
    };
  };
  const validators: DefinitionValidators = {
    widget: (entry) => compiled.widgets[entry.type],
    middleware: compiled.middleware,
    fragmentImpls: compiled.fragmentImpls,
    literalNode: compiled.literalNode,
  };
  const section = (child: object) => ({
    layout: [{ $hydrate: "react.section.1-column", children: [child] }],
  });
  expect(checkDefinition(section({ $hydrate: key, title: "Hello" }), validators)).toEqual([]);
  expect(checkDefinition(section({ $hydrate: key, title: 3 }), validators)).toEqual([
    expect.objectContaining({ path: "layout[0].children[0]", field: "title" }),
  ]);
  expect(checkDefinition(section({ $hydrate: "custom.unknown" }), validators)).toEqual([
    expect.objectContaining({ code: "unknownWidget" }),
  ]);
}

function bootOf(html: string) {
  const match = /<script type="application\/json" id="plaza-boot">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error("no boot payload");
  return JSON.parse(match[1]) as { config: Record<string, unknown>; layout?: unknown };
}

async function globalImplsOnPage(): Promise<unknown> {
  const page = await app.inject({ url: "/" });
  expect(page.statusCode).toBe(200);
  return bootOf(page.body).config["fragments.globalImpls"];
}

/** A stored home layout assigned to the home page, answered by its id. */
async function homeLayout(layout: unknown[]): Promise<number> {
  const saved = await send("POST", "/api/v2/layouts", { name: "Home", layoutViewType: "home", layout });
  expect(saved.statusCode, saved.body).toBe(201);
  const { layoutID } = saved.json() as { layoutID: number };
  const assigned = await send("PUT", `/api/v2/layouts/${layoutID}/views`, [
    { recordType: "global", recordID: -1 },
  ]);
  expect(assigned.statusCode, assigned.body).toBe(200);
  return layoutID;
}

async function hydratedHome(): Promise<Array<Record<string, unknown>>> {
  const response = await app.inject({ url: "/api/v2/layouts/lookup-hydrate?layoutViewType=home" });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { layout: Array<{ $reactProps: { children: Array<Record<string, unknown>> } }> })
    .layout[0]!.$reactProps.children;
}

describe("applying fragments: the server names the active revision", () => {
  it("fills the boot payload's site-wide fragments, drops uncommitted and deleted ones, keeps 'system'", async () => {
    const banner = await buildFragment(app.db, adminID);
    const draftOnly = await buildFragment(app.db, adminID, { fragmentType: "TitleBarFragment", draft: true });
    const saved = await send("PATCH", "/api/v2/config", {
      "fragments.globalImpls": {
        BannerFragment: { fragmentUUID: banner.fragmentUUID },
        TitleBarFragment: { fragmentUUID: draftOnly.fragmentUUID },
        FooterFragment: { fragmentUUID: "system" },
      },
    });
    expect(saved.statusCode, saved.body).toBe(204);
    expect(await globalImplsOnPage()).toEqual({
      BannerFragment: pinned(banner.fragmentUUID, banner.fragmentRevisionUUID),
      FooterFragment: { fragmentUUID: "system" },
    });

    // A commit shows on the next page load; so do a rollback and a delete.
    const next: Fragment = (
      await send("PATCH", `/api/v2/fragments/${banner.fragmentUUID}`, {
        js: "export default () => 2;",
        commitMessage: "Two",
      })
    ).json();
    expect(await globalImplsOnPage()).toMatchObject({
      BannerFragment: pinned(banner.fragmentUUID, next.fragmentRevisionUUID),
    });
    await send("POST", `/api/v2/fragments/${banner.fragmentUUID}/rollback`, {
      fragmentRevisionUUID: banner.fragmentRevisionUUID,
    });
    expect(await globalImplsOnPage()).toMatchObject({
      BannerFragment: pinned(banner.fragmentUUID, banner.fragmentRevisionUUID),
    });
    expect((await send("DELETE", `/api/v2/fragments/${banner.fragmentUUID}`)).statusCode).toBe(204);
    expect(await globalImplsOnPage()).toEqual({ FooterFragment: { fragmentUUID: "system" } });
    await send("PATCH", "/api/v2/config", { "fragments.globalImpls": {} });
  });

  it("fills a layout node's $fragmentImpls and a placed CustomFragmentWidget; rollback and delete fall back", async () => {
    const html = await buildFragment(app.db, adminID, { fragmentType: "HtmlFragment" });
    const placed = await buildFragment(app.db, adminID, { fragmentType: "CustomFragment" });
    const layoutID = await homeLayout([
      {
        $hydrate: "react.section.1-column",
        children: [
          {
            $hydrate: "react.html",
            html: "<p>Hi</p>",
            $fragmentImpls: { HtmlFragment: { fragmentUUID: html.fragmentUUID } },
          },
          { $hydrate: "react.customfragment", fragmentImpl: { fragmentUUID: placed.fragmentUUID } },
        ],
      },
    ]);
    const hydrated = await hydratedHome();
    let htmlNode = hydrated[0];
    const placedNode = hydrated[1];
    expect(htmlNode).toMatchObject({
      $reactComponent: "HtmlWidget",
      $fragmentImpls: { HtmlFragment: pinned(html.fragmentUUID, html.fragmentRevisionUUID) },
    });
    expect(placedNode).toMatchObject({
      $reactComponent: "CustomFragmentWidget",
      $reactProps: { fragmentImpl: pinned(placed.fragmentUUID, placed.fragmentRevisionUUID) },
    });

    // Where it applies is listed with the fragment.
    const listed: Fragment[] = (
      await app.inject({ url: "/api/v2/fragments?fragmentType=HtmlFragment", headers: { cookie: admin } })
    ).json();
    expect(listed[0]).toMatchObject({
      isApplied: true,
      fragmentViews: [
        {
          recordType: "layout",
          recordID: String(layoutID),
          recordName: "Home",
          recordUrl: `/dashboard/layouts/${layoutID}/edit`,
          nodePaths: ["layout[0].children[0]"],
        },
      ],
    });

    const next: Fragment = (
      await send("PATCH", `/api/v2/fragments/${html.fragmentUUID}`, {
        js: "export default () => 2;",
        commitMessage: "Two",
      })
    ).json();
    [htmlNode] = await hydratedHome();
    expect(htmlNode!.$fragmentImpls).toEqual({
      HtmlFragment: pinned(html.fragmentUUID, next.fragmentRevisionUUID),
    });
    await send("POST", `/api/v2/fragments/${html.fragmentUUID}/rollback`, {
      fragmentRevisionUUID: html.fragmentRevisionUUID,
    });
    [htmlNode] = await hydratedHome();
    expect(htmlNode!.$fragmentImpls).toEqual({
      HtmlFragment: pinned(html.fragmentUUID, html.fragmentRevisionUUID),
    });

    expect((await send("DELETE", `/api/v2/fragments/${html.fragmentUUID}`)).statusCode).toBe(204);
    const page = bootOf((await app.inject({ url: "/" })).body);
    expect(JSON.stringify(page.layout)).not.toContain(html.fragmentUUID);
    [htmlNode] = await hydratedHome();
    expect(htmlNode).toMatchObject({ $reactComponent: "HtmlWidget" });
    expect(htmlNode!.$fragmentImpls).toBeUndefined();
    await send("DELETE", `/api/v2/layouts/${layoutID}`);
  });
});

describe("widget types CustomFragments declare", () => {
  it("are in the catalog of every view type, validated on save and in the editor's module, and hydrate", async () => {
    const custom = await buildFragment(app.db, adminID, {
      fragmentType: "CustomFragment",
      customWidget: {
        name: "Greeting",
        icon: "👋",
        schema: {
          type: "object",
          properties: { title: { type: "string", maxLength: 20 } },
          required: ["title"],
        },
      },
    });
    const draftOnly = await buildFragment(app.db, adminID, { fragmentType: "CustomFragment", draft: true });
    const key = `custom.${custom.fragmentUUID}`;

    for (const viewType of ["home", "post"]) {
      const catalog = await app.inject({ url: `/api/v2/layouts/catalog?layoutViewType=${viewType}` });
      const body = catalog.json() as { widgets: Record<string, unknown>; "x-validator": string };
      expect(body.widgets[key]).toMatchObject({
        name: "Greeting",
        icon: "👋",
        schema: { required: ["title"] },
      });
      expect(body.widgets[`custom.${draftOnly.fragmentUUID}`]).toBeUndefined();

      const module = await app.inject({ url: body["x-validator"] });
      expect(module.statusCode).toBe(200);
      expect(module.body).toContain(JSON.stringify(key));
      if (viewType === "home") await expectEditorChecks(module.body, key);
    }

    const refused = await send("POST", "/api/v2/layouts", {
      name: "Bad",
      layoutViewType: "home",
      layout: [
        {
          $hydrate: "react.section.1-column",
          children: [
            { $hydrate: key, title: "x".repeat(30) },
            { $hydrate: `custom.${draftOnly.fragmentUUID}` },
          ],
        },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({ path: "layout[0].children[0]", field: "title" }),
      expect.objectContaining({ path: "layout[0].children[1]", code: "unknownWidget" }),
    ]);

    const layoutID = await homeLayout([
      { $hydrate: "react.section.1-column", children: [{ $hydrate: key, title: "Hello" }] },
    ]);
    const [node] = await hydratedHome();
    expect(node).toEqual({
      $reactComponent: "CustomFragmentWidget",
      $reactProps: {
        fragmentImpl: pinned(custom.fragmentUUID, custom.fragmentRevisionUUID),
        fragmentProps: { title: "Hello" },
        propsValidatorUrl: `/api/v2/fragments/${custom.fragmentUUID}/props-validator.js?fragmentRevisionUUID=${custom.fragmentRevisionUUID}`,
      },
    });
    const listed: Fragment = (
      await app.inject({ url: `/api/v2/fragments/${custom.fragmentUUID}`, headers: { cookie: admin } })
    ).json();
    expect(listed.fragmentViews).toEqual([
      expect.objectContaining({ recordID: String(layoutID), nodePaths: ["layout[0].children[0]"] }),
    ]);

    // Deleted, the type is gone: the node shows the layout error in its place.
    await send("DELETE", `/api/v2/fragments/${custom.fragmentUUID}`);
    const [gone] = await hydratedHome();
    expect(gone).toMatchObject({ $reactComponent: "LayoutError" });
    await send("DELETE", `/api/v2/layouts/${layoutID}`);
  });
});
