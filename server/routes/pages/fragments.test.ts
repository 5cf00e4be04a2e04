// @vitest-environment node
import { describe, expect, it } from "vitest";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { fragmentDetailsSchema } from "../../../schemas/entities/fragment.schema";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { customWidget, CSS, JS, setUpFragmentRoutes } from "./fragments.fixtures";

const fixture = setUpFragmentRoutes();
const { send, read, upload } = fixture;

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
      revisionInsertUserID: fixture.adminID,
      revisionInsertUser: { userID: fixture.adminID, name: "Ada" },
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
    const preview = await read(draft.jsUrl, fixture.siteManager);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["cache-control"]).toBe("no-store");
  });

  it("needs fragments.manage: 401 for guests, 403 for moderators and for site.manage alone", async () => {
    const body = { fragmentType: "BannerFragment", name: "x", js: JS };
    expect((await send("POST", "/api/v2/fragments", body, null)).statusCode).toBe(401);
    for (const cookie of [fixture.moderator, fixture.siteManager]) {
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

describe("/api/v2/fragments/disclosure-state", () => {
  it("remembers per user that the developer warning was accepted; needs site.manage", async () => {
    const before = await read("/api/v2/fragments/disclosure-state", fixture.siteManager);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ didAccept: false });
    const put = await send(
      "PUT",
      "/api/v2/fragments/disclosure-state",
      { didAccept: true },
      fixture.siteManager,
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ didAccept: true });
    expect((await read("/api/v2/fragments/disclosure-state", fixture.siteManager)).json()).toEqual({
      didAccept: true,
    });
    // Another user has not accepted.
    expect((await read("/api/v2/fragments/disclosure-state", fixture.admin)).json()).toEqual({
      didAccept: false,
    });
    expect((await read("/api/v2/fragments/disclosure-state", fixture.moderator)).statusCode).toBe(403);
    expect(
      (await send("PUT", "/api/v2/fragments/disclosure-state", { didAccept: true }, null)).statusCode,
    ).toBe(401);
  });
});
