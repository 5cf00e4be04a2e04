// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { ErrorObject } from "ajv";
import { buildTestApp, signInAs, writeHeaders } from "../helpers/server";
import { buildFragment } from "../helpers/factories";
import { withoutApiTrailingSlash } from "../../server/app";
import {
  compileResponse,
  loadVanillaSpec,
  missingFiles,
  pathShape,
  responseContentTypes,
  responseSchema,
  vanillaAjv,
  vanillaGetPaths,
  type VanillaSpec,
} from "../helpers/vanilla-spec";

/*
 * Vanilla conformance: every GET route Plaza shares with Vanilla Forums' API v2 answers (200) a
 * body that Vanilla's own response schema accepts, so Vanilla's clients can read Plaza.
 *
 * Vanilla's OpenAPI files are not part of the repository. Point VANILLA_OPENAPI_DIR at a directory
 * holding them (its `*.yml` files) to run this file; without it, the file is skipped.
 */
const specDir = process.env.VANILLA_OPENAPI_DIR;

/** The ids the requests name, read from the demo community. */
interface Ids {
  userID: number;
  categoryID: number;
  discussionID: number;
  commentID: number;
  collectionID: number;
  conversationID: number;
  messageID: number;
  draftID: number;
  fragmentUUID: string;
  fragmentRevisionUUID: string;
  layoutID: string | number;
  notificationID: number;
  roleID: number;
  themeID: string | number;
  mediaID: number;
}

/** The Plaza request for each shared path (by its shape), with the query it needs. */
const requests: Record<string, (ids: Ids) => string> = {
  "/addons": () => "/addons",
  "/attachments": (ids) => `/attachments?recordType=discussion&recordID=${ids.discussionID}`,
  "/categories": () => "/categories",
  "/categories/search": () => "/categories/search?query=a",
  "/categories/{}": (ids) => `/categories/${ids.categoryID}`,
  "/collections": () => "/collections",
  "/collections/by-resource": (ids) =>
    `/collections/by-resource?recordType=discussion&recordID=${ids.discussionID}`,
  "/collections/{}": (ids) => `/collections/${ids.collectionID}`,
  "/comments": (ids) => `/comments?discussionID=${ids.discussionID}`,
  "/comments/{}": (ids) => `/comments/${ids.commentID}`,
  "/comments/{}/edit": (ids) => `/comments/${ids.commentID}/edit`,
  "/comments/{}/quote": (ids) => `/comments/${ids.commentID}/quote`,
  "/comments/{}/reactions": (ids) => `/comments/${ids.commentID}/reactions`,
  "/config": () => "/config?select=garden.title,ui.siteName",
  "/conversations": () => "/conversations",
  "/conversations/{}": (ids) => `/conversations/${ids.conversationID}`,
  "/conversations/{}/participants": (ids) => `/conversations/${ids.conversationID}/participants`,
  "/discussions": () => "/discussions",
  "/discussions/bookmarked": () => "/discussions/bookmarked",
  "/discussions/{}": (ids) => `/discussions/${ids.discussionID}`,
  "/discussions/{}/edit": (ids) => `/discussions/${ids.discussionID}/edit`,
  "/discussions/{}/quote": (ids) => `/discussions/${ids.discussionID}/quote`,
  "/discussions/{}/reactions": (ids) => `/discussions/${ids.discussionID}/reactions`,
  "/drafts": () => "/drafts",
  "/drafts/{}": (ids) => `/drafts/${ids.draftID}`,
  "/drafts/{}/edit": (ids) => `/drafts/${ids.draftID}/edit`,
  "/fragments": () => "/fragments",
  "/fragments/disclosure-state": () => "/fragments/disclosure-state",
  "/fragments/{}": (ids) => `/fragments/${ids.fragmentUUID}`,
  // Without a revision both answer a 302 to the active one's asset, as Vanilla's do; with it, the asset.
  "/fragments/{}/css": (ids) =>
    `/fragments/${ids.fragmentUUID}/css?fragmentRevisionUUID=${ids.fragmentRevisionUUID}`,
  "/fragments/{}/js": (ids) =>
    `/fragments/${ids.fragmentUUID}/js?fragmentRevisionUUID=${ids.fragmentRevisionUUID}`,
  "/fragments/{}/revisions": (ids) => `/fragments/${ids.fragmentUUID}/revisions`,
  "/layouts": () => "/layouts",
  "/layouts/catalog": () => "/layouts/catalog?layoutViewType=home",
  "/layouts/lookup-hydrate": () =>
    "/layouts/lookup-hydrate?layoutViewType=home&recordType=global&recordID=-1",
  "/layouts/{}": (ids) => `/layouts/${ids.layoutID}`,
  "/layouts/{}/views": (ids) => `/layouts/${ids.layoutID}/views`,
  "/locales": () => "/locales",
  "/locales/{}": () => "/locales/en",
  "/media/{}": (ids) => `/media/${ids.mediaID}`,
  "/messages": (ids) => `/messages?conversationID=${ids.conversationID}`,
  "/messages/{}": (ids) => `/messages/${ids.messageID}`,
  "/notification-preferences/{}": (ids) => `/notification-preferences/${ids.userID}`,
  "/notifications": () => "/notifications",
  "/notifications/{}": (ids) => `/notifications/${ids.notificationID}`,
  "/reactions": () => "/reactions",
  "/roles": () => "/roles",
  "/roles/{}": (ids) => `/roles/${ids.roleID}`,
  "/search": () => "/search?query=the",
  "/tags": () => "/tags",
  "/themes": () => "/themes",
  "/themes/current": () => "/themes/current",
  "/themes/{}": (ids) => `/themes/${ids.themeID}`,
  "/themes/{}/assets/variables.json": (ids) => `/themes/${ids.themeID}/assets/variables.json`,
  "/themes/{}/revisions": (ids) => `/themes/${ids.themeID}/revisions`,
  "/translations/{}": () => "/translations/site?locale=fr",
  "/users": () => "/users",
  "/users/by-names": () => "/users/by-names?name=a*",
  "/users/leaders": () => "/users/leaders",
  "/users/me": () => "/users/me",
  "/users/me-counts": () => "/users/me-counts",
  "/users/{}": (ids) => `/users/${ids.userID}`,
  "/users/{}/ignored": (ids) => `/users/${ids.userID}/ignored`,
  "/users/{}/reacted": (ids) => `/users/${ids.userID}/reacted?reactionUrlcode=like`,
};

type Schema = Record<string, unknown>;

/** `schema` with the property `name` of its items (a list) or of itself (one record) replaced. */
function withProperty(schema: Schema, name: string, replacement: Schema): Schema {
  const record = (schema.type === "array" ? schema.items : schema) as Schema;
  const properties = { ...(record.properties as Schema), [name]: replacement };
  const changed = { ...record, properties };
  return schema.type === "array" ? { ...schema, items: changed } : changed;
}

/**
 * Where Vanilla's file says other than Vanilla's own server (and its own front end), the answer is
 * checked against what the server does: each correction below names the file's word and the
 * server's. Everything else in these schemas is checked as the file has it.
 */
const errata: Record<string, (schema: Schema) => Schema> = {
  // The file wants an integer layoutID. Vanilla's server names its file-based layouts by their view
  // type ("home"), and its front end keys layouts by a number or a string; the file's own path
  // parameter is oneOf integer and string. Plaza's built-in layouts are named the same way.
  "/layouts": (schema) => withProperty(schema, "layoutID", { type: ["integer", "string"] }),
  "/layouts/{}": (schema) => withProperty(schema, "layoutID", { type: ["integer", "string"] }),
  // The file's summary says "a list of layout views" and the server answers a list (a layout is
  // assigned to several views); the file's schema is one view.
  "/layouts/{}/views": (schema) => ({ type: "array", items: schema }),
  // The file wants an integer themeID in the list but a string one (the theme's key) for the same
  // theme read alone; the server's theme IDs are strings, as Plaza's are.
  "/themes": (schema) => withProperty(schema, "themeID", { type: "string" }),
};

/** Shared routes whose answers Vanilla's schemas (with the errata above) do not accept, with why. */
const knownGaps: readonly string[] = [];

let app: FastifyInstance;
let cookie: string;
let spec: VanillaSpec;
let ids: Ids;
let shared: { file: string; path: string; shape: string }[] = [];
const results = new Map<string, { status: number; valid: boolean | null; errors?: unknown }>();

/** Ajv's errors, one line per kind (item indexes folded), for a readable failure. */
function summary(errors: ErrorObject[] | null | undefined): string[] {
  const lines = (errors ?? []).map(
    (error) => `${error.instancePath.replace(/\/\d+(?=\/|$)/g, "/*")} ${error.message ?? error.keyword}`,
  );
  return [...new Set(lines)];
}

/**
 * A media type under its standard name: `application/javascript` is the obsolete name of
 * `text/javascript` (RFC 9239), which Plaza sends.
 */
function sameMediaType(type: string): string {
  return type.replace(/^application\/javascript/, "text/javascript");
}

async function get(url: string): Promise<{ status: number; body: unknown; type: string }> {
  const response = await app.inject({ url: `/api/v2${url}`, headers: { cookie } });
  const type = String(response.headers["content-type"] ?? "");
  return { status: response.statusCode, body: type.includes("json") ? response.json() : response.body, type };
}

async function firstOf<T>(url: string, key: string): Promise<T> {
  const { body } = await get(url);
  const list = Array.isArray(body) ? body : [];
  const first = list[0] as Record<string, T> | undefined;
  if (!first) throw new Error(`${url} answered no records`);
  return first[key] as T;
}

describe.skipIf(!specDir)("Vanilla conformance of the shared GET routes", () => {
  beforeAll(async () => {
    spec = loadVanillaSpec(specDir!);
    app = await buildTestApp({ seed: "demo" });
    cookie = await signInAs(app, "admin");
    const plazaPaths = new Set<string>();
    const doc = (await app.inject({ url: "/api/v2/openapi.json" })).json() as {
      paths: Record<string, object>;
    };
    for (const [path, methods] of Object.entries(doc.paths))
      if ("get" in methods) plazaPaths.add(pathShape(path.slice("/api/v2".length)));
    shared = vanillaGetPaths(spec)
      .map((route) => ({ ...route, shape: pathShape(route.path) }))
      .filter((route) => plazaPaths.has(route.shape))
      .sort((a, b) => a.shape.localeCompare(b.shape));
    const admin = (await get("/users/me")).body as { userID: number };
    const fragment = await buildFragment(app.db, admin.userID);
    ids = {
      userID: admin.userID,
      categoryID: await firstOf<number>("/categories", "categoryID"),
      discussionID: 0,
      commentID: 0,
      collectionID: await firstOf<number>("/collections", "collectionID"),
      conversationID: await firstOf<number>("/conversations", "conversationID"),
      messageID: 0,
      draftID: 0,
      fragmentUUID: fragment.fragmentUUID,
      fragmentRevisionUUID: fragment.fragmentRevisionUUID,
      layoutID: await firstOf<number>("/layouts", "layoutID"),
      notificationID: (
        await app.db
          .selectFrom("notifications")
          .select("notificationID")
          .where("userID", "=", admin.userID)
          .executeTakeFirstOrThrow()
      ).notificationID,
      roleID: await firstOf<number>("/roles", "roleID"),
      themeID: await firstOf<number>("/themes", "themeID"),
      mediaID: (await app.db.selectFrom("media").select("mediaID").executeTakeFirstOrThrow()).mediaID,
    };
    const discussions = (await get("/discussions?limit=30")).body as {
      discussionID: number;
      countComments: number;
    }[];
    ids.discussionID = discussions.find((discussion) => discussion.countComments > 0)?.discussionID ?? 0;
    ids.commentID = await firstOf<number>(`/comments?discussionID=${ids.discussionID}`, "commentID");
    const draft = await app.inject({
      method: "POST",
      url: "/api/v2/drafts",
      headers: { ...writeHeaders, cookie },
      payload: {
        recordType: "discussion",
        parentRecordType: "category",
        parentRecordID: ids.categoryID,
        attributes: { name: "A draft", body: "Its body", format: "markdown" },
      },
    });
    ids.draftID = (draft.json() as { draftID: number }).draftID;
    ids.messageID = await firstOf<number>(`/messages?conversationID=${ids.conversationID}`, "messageID");
  }, 120_000);
  afterAll(async () => {
    const passed = [...results.values()].filter((result) => result.valid).length;
    console.info(`Vanilla conformance: ${shared.length} shared GET routes, ${passed} validate.`);
    for (const [shape, result] of results)
      console.info(
        `  ${result.valid ? "ok  " : "FAIL"} ${result.status} ${shape}`,
        result.valid ? "" : result.errors,
      );
    if (missingFiles.size) console.info(`  (files referenced but absent: ${[...missingFiles].join(", ")})`);
    await app?.close();
  });

  it("covers every shared GET route", () => {
    expect(shared.length).toBeGreaterThan(50);
    expect(shared.filter((route) => !requests[route.shape]).map((route) => route.shape)).toEqual([]);
  });

  it("answers each of them with a body Vanilla's schema accepts", async () => {
    const ajv = vanillaAjv();
    for (const route of shared) {
      const request = requests[route.shape];
      if (!request) continue;
      const url = request(ids);
      const answer = await get(url);
      const schema = responseSchema(spec, route.file, route.path);
      if (answer.status !== 200) {
        results.set(route.shape, { status: answer.status, valid: false, errors: answer.body });
        continue;
      }
      if (!schema) {
        // No JSON schema (a stylesheet, a script): the answer is of a media type Vanilla's file names.
        const types = responseContentTypes(spec, route.file, route.path).map(sameMediaType);
        const valid = types.length === 0 || types.some((type) => sameMediaType(answer.type).startsWith(type));
        results.set(route.shape, { status: answer.status, valid, errors: valid ? [] : [answer.type] });
        continue;
      }
      const correct = errata[route.shape];
      const validate = compileResponse(ajv, correct ? correct(schema as Schema) : schema);
      const valid = validate(answer.body);
      results.set(route.shape, { status: 200, valid, errors: summary(validate.errors) });
    }
    const failures = [...results].filter(([, result]) => !result.valid);
    // Exactly the known gaps fail: a fixed one must leave the list, a new failure cannot slip in.
    expect(failures.map(([shape]) => shape).sort()).toEqual([...knownGaps].sort());
  }, 120_000);
});

describe("the API's paths with a trailing slash (as Vanilla's API takes them)", () => {
  let plain: FastifyInstance;
  beforeAll(async () => {
    plain = await buildTestApp();
  });
  afterAll(() => plain.close());

  it("answer the same as without it, query and all; other addresses keep theirs", async () => {
    for (const [withSlash, without] of [
      ["/api/v2/users/1/", "/api/v2/users/1"],
      ["/api/v2/users/by-names/?name=a*", "/api/v2/users/by-names?name=a*"],
      ["/api/v2/categories//", "/api/v2/categories"],
    ] as const) {
      const a = await plain.inject({ url: withSlash });
      const b = await plain.inject({ url: without });
      expect(a.statusCode, withSlash).toBe(b.statusCode);
      // The same body: the catch-all's 404 would name the address it did not match.
      expect(a.body, withSlash).toBe(b.body);
    }
    expect(withoutApiTrailingSlash("/api/v2/")).toBe("/api/v2/");
    expect(withoutApiTrailingSlash("/discussions/")).toBe("/discussions/");
    expect(withoutApiTrailingSlash("/api/v2/tags/?x=/")).toBe("/api/v2/tags?x=/");
  });
});
