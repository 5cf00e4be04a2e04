// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { layoutNodeSchema } from "../../../schemas/layout/node.schema";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { buildTestApp, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { widgetHydrators } from "../../layouts/hydrators/index";
import {
  hydratedLayoutResponseSchema,
  layoutRecordSchema,
  layoutViewRecordSchema,
} from "../../layouts/layout-api.schema";

let app: FastifyInstance;
let admin: string;
let member: string;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  admin = await signInAs(app, "admin");
  member = await signInAs(app, "member");
});
afterAll(() => app.close());

/** Every node of a hydrated answer (nodes nest in section props), each checked against layoutNodeSchema. */
function allNodes(value: unknown, out: Array<Record<string, unknown>> = []) {
  if (Array.isArray(value)) value.forEach((v) => allNodes(v, out));
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.$reactComponent === "string") out.push(record);
    Object.values(record).forEach((v) => allNodes(v, out));
  }
  return out;
}

async function lookup(query: string, cookie?: string) {
  return app.inject({ url: `/api/v2/layouts/lookup-hydrate?${query}`, headers: cookie ? { cookie } : {} });
}

async function saveLayout(body: object) {
  const response = await app.inject({
    method: "POST",
    url: "/api/v2/layouts",
    headers: { ...writeHeaders, cookie: admin },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  expectMatchesSchema(layoutRecordSchema, response.json());
  return response.json() as { layoutID: number };
}

async function assign(layoutID: number, views: Array<{ recordType: string; recordID: number }>) {
  const response = await app.inject({
    method: "PUT",
    url: `/api/v2/layouts/${layoutID}/views`,
    headers: { ...writeHeaders, cookie: admin },
    payload: views,
  });
  expect(response.statusCode, response.body).toBe(200);
  for (const view of response.json()) expectMatchesSchema(layoutViewRecordSchema, view);
}

async function setFlag(key: string, value: boolean) {
  const response = await app.inject({
    method: "PATCH",
    url: "/api/v2/config",
    headers: { ...writeHeaders, cookie: admin },
    payload: { [key]: value },
  });
  expect(response.statusCode).toBe(204);
}

async function categoryID(urlcode: string): Promise<number> {
  const row = await app.db
    .selectFrom("categories")
    .select("categoryID")
    .where("urlcode", "=", urlcode)
    .executeTakeFirstOrThrow();
  return row.categoryID;
}

describe("GET /layouts/lookup-hydrate", () => {
  it("answers the built-in home layout hydrated: component names, no $hydrate left (shell spec §3)", async () => {
    const response = await lookup("layoutViewType=home&recordType=siteSection&recordID=0&params[locale]=en");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expectMatchesSchema(hydratedLayoutResponseSchema, body);
    expect(body).toMatchObject({ layoutID: "home", isDefault: true, layoutViewType: "home" });
    expect(body.layout.map((n: { $reactComponent: string }) => n.$reactComponent)).toEqual([
      "SectionFullWidth",
      "SectionTwoColumns",
    ]);
    const nodes = allNodes([body.layout, body.titleBar]);
    expect(nodes.length).toBeGreaterThan(8);
    for (const node of nodes) expectMatchesSchema(layoutNodeSchema, node);
    expect(response.body).not.toContain("$hydrate");
    expect(body.seo.title).toBe("Plaza Demo Community");
    expect(body.seo.links).toContainEqual({ rel: "canonical", href: body.seo.url });
  });

  it("refuses a query without layoutViewType or with an unknown one", async () => {
    for (const query of ["recordType=global", "layoutViewType=nowhere"]) {
      const response = await lookup(query);
      expect(response.statusCode).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
    }
  });

  it("answers a category the viewer cannot see with the 404 of one that does not exist", async () => {
    const missing = await lookup("layoutViewType=discussionList&recordType=category&recordID=999999");
    expect(missing.statusCode).toBe(404);
    expectMatchesSchema(errorBodySchema, missing.json());

    const staffRoom = await categoryID("staff-room");
    const hidden = await lookup(
      `layoutViewType=discussionList&recordType=category&recordID=${staffRoom}`,
      member,
    );
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    const staffAlias = await categoryID("moderation-log");
    expect(
      (await lookup(`layoutViewType=discussionList&recordType=category&recordID=${staffAlias}`)).statusCode,
    ).toBe(404);
    const moderator = await signInAs(app, "moderator");
    const seen = await lookup(
      `layoutViewType=discussionList&recordType=category&recordID=${staffRoom}`,
      moderator,
    );
    expect(seen.statusCode).toBe(200);
    expect(seen.json().seo.title).toBe("Staff Room - Plaza Demo Community");
  });

  it("finds a category by its url code and hands its ID to the hydrators as a param", async () => {
    const response = await lookup(
      "layoutViewType=discussionList&recordType=category&recordID=general&params[page]=2",
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().seo.url).toMatch(/\/categories\/general\/p2$/);
  });
});

describe("a widget that fails to hydrate", () => {
  it("becomes a LayoutError node while its siblings still hydrate (ARCHITECTURE hydrated layout shape)", async () => {
    const { layoutID } = await saveLayout({
      name: "Sections",
      layoutViewType: "subcommunityHome",
      layout: [
        {
          $hydrate: "react.section.1-column",
          children: [
            { $hydrate: "react.section.full-width", $middleware: { visibility: { device: "mobile" } } },
            { $hydrate: "react.section.2-columns", isInverted: true },
          ],
        },
      ],
    });
    await assign(layoutID, [{ recordType: "global", recordID: -1 }]);
    const had = Object.hasOwn(widgetHydrators, "SectionFullWidth");
    const previous = widgetHydrators.SectionFullWidth;
    widgetHydrators.SectionFullWidth = async () => {
      throw new Error("SELECT secret FROM somewhere failed");
    };
    try {
      const response = await lookup("layoutViewType=subcommunityHome&recordType=siteSection&recordID=3");
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expectMatchesSchema(hydratedLayoutResponseSchema, body);
      expect(body).toMatchObject({ layoutID, isDefault: false, name: "Sections" });
      const [failed, sibling] = body.layout[0].$reactProps.children;
      expect(failed).toEqual({
        $reactComponent: "LayoutError",
        $reactProps: { componentName: "SectionFullWidth", message: "This widget could not load its data." },
        $middleware: { visibility: { device: "mobile" } },
      });
      expect(sibling).toEqual({ $reactComponent: "SectionTwoColumns", $reactProps: { isInverted: true } });
      expect(response.body).not.toContain("secret");
    } finally {
      if (had && previous) widgetHydrators.SectionFullWidth = previous;
      else delete widgetHydrators.SectionFullWidth;
    }
  });
});

describe("saving layouts: POST /layouts and PATCH /layouts/{id}", () => {
  it("refuses an unknown hydrate key with 400 naming the node's path", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v2/layouts",
      headers: { ...writeHeaders, cookie: admin },
      payload: {
        name: "Broken",
        layoutViewType: "home",
        layout: [
          { $hydrate: "react.section.1-column" },
          { $hydrate: "react.section.2-columns", mainTop: [{ $hydrate: "react.no-such-widget" }] },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expectMatchesSchema(errorBodySchema, body);
    expect(body.errors).toContainEqual(
      expect.objectContaining({ field: "$hydrate", path: "layout[1].mainTop[0]", code: "unknownWidget" }),
    );
  });

  it("refuses props a widget's schema rejects and a device other than all, desktop or mobile", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v2/layouts",
      headers: { ...writeHeaders, cookie: admin },
      payload: {
        name: "Broken",
        layoutViewType: "home",
        layout: [
          {
            $hydrate: "react.section.1-column",
            isNarrow: "yes",
            children: [
              { $hydrate: "react.section.full-width", $middleware: { visibility: { device: "tv" } } },
            ],
          },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(errors).toContainEqual(
      expect.objectContaining({ field: "isNarrow", path: "layout[0]", code: "type" }),
    );
    expect(errors).toContainEqual(
      expect.objectContaining({
        field: "$middleware.visibility.device",
        path: "layout[0].children[0]",
        code: "enum",
      }),
    );
  });

  it("needs site.manage for every write and for reading stored definitions (401 guest, 403 member)", async () => {
    const body = { name: "Mine", layoutViewType: "home", layout: [] };
    const guest = await app.inject({
      method: "POST",
      url: "/api/v2/layouts",
      headers: writeHeaders,
      payload: body,
    });
    expect(guest.statusCode).toBe(401);
    const asMember = { ...writeHeaders, cookie: member };
    expect(
      (await app.inject({ method: "POST", url: "/api/v2/layouts", headers: asMember, payload: body }))
        .statusCode,
    ).toBe(403);
    const { layoutID } = await saveLayout(body);
    const calls = [
      { method: "GET", url: "/api/v2/layouts" },
      { method: "GET", url: `/api/v2/layouts/${layoutID}` },
      { method: "PATCH", url: `/api/v2/layouts/${layoutID}`, payload: { name: "Theirs" } },
      { method: "PUT", url: `/api/v2/layouts/${layoutID}/views`, payload: [] },
      { method: "DELETE", url: `/api/v2/layouts/${layoutID}` },
    ] as const;
    for (const call of calls) {
      const response = await app.inject({ ...call, headers: asMember });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    const renamed = await app.inject({ ...calls[2], headers: { ...writeHeaders, cookie: admin } });
    expect(renamed.json()).toMatchObject({ name: "Theirs" });
    expect((await app.inject({ ...calls[4], headers: { ...writeHeaders, cookie: admin } })).statusCode).toBe(
      204,
    );
    expect((await app.inject({ ...calls[1], headers: { cookie: admin } })).statusCode).toBe(404);
  });

  it("lists the built-in layouts beside stored ones and refuses to change a built-in one (422)", async () => {
    const list = await app.inject({ url: "/api/v2/layouts", headers: { cookie: admin } });
    for (const record of list.json()) expectMatchesSchema(layoutRecordSchema, record);
    expect(list.json()).toContainEqual(expect.objectContaining({ layoutID: "home", isDefault: true }));
    const builtIn = await app.inject({ url: "/api/v2/layouts/discussionList", headers: { cookie: admin } });
    expect(builtIn.json().layout[0].$hydrate).toBe("react.section.2-columns");
    // A built-in layout has been the site's since the site was made: a real date, not null.
    const since = Date.parse(builtIn.json().dateInserted);
    expect(since).toBeLessThanOrEqual(Date.now());
    for (const record of list.json().filter((one: { isDefault: boolean }) => one.isDefault))
      expect(record.dateInserted).toBe(builtIn.json().dateInserted);
    const patch = await app.inject({
      method: "PATCH",
      url: "/api/v2/layouts/home",
      headers: { ...writeHeaders, cookie: admin },
      payload: { name: "Mine" },
    });
    expect(patch.statusCode).toBe(422);
  });

  it("refuses a global assignment whose recordID is not -1, and a category that does not exist", async () => {
    const { layoutID } = await saveLayout({ name: "Views", layoutViewType: "discussionList", layout: [] });
    const response = await app.inject({
      method: "PUT",
      url: `/api/v2/layouts/${layoutID}/views`,
      headers: { ...writeHeaders, cookie: admin },
      payload: [
        { recordType: "global", recordID: 5 },
        { recordType: "category", recordID: 999999 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { path: string }) => e.path)).toEqual(["[0]", "[1]"]);
  });
});

describe("custom layouts behind feature flags (content spec §9)", () => {
  it("uses the built-in discussion list while the flag is off, the assigned layout when on", async () => {
    const site = await saveLayout({
      name: "Site discussions",
      layoutViewType: "discussionList",
      layout: [{ $hydrate: "react.section.1-column", isNarrow: true }],
    });
    await assign(site.layoutID, [{ recordType: "global", recordID: -1 }]);
    const general = await categoryID("general");
    const forGeneral = await saveLayout({
      name: "General",
      layoutViewType: "discussionList",
      layout: [{ $hydrate: "react.section.full-width" }],
    });
    await assign(forGeneral.layoutID, [{ recordType: "category", recordID: general }]);

    const off = await lookup("layoutViewType=discussionList");
    expect(off.json()).toMatchObject({ layoutID: "discussionList", isDefault: true });

    await setFlag("featureFlags.customLayout.discussionList.Enabled", true);
    try {
      const on = await lookup("layoutViewType=discussionList");
      expectMatchesSchema(hydratedLayoutResponseSchema, on.json());
      expect(on.json()).toMatchObject({ layoutID: site.layoutID, isDefault: false });
      expect(on.json().layout).toEqual([
        { $reactComponent: "SectionOneColumn", $reactProps: { isNarrow: true } },
      ]);
      // The most specific assignment wins; a child category inherits its parent's.
      const inGeneral = await lookup(`layoutViewType=discussionList&recordType=category&recordID=${general}`);
      expect(inGeneral.json().layoutID).toBe(forGeneral.layoutID);
      const child = await categoryID("introductions");
      expect(
        (await lookup(`layoutViewType=discussionList&recordType=category&recordID=${child}`)).json().layoutID,
      ).toBe(forGeneral.layoutID);
      // Other flagged views keep their built-in layout.
      expect((await lookup("layoutViewType=categoryList")).json().isDefault).toBe(true);
    } finally {
      await setFlag("featureFlags.customLayout.discussionList.Enabled", false);
    }
  });
});
