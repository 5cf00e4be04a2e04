// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "../../schemas/entities/error.schema";
import type { SiteNavItem } from "../../schemas/config/site-navigation.schema";
import { buildTestApp, signInAs, writeHeaders } from "../../tests/helpers/server";
import { expectMatchesSchema } from "../../tests/helpers/schema-assert";

let app: FastifyInstance;
let admin: string;
let member: string;
let moderator: string;
let moderatorRoleID: number;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  [admin, member, moderator] = await Promise.all([
    signInAs(app, "admin"),
    signInAs(app, "member"),
    signInAs(app, "moderator"),
  ]);
  moderatorRoleID = (
    await app.db
      .selectFrom("roles")
      .select("roleID")
      .where("type", "=", "moderator")
      .executeTakeFirstOrThrow()
  ).roleID;
}, 60_000);
beforeEach(async () => {
  await app.db.deleteFrom("config").where("key", "=", "navigation.items").execute();
  await app.db.deleteFrom("translations").execute();
});
afterAll(() => app.close());

const patch = (payload: object, cookie?: string) =>
  app.inject({
    method: "PATCH",
    url: "/api/v2/config",
    headers: { ...writeHeaders, ...(cookie ? { cookie } : {}) },
    payload,
  });
const stored = async () =>
  (await app.inject({ url: "/api/v2/config?select=navigation.items", headers: { cookie: admin } })).json();

const helpCenter = { id: "help", name: "Help Center", url: "https://help.example.com/" };
const staffOnly = () => ({ id: "staff", name: "Staff Handbook", url: "/staff", roleIDs: [moderatorRoleID] });
const navigation = (): SiteNavItem[] => [
  helpCenter,
  staffOnly(),
  {
    id: "more",
    name: "More",
    children: [{ id: "guides", name: "Guides", children: [{ id: "faq", name: "FAQ", url: "/faq" }] }],
  },
];

/** The title bar's navigation names of a layout page, as `viewer` gets it from lookup-hydrate. */
async function layoutNavNames(layoutViewType: string, cookie?: string): Promise<string[] | undefined> {
  const response = await app.inject({
    url: `/api/v2/layouts/lookup-hydrate?layoutViewType=${layoutViewType}&recordType=global&recordID=-1`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  const items = response.json().titleBar.$reactProps.navigation as Array<{ name: string }> | undefined;
  return items?.map((item) => item.name);
}

/** The boot payload of an HTML page. */
async function bootOf(url: string, cookie?: string): Promise<{ config: Record<string, unknown> }> {
  const response = await app.inject({ url, headers: cookie ? { cookie } : {} });
  expect(response.statusCode, url).toBe(200);
  return JSON.parse(/id="plaza-boot">([^<]*)</.exec(response.body)?.[1] ?? "{}");
}

describe("PATCH /config navigation.items: the site-wide navigation", () => {
  it("stores items with nesting and roles, readable by settings managers only", async () => {
    expect((await patch({ "navigation.items": navigation() }, admin)).statusCode).toBe(204);
    expect((await stored())["navigation.items"]).toEqual(navigation());
    const asMember = await app.inject({
      url: "/api/v2/config?select=navigation.items",
      headers: { cookie: member },
    });
    expect(asMember.json()).toEqual({});
    expect((await patch({ "navigation.items": null }, admin)).statusCode).toBe(204);
    expect((await stored())["navigation.items"]).toBeNull();
  });

  it("refuses members and guests (403, 401)", async () => {
    expect((await patch({ "navigation.items": [helpCenter] }, member)).statusCode).toBe(403);
    expect((await patch({ "navigation.items": [helpCenter] })).statusCode).toBe(401);
    expect((await stored())["navigation.items"]).toBeNull();
  });

  it("refuses links that fail the safe-link rule or leave the site, with 400 field errors at the item (content spec §5)", async () => {
    for (const url of [
      "javascript:alert(1)",
      " data:text/html,x",
      "//evil.example",
      "/.//evil.example",
      "~/x",
    ]) {
      const response = await patch({ "navigation.items": [helpCenter, { name: "Bad", url }] }, admin);
      expect(response.statusCode, url).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
      expect(response.json().errors, url).toEqual([
        expect.objectContaining({ field: "url", path: "body.navigation.items.1" }),
      ]);
    }
    const nested = await patch(
      {
        "navigation.items": [
          { name: "More", children: [{ name: "Guides", children: [{ name: "x", url: "//evil.example" }] }] },
        ],
      },
      admin,
    );
    expect(nested.statusCode).toBe(400);
    expect(nested.json().errors).toEqual([
      expect.objectContaining({ field: "url", path: "body.navigation.items.0.children.0.children.0" }),
    ]);
    expect((await stored())["navigation.items"]).toBeNull();
  });

  it("refuses an item without a label, and unknown fields (400 by field)", async () => {
    const unnamed = await patch({ "navigation.items": [{ url: "/x" }] }, admin);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: "name", code: "required" })]),
    );
    const unknown = await patch({ "navigation.items": [{ name: "x", url: "/x", onclick: "y" }] }, admin);
    expect(unknown.statusCode).toBe(400);
  });
});

describe("the site-wide navigation on every page", () => {
  it("is the built-in navigation while unset: layout title bars carry none, boot payloads none", async () => {
    expect(await layoutNavNames("home")).toBeUndefined();
    expect((await bootOf("/search")).config).not.toHaveProperty("navigation.items");
  });

  it("reaches the title bar of layout pages (home, discussion list), without the items a guest's roles may not see", async () => {
    await patch({ "navigation.items": navigation() }, admin);
    expect(await layoutNavNames("home")).toEqual(["Help Center", "More"]);
    expect(await layoutNavNames("discussionList")).toEqual(["Help Center", "More"]);
    expect(await layoutNavNames("home", member)).toEqual(["Help Center", "More"]);
    expect(await layoutNavNames("home", moderator)).toEqual(["Help Center", "Staff Handbook", "More"]);
  });

  it("reaches app pages without a layout (search, a profile) through the boot payload, narrowed to the viewer", async () => {
    await patch({ "navigation.items": navigation() }, admin);
    for (const url of ["/search", "/profile/member", "/discussions", "/"]) {
      const guestItems = (await bootOf(url)).config["navigation.items"] as SiteNavItem[];
      expect(
        guestItems.map((item) => item.name),
        url,
      ).toEqual(["Help Center", "More"]);
      expect(JSON.stringify(guestItems)).not.toContain("Staff Handbook");
    }
    const forModerator = (await bootOf("/search", moderator)).config["navigation.items"] as SiteNavItem[];
    expect(forModerator.map((item) => item.name)).toEqual(["Help Center", "Staff Handbook", "More"]);
    // The whole page never carries the restricted item for a guest.
    expect((await app.inject({ url: "/search" })).body).not.toContain("Staff Handbook");
  });

  it("drops a group whose links a viewer may see none of", async () => {
    await patch(
      {
        "navigation.items": [helpCenter, { name: "Staff", children: [{ ...staffOnly(), children: [] }] }],
      },
      admin,
    );
    expect(await layoutNavNames("home")).toEqual(["Help Center"]);
    expect(await layoutNavNames("home", moderator)).toEqual(["Help Center", "Staff"]);
  });

  it("shows labels translated in the translation editor in the site's language", async () => {
    await patch({ "navigation.items": navigation() }, admin);
    const properties = await app.inject({
      url: "/api/v2/translations/plaza/properties?recordType=navigation",
      headers: { cookie: admin },
    });
    expect(properties.statusCode).toBe(200);
    const help = (properties.json() as Array<{ recordKey: string; sourceText: string }>).find(
      (p) => p.sourceText === "Help Center",
    );
    expect(properties.json().map((p: { sourceText: string }) => p.sourceText)).toEqual([
      "Help Center",
      "Staff Handbook",
      "More",
      "Guides",
      "FAQ",
    ]);
    const saved = await app.inject({
      method: "PATCH",
      url: "/api/v2/translations/plaza",
      headers: { ...writeHeaders, cookie: admin },
      payload: [
        {
          recordType: "navigation",
          recordKey: help!.recordKey,
          propertyName: "name",
          locale: "fr",
          translation: "Centre d'aide",
        },
      ],
    });
    expect(saved.statusCode).toBe(200);
    await patch({ "ui.localeKey": "fr" }, admin);
    try {
      expect(await layoutNavNames("home")).toEqual(["Centre d'aide", "More"]);
      const boot = await bootOf("/search");
      expect((boot.config["navigation.items"] as SiteNavItem[])[0]?.name).toBe("Centre d'aide");
    } finally {
      await patch({ "ui.localeKey": "en" }, admin);
    }
  });

  it("lists the labels a layout's own title bar sets in the translation editor, and shows them translated on its pages", async () => {
    await patch({ "navigation.items": navigation() }, admin);
    const call = (method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
      app.inject({
        method,
        url: `/api/v2${url}`,
        headers: { ...writeHeaders, cookie: admin },
        ...(payload !== undefined ? { payload: payload as object } : {}),
      });
    const created = await call("POST", "/layouts", {
      name: "Home with its own bar",
      layoutViewType: "home",
      layout: [{ $hydrate: "react.section.1-column" }],
      titleBar: {
        $hydrate: "react.titlebar",
        navigation: [
          { name: "Events", url: "/events", children: [{ name: "Meetups", url: "/meetups" }] },
          { name: "Help Center", url: "https://help.example.com/" },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const layoutID = (created.json() as { layoutID: number }).layoutID;
    try {
      const properties = await app.inject({
        url: "/api/v2/translations/plaza/properties?recordType=navigation",
        headers: { cookie: admin },
      });
      expect(properties.statusCode).toBe(200);
      const list = properties.json() as Array<{ recordKey: string; sourceText: string }>;
      // The site-wide labels first; a label both set is listed (and translated) once.
      expect(list.map((p) => p.sourceText)).toEqual([
        "Help Center",
        "Staff Handbook",
        "More",
        "Guides",
        "FAQ",
        "Events",
        "Meetups",
      ]);
      const key = (text: string) => list.find((p) => p.sourceText === text)!.recordKey;
      const saved = await call("PATCH", "/translations/plaza", [
        {
          recordType: "navigation",
          recordKey: key("Events"),
          propertyName: "name",
          locale: "fr",
          translation: "Événements",
        },
        {
          recordType: "navigation",
          recordKey: key("Meetups"),
          propertyName: "name",
          locale: "fr",
          translation: "Rencontres",
        },
        {
          recordType: "navigation",
          recordKey: key("Help Center"),
          propertyName: "name",
          locale: "fr",
          translation: "Centre d'aide",
        },
      ]);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(
        (await call("PUT", `/layouts/${layoutID}/views`, [{ recordType: "global", recordID: -1 }]))
          .statusCode,
      ).toBe(200);
      expect(await layoutNavNames("home")).toEqual(["Events", "Help Center"]);
      await patch({ "ui.localeKey": "fr" }, admin);
      expect(await layoutNavNames("home")).toEqual(["Événements", "Centre d'aide"]);
      const hydrated = await app.inject({
        url: "/api/v2/layouts/lookup-hydrate?layoutViewType=home&recordType=global&recordID=-1",
      });
      expect(hydrated.json().titleBar.$reactProps.navigation[0].children).toEqual([
        expect.objectContaining({ name: "Rencontres", url: "/meetups" }),
      ]);
    } finally {
      await patch({ "ui.localeKey": "en" }, admin);
      await call("PUT", `/layouts/${layoutID}/views`, []);
      await call("DELETE", `/layouts/${layoutID}`);
    }
  });
});
