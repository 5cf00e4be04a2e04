// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as React from "react";
import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import {
  fragmentDetailsSchema,
  fragmentSchema,
  type Fragment,
  type FragmentDetails,
} from "../../../schemas/entities/fragment.schema";
import { buildTestApp, writeHeaders } from "../../../tests/helpers/server";
import { buildFragment, buildUser, signInCookie } from "../../../tests/helpers/factories";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { SDK_REACT_EXPORTS } from "../../http/fragment-sdk";

let app: FastifyInstance;
let adminID: number;
let admin: string;
let moderator: string;
/** A role with site.manage but not fragments.manage: may read and preview, not save. */
let siteManager: string;

beforeAll(async () => {
  app = await buildTestApp();
  const adminUser = await buildUser(app.db, { roles: ["administrator"], name: "Ada" });
  adminID = adminUser.userID;
  admin = await signInCookie(app.db, adminID);
  moderator = await signInCookie(app.db, (await buildUser(app.db, { roles: ["moderator"] })).userID);
  const { roleID } = await app.db
    .insertInto("roles")
    .values({ name: "Site managers", description: "", type: "custom", isAdmin: 0, sort: 10 })
    .returning("roleID")
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto("role_permissions")
    .values(
      ["session.valid", "site.manage", "settings.manage"].map((permission) => ({
        roleID,
        resourceType: "global",
        resourceID: 0,
        permission,
        allowed: 1,
      })),
    )
    .execute();
  const manager = await buildUser(app.db);
  await app.db.insertInto("user_roles").values({ userID: manager.userID, roleID }).execute();
  siteManager = await signInCookie(app.db, manager.userID);
});
afterAll(() => app.close());

const JS = "export default function Banner() { return null; }\n";
const CSS = ".banner { color: rebeccapurple; }";

const send = (
  method: "POST" | "PATCH" | "DELETE" | "PUT",
  url: string,
  payload?: object,
  cookie: string | null = admin,
) => app.inject({ method, url, headers: { ...writeHeaders, ...(cookie ? { cookie } : {}) }, payload });
const read = (url: string, cookie: string | null = admin) =>
  app.inject({ url, headers: cookie ? { cookie } : {} });

async function upload(body: object = {}): Promise<FragmentDetails> {
  const response = await send("POST", "/api/v2/fragments", {
    fragmentType: "BannerFragment",
    name: "Banner",
    js: JS,
    css: CSS,
    commitMessage: "First version",
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const customWidget = {
  name: "Greeting",
  icon: "👋",
  schema: {
    type: "object",
    properties: { title: { type: "string", maxLength: 20 } },
    required: ["title"],
  },
};

describe("POST /api/v2/fragments", () => {
  it("stores a committed fragment, active at once, with revision-pinned asset URLs", async () => {
    const fragment = await upload();
    expectMatchesSchema(fragmentDetailsSchema, fragment);
    expect(fragment).toMatchObject({
      fragmentType: "BannerFragment",
      name: "Banner",
      status: "active",
      isLatest: true,
      commitMessage: "First version",
      revisionInsertUserID: adminID,
      revisionInsertUser: { userID: adminID, name: "Ada" },
      isApplied: false,
      fragmentViews: [],
      customWidget: null,
      url: `/dashboard/fragments/${fragment.fragmentUUID}`,
      js: JS,
      jsRaw: "",
      css: CSS,
      previewData: [],
    });
    expect(fragment.jsUrl).toBe(
      `/api/v2/fragments/${fragment.fragmentUUID}/js?fragmentRevisionUUID=${fragment.fragmentRevisionUUID}`,
    );
    expect(fragment.cssUrl).toBe(
      `/api/v2/fragments/${fragment.fragmentUUID}/css?fragmentRevisionUUID=${fragment.fragmentRevisionUUID}`,
    );
  });

  it("stores a draft without a commit message, which pages never load", async () => {
    const draft = await upload({ commitMessage: undefined, jsRaw: "export default () => null;" });
    expect(draft).toMatchObject({
      status: "draft",
      isLatest: true,
      commitMessage: "",
      jsRaw: "export default () => null;",
    });
    // Nothing is committed: the unpinned asset has nothing to point at, and a guest cannot see the draft.
    expect((await read(`/api/v2/fragments/${draft.fragmentUUID}/js`, null)).statusCode).toBe(404);
    expect((await read(draft.jsUrl, null)).statusCode).toBe(404);
    const preview = await read(draft.jsUrl, siteManager);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["cache-control"]).toBe("no-store");
  });

  it("needs fragments.manage: 401 for guests, 403 for moderators and for site.manage alone", async () => {
    const body = { fragmentType: "BannerFragment", name: "x", js: JS };
    expect((await send("POST", "/api/v2/fragments", body, null)).statusCode).toBe(401);
    for (const cookie of [moderator, siteManager]) {
      const refused = await send("POST", "/api/v2/fragments", body, cookie);
      expect(refused.statusCode).toBe(403);
      expectMatchesSchema(errorBodySchema, refused.json());
    }
  });

  it("refuses to commit an empty module, which it keeps as a draft", async () => {
    const empty = await send("POST", "/api/v2/fragments", {
      fragmentType: "BannerFragment",
      name: "a",
      js: " ",
      commitMessage: "Empty",
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([expect.objectContaining({ field: "js", code: "required" })]);
    const draft = await upload({ js: "", commitMessage: undefined });
    const commit = await send("POST", `/api/v2/fragments/${draft.fragmentUUID}/commit-revision`, {
      fragmentRevisionUUID: draft.fragmentRevisionUUID,
      commitMessage: "Empty",
    });
    expect(commit.statusCode).toBe(400);
  });

  it("refuses an unknown fragment type with a field error", async () => {
    const response = await send("POST", "/api/v2/fragments", {
      fragmentType: "NoSuchFragment",
      name: "a",
      js: JS,
    });
    expect(response.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, response.json());
    expect(response.json().errors).toEqual([expect.objectContaining({ field: "fragmentType" })]);
  });

  it("needs customWidget for a CustomFragment, and only there, with a props schema that compiles", async () => {
    const missing = await send("POST", "/api/v2/fragments", {
      fragmentType: "CustomFragment",
      name: "a",
      js: JS,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: "customWidget" })]);
    const extra = await send("POST", "/api/v2/fragments", {
      fragmentType: "BannerFragment",
      name: "a",
      js: JS,
      customWidget,
    });
    expect(extra.statusCode).toBe(400);
    for (const schema of [
      { type: "string" },
      { type: "object", properties: { a: { type: "nope" } } },
      { type: "object", properties: { a: { description: "x".repeat(17 * 1024) } } },
    ]) {
      const bad = await send("POST", "/api/v2/fragments", {
        fragmentType: "CustomFragment",
        name: "a",
        js: JS,
        customWidget: { ...customWidget, schema },
      });
      expect(bad.statusCode, JSON.stringify(schema).slice(0, 80)).toBe(400);
      expect(bad.json().errors).toEqual([expect.objectContaining({ field: "customWidget.schema" })]);
    }
    const icon = await send("POST", "/api/v2/fragments", {
      fragmentType: "CustomFragment",
      name: "a",
      js: JS,
      customWidget: { ...customWidget, icon: "too long an icon" },
    });
    expect(icon.statusCode).toBe(400);
    const made = await upload({ fragmentType: "CustomFragment", customWidget });
    expect(made.customWidget).toEqual(customWidget);
  });

  it("refuses a module over 512 KB and a stylesheet over 256 KB, counted in UTF-8 bytes", async () => {
    // 200,000 three-byte characters: under the character limit, over the byte limit.
    const wideJs = `// ${"€".repeat(200_000)}`;
    const tooBig = await send("POST", "/api/v2/fragments", {
      fragmentType: "BannerFragment",
      name: "a",
      js: wideJs,
    });
    expect(tooBig.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, tooBig.json());
    expect(tooBig.json().errors).toEqual([expect.objectContaining({ field: "js" })]);

    const bigCss = await send("POST", "/api/v2/fragments", {
      fragmentType: "BannerFragment",
      name: "a",
      js: JS,
      css: "a{}".repeat(90_000),
    });
    expect(bigCss.statusCode).toBe(400);
    expect(bigCss.json().errors).toEqual([expect.objectContaining({ field: "css" })]);

    const atLimit = await send("POST", "/api/v2/fragments", {
      fragmentType: "BannerFragment",
      name: "a",
      js: "/".repeat(512 * 1024),
      css: "/".repeat(256 * 1024),
    });
    expect(atLimit.statusCode).toBe(201);
  });

  it("refuses a stylesheet whose braces do not pair up: a stray } would end its scope and restyle the page", async () => {
    const escape = await send("POST", "/api/v2/fragments", {
      fragmentType: "BannerFragment",
      name: "a",
      js: JS,
      css: ".banner { color: red; }\n} body { display: none; } .x {",
    });
    expect(escape.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, escape.json());
    expect(escape.json().errors).toEqual([
      expect.objectContaining({
        field: "css",
        code: "unbalancedBlock",
        message: expect.stringContaining("line 2, column 1"),
      }),
    ]);
    const fragment = await upload();
    const patched = await send("PATCH", `/api/v2/fragments/${fragment.fragmentUUID}`, { css: ".a {" });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().errors).toEqual([
      expect.objectContaining({ field: "css", code: "unbalancedBlock" }),
    ]);
  });

  it("validates the body strictly: required fields, no unknown fields", async () => {
    const missing = await send("POST", "/api/v2/fragments", { name: "a", js: JS });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: "fragmentType" })]);
    const extra = await send("POST", "/api/v2/fragments", {
      fragmentType: "BannerFragment",
      name: "a",
      js: JS,
      html: "",
    });
    expect(extra.statusCode).toBe(400);
  });
});

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

describe("PATCH /api/v2/fragments/{fragmentUUID} and commit-revision", () => {
  it("saves into one draft (copying the active revision) until it is committed", async () => {
    const fragment = await upload();
    const first = await send("PATCH", `/api/v2/fragments/${fragment.fragmentUUID}`, {
      js: "export default () => 1;",
    });
    expect(first.statusCode, first.body).toBe(200);
    const draft: FragmentDetails = first.json();
    expectMatchesSchema(fragmentDetailsSchema, draft);
    expect(draft).toMatchObject({ status: "draft", isLatest: true, js: "export default () => 1;", css: CSS });
    expect(draft.fragmentRevisionUUID).not.toBe(fragment.fragmentRevisionUUID);

    const second: FragmentDetails = (
      await send("PATCH", `/api/v2/fragments/${fragment.fragmentUUID}`, { css: ".b{}", name: "Renamed" })
    ).json();
    expect(second).toMatchObject({
      fragmentRevisionUUID: draft.fragmentRevisionUUID,
      js: "export default () => 1;",
      css: ".b{}",
      name: "Renamed",
    });

    // Pages still load the active revision; a guest asking for the draft is sent to it.
    const guest = await read(draft.jsUrl, null);
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toBe(fragment.jsUrl);

    const committed = await send("POST", `/api/v2/fragments/${fragment.fragmentUUID}/commit-revision`, {
      fragmentRevisionUUID: draft.fragmentRevisionUUID,
      commitMessage: "Blue",
      commitDescription: "Makes it blue.",
    });
    expect(committed.statusCode, committed.body).toBe(200);
    expect(committed.json()).toMatchObject({
      status: "active",
      commitMessage: "Blue",
      commitDescription: "Makes it blue.",
    });
    const moved = await read(`/api/v2/fragments/${fragment.fragmentUUID}/js`, null);
    expect(moved.headers.location).toBe(draft.jsUrl);
    expect((await read(draft.jsUrl, null)).body).toBe("export default () => 1;");

    const again = await send("POST", `/api/v2/fragments/${fragment.fragmentUUID}/commit-revision`, {
      fragmentRevisionUUID: draft.fragmentRevisionUUID,
      commitMessage: "Again",
    });
    expect(again.statusCode).toBe(409);
    expectMatchesSchema(errorBodySchema, again.json());
  });

  it("commits at once with a commitMessage", async () => {
    const fragment = await upload();
    const response = await send("PATCH", `/api/v2/fragments/${fragment.fragmentUUID}`, {
      js: "export default () => 2;",
      commitMessage: "Two",
    });
    expect(response.json()).toMatchObject({
      status: "active",
      commitMessage: "Two",
      js: "export default () => 2;",
    });
    const old: FragmentDetails = (
      await read(
        `/api/v2/fragments/${fragment.fragmentUUID}?fragmentRevisionUUID=${fragment.fragmentRevisionUUID}`,
      )
    ).json();
    expect(old).toMatchObject({ status: "past-revision", isLatest: false, js: JS });
  });

  it("needs fragments.manage; 404 for an unknown fragment; 400 for an empty change", async () => {
    const fragment = await upload();
    for (const cookie of [moderator, siteManager]) {
      expect(
        (await send("PATCH", `/api/v2/fragments/${fragment.fragmentUUID}`, { name: "x" }, cookie)).statusCode,
      ).toBe(403);
      const commit = await send(
        "POST",
        `/api/v2/fragments/${fragment.fragmentUUID}/commit-revision`,
        { fragmentRevisionUUID: fragment.fragmentRevisionUUID, commitMessage: "x" },
        cookie,
      );
      expect(commit.statusCode).toBe(403);
    }
    expect(
      (await send("PATCH", `/api/v2/fragments/${fragment.fragmentUUID}`, { name: "x" }, null)).statusCode,
    ).toBe(401);
    expect((await send("PATCH", "/api/v2/fragments/nope", { name: "x" })).statusCode).toBe(404);
    expect((await send("PATCH", `/api/v2/fragments/${fragment.fragmentUUID}`, {})).statusCode).toBe(400);
  });
});

describe("rollback and revisions", () => {
  it("lists revisions newest first with their authors and statuses, and rolls back in one action", async () => {
    const fragment = await upload();
    const author = await buildUser(app.db, { roles: ["administrator"], name: "Bea" });
    const bea = await signInCookie(app.db, author.userID);
    const second: FragmentDetails = (
      await send(
        "PATCH",
        `/api/v2/fragments/${fragment.fragmentUUID}`,
        { js: "export default () => 2;", commitMessage: "Two" },
        bea,
      )
    ).json();
    const draft: FragmentDetails = (
      await send("PATCH", `/api/v2/fragments/${fragment.fragmentUUID}`, { js: "export default () => 3;" })
    ).json();

    const listed = await read(`/api/v2/fragments/${fragment.fragmentUUID}/revisions`, siteManager);
    expect(listed.statusCode).toBe(200);
    const revisions: Fragment[] = listed.json();
    for (const item of revisions) expectMatchesSchema(fragmentSchema, item);
    expect(
      revisions.map((r) => [r.fragmentRevisionUUID, r.status, r.isLatest, r.revisionInsertUser?.name]),
    ).toEqual([
      [draft.fragmentRevisionUUID, "draft", true, "Ada"],
      [second.fragmentRevisionUUID, "active", false, "Bea"],
      [fragment.fragmentRevisionUUID, "past-revision", false, "Ada"],
    ]);

    const refused = await send(
      "POST",
      `/api/v2/fragments/${fragment.fragmentUUID}/rollback`,
      { fragmentRevisionUUID: fragment.fragmentRevisionUUID },
      siteManager,
    );
    expect(refused.statusCode).toBe(403);
    const toDraft = await send("POST", `/api/v2/fragments/${fragment.fragmentUUID}/rollback`, {
      fragmentRevisionUUID: draft.fragmentRevisionUUID,
    });
    expect(toDraft.statusCode).toBe(409);
    const rolled = await send("POST", `/api/v2/fragments/${fragment.fragmentUUID}/rollback`, {
      fragmentRevisionUUID: fragment.fragmentRevisionUUID,
    });
    expect(rolled.statusCode, rolled.body).toBe(200);
    expect(rolled.json()).toMatchObject({ status: "active", js: JS });
    const served = await read(`/api/v2/fragments/${fragment.fragmentUUID}/js`, null);
    expect(served.headers.location).toBe(fragment.jsUrl);
    // The draft stays the latest revision.
    const latest: FragmentDetails = (await read(`/api/v2/fragments/${fragment.fragmentUUID}`)).json();
    expect(latest.fragmentRevisionUUID).toBe(draft.fragmentRevisionUUID);
    const active: FragmentDetails = (
      await read(`/api/v2/fragments/${fragment.fragmentUUID}?status=active`)
    ).json();
    expect(active.fragmentRevisionUUID).toBe(fragment.fragmentRevisionUUID);
  });

  it("keeps the order of revisions made in the same millisecond", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      const fragment = await upload();
      const made = [fragment.fragmentRevisionUUID];
      for (const n of [2, 3, 4]) {
        const saved: FragmentDetails = (
          await send("PATCH", `/api/v2/fragments/${fragment.fragmentUUID}`, {
            js: `export default () => ${n};`,
            commitMessage: `v${n}`,
          })
        ).json();
        made.push(saved.fragmentRevisionUUID);
      }
      const revisions: Fragment[] = (
        await read(`/api/v2/fragments/${fragment.fragmentUUID}/revisions`)
      ).json();
      expect(revisions.map((r) => r.fragmentRevisionUUID)).toEqual(made.reverse());
    } finally {
      vi.useRealTimers();
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
      const response = await read(`/api/v2/fragments?fragmentType=TitleBarFragment${query}`, siteManager);
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

    expect((await read("/api/v2/fragments", moderator)).statusCode).toBe(403);
    expect((await read("/api/v2/fragments", null)).statusCode).toBe(401);
    expect((await read("/api/v2/fragments?status=nope")).statusCode).toBe(400);
  });
});

describe("DELETE /api/v2/fragments/{fragmentUUID}", () => {
  it("deletes a draft or past revision, never the active one (409)", async () => {
    const fragment = await upload();
    const second: FragmentDetails = (
      await send("PATCH", `/api/v2/fragments/${fragment.fragmentUUID}`, {
        js: "export default () => 2;",
        commitMessage: "Two",
      })
    ).json();
    const url = (rev: string) => `/api/v2/fragments/${fragment.fragmentUUID}?fragmentRevisionUUID=${rev}`;
    const active = await send("DELETE", url(second.fragmentRevisionUUID));
    expect(active.statusCode).toBe(409);
    expectMatchesSchema(errorBodySchema, active.json());
    expect(
      (await send("DELETE", url(fragment.fragmentRevisionUUID), undefined, siteManager)).statusCode,
    ).toBe(403);
    expect((await send("DELETE", url(fragment.fragmentRevisionUUID))).statusCode).toBe(204);
    expect((await send("DELETE", url(fragment.fragmentRevisionUUID))).statusCode).toBe(404);
    const revisions: Fragment[] = (await read(`/api/v2/fragments/${fragment.fragmentUUID}/revisions`)).json();
    expect(revisions.map((r) => r.fragmentRevisionUUID)).toEqual([second.fragmentRevisionUUID]);
  });

  it("removes the fragment and its assets; needs fragments.manage", async () => {
    const fragment = await upload();
    for (const cookie of [moderator, siteManager]) {
      expect(
        (await send("DELETE", `/api/v2/fragments/${fragment.fragmentUUID}`, undefined, cookie)).statusCode,
      ).toBe(403);
    }
    expect((await send("DELETE", `/api/v2/fragments/${fragment.fragmentUUID}`)).statusCode).toBe(204);
    expect((await read(fragment.jsUrl, null)).statusCode).toBe(404);
    expect((await send("DELETE", `/api/v2/fragments/${fragment.fragmentUUID}`)).statusCode).toBe(404);
  });
});

describe("GET /api/v2/fragments/{fragmentUUID}/props-validator.js", () => {
  it("is an ES module checking a declared widget type's props, for everyone", async () => {
    const built = await buildFragment(app.db, adminID, { fragmentType: "CustomFragment", customWidget });
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
    const banner = await buildFragment(app.db, adminID);
    expect((await read(`/api/v2/fragments/${banner.fragmentUUID}/props-validator.js`, null)).statusCode).toBe(
      404,
    );
  });
});

describe("/api/v2/fragments/disclosure-state", () => {
  it("remembers per user that the developer warning was accepted; needs site.manage", async () => {
    const before = await read("/api/v2/fragments/disclosure-state", siteManager);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ didAccept: false });
    const put = await send("PUT", "/api/v2/fragments/disclosure-state", { didAccept: true }, siteManager);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ didAccept: true });
    expect((await read("/api/v2/fragments/disclosure-state", siteManager)).json()).toEqual({
      didAccept: true,
    });
    // Another user has not accepted.
    expect((await read("/api/v2/fragments/disclosure-state", admin)).json()).toEqual({ didAccept: false });
    expect((await read("/api/v2/fragments/disclosure-state", moderator)).statusCode).toBe(403);
    expect(
      (await send("PUT", "/api/v2/fragments/disclosure-state", { didAccept: true }, null)).statusCode,
    ).toBe(401);
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
