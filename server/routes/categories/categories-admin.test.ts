// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { categorySchema, type Category } from "../../../schemas/entities/category.schema";
import { categoryPermissionsSchema } from "../../../schemas/api/category-admin.schema";
import type { LongRunnerResult } from "../../../schemas/api/discussion-bulk.schema";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { buildTestApp, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import {
  buildCategory,
  buildUser,
  insertDiscussion,
  signInCookie,
  type BuiltUser,
} from "../../../tests/helpers/factories";
import { longRunnerSettings } from "../../services/jobs/long-runner";
import { syncSearchIndex } from "../../services/search/search-index";
import { recountCategories } from "../../services/discussions/discussion-counts";

let app: FastifyInstance;
let admin: BuiltUser;
let member: BuiltUser;
const cookies: Record<"admin" | "member", string> = { admin: "", member: "" };
const defaults = { ...longRunnerSettings };

beforeAll(async () => {
  app = await buildTestApp();
  admin = await buildUser(app.db, { roles: ["administrator"] });
  member = await buildUser(app.db);
  cookies.admin = await signInCookie(app.db, admin.userID);
  cookies.member = await signInCookie(app.db, member.userID);
});
afterEach(() => Object.assign(longRunnerSettings, defaults));
afterAll(() => app.close());

const call = (
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  url: string,
  as?: keyof typeof cookies,
  body?: unknown,
) =>
  app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...(method === "GET" ? {} : writeHeaders), ...(as ? { cookie: cookies[as] } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });

const rowOf = (categoryID: number) =>
  app.db.selectFrom("categories").selectAll().where("categoryID", "=", categoryID).executeTakeFirst();

/** Every category ID of a tree answer, however deep. */
const idsOf = (list: Category[]): number[] => list.flatMap((c) => [c.categoryID, ...idsOf(c.children ?? [])]);

describe("POST /api/v2/categories", () => {
  it("adds a category under a parent, at the end of its children (site.manage)", async () => {
    const parent = await buildCategory(app.db);
    const first = await buildCategory(app.db, { parentID: parent.categoryID });
    const response = await call("POST", "/categories", "admin", {
      name: "  Gardening ",
      urlcode: "gardening",
      description: "Plants.",
      parentCategoryID: parent.categoryID,
      displayAs: "discussions",
      color: "#1A7F5A",
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<Category>();
    expectMatchesSchema(categorySchema, created);
    expect(created).toMatchObject({
      name: "Gardening",
      urlcode: "gardening",
      description: "Plants.",
      parentCategoryID: parent.categoryID,
      depth: 2,
      color: "#1a7f5a",
    });
    const tree = (await call("GET", `/categories?parentCategoryID=${parent.categoryID}`)).json<Category[]>();
    expect(tree.map((c) => c.categoryID)).toEqual([first.categoryID, created.categoryID]);
  });

  it("refuses a taken or malformed URL code, an unknown parent, members and guests", async () => {
    const taken = await buildCategory(app.db);
    const cases: Array<[unknown, number]> = [
      [{ name: "Copy", urlcode: taken.urlcode }, 400],
      [{ name: "Bad", urlcode: "Not A Code" }, 400],
      [{ name: "Orphan", urlcode: "orphan", parentCategoryID: 999999 }, 400],
      [{ name: "  ", urlcode: "blank" }, 400],
      [{ urlcode: "no-name" }, 400],
    ];
    for (const [body, status] of cases) {
      const response = await call("POST", "/categories", "admin", body);
      expect(response.statusCode).toBe(status);
      expectMatchesSchema(errorBodySchema, response.json());
    }
    expect((await call("POST", "/categories", "member", { name: "M", urlcode: "m" })).statusCode).toBe(403);
    expect((await call("POST", "/categories", undefined, { name: "G", urlcode: "g" })).statusCode).toBe(401);
    const made = await app.db
      .selectFrom("categories")
      .select("urlcode")
      .where("urlcode", "in", ["m", "g"])
      .execute();
    expect(made).toEqual([]);
  });
});

describe("PATCH /api/v2/categories/{id}: fields, parent and place", () => {
  it("renames, moves a category with its subcategories under another parent, and reorders siblings", async () => {
    const from = await buildCategory(app.db);
    const to = await buildCategory(app.db);
    const toChild = await buildCategory(app.db, { parentID: to.categoryID });
    const moving = await buildCategory(app.db, { parentID: from.categoryID });
    const grandchild = await buildCategory(app.db, { parentID: moving.categoryID });

    const moved = await call("PATCH", `/categories/${moving.categoryID}`, "admin", {
      name: "Moved",
      urlcode: "moved-here",
      description: "Now elsewhere.",
      displayAs: "categories",
      parentCategoryID: to.categoryID,
      sort: 0,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      name: "Moved",
      urlcode: "moved-here",
      parentCategoryID: to.categoryID,
      depth: 2,
      displayAs: "categories",
    });
    expect((await rowOf(grandchild.categoryID))?.depth).toBe(3);
    const children = (await call("GET", `/categories?parentCategoryID=${to.categoryID}&maxDepth=1`)).json<
      Category[]
    >();
    expect(children.map((c) => c.categoryID)).toEqual([moving.categoryID, toChild.categoryID]);

    // Down one place among its siblings, then to the top level.
    await call("PATCH", `/categories/${moving.categoryID}`, "admin", { sort: 1 });
    const reordered = (await call("GET", `/categories?parentCategoryID=${to.categoryID}&maxDepth=1`)).json<
      Category[]
    >();
    expect(reordered.map((c) => c.categoryID)).toEqual([toChild.categoryID, moving.categoryID]);
    const top = await call("PATCH", `/categories/${moving.categoryID}`, "admin", { parentCategoryID: null });
    expect(top.json()).toMatchObject({ parentCategoryID: null, depth: 1 });
    expect((await rowOf(grandchild.categoryID))?.depth).toBe(2);
  });

  it("refuses a move under itself or one of its subcategories (400) and leaves the tree alone", async () => {
    const top = await buildCategory(app.db);
    const child = await buildCategory(app.db, { parentID: top.categoryID });
    const grandchild = await buildCategory(app.db, { parentID: child.categoryID });
    for (const parentCategoryID of [top.categoryID, child.categoryID, grandchild.categoryID]) {
      const response = await call("PATCH", `/categories/${top.categoryID}`, "admin", { parentCategoryID });
      expect(response.statusCode).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
    }
    expect((await rowOf(top.categoryID))?.parentCategoryID).toBeNull();
    expect(
      (await call("PATCH", `/categories/${top.categoryID}`, "member", { name: "Mine" })).statusCode,
    ).toBe(403);
  });
});

describe("DELETE /api/v2/categories/{id}", () => {
  it("moves the discussions to the chosen category, and the subcategories up to the parent", async () => {
    const parent = await buildCategory(app.db);
    const doomed = await buildCategory(app.db, { parentID: parent.categoryID });
    const child = await buildCategory(app.db, { parentID: doomed.categoryID });
    const target = await buildCategory(app.db);
    const ids = [
      await insertDiscussion(app.db, { categoryID: doomed.categoryID, insertUserID: member.userID }),
      await insertDiscussion(app.db, { categoryID: doomed.categoryID, insertUserID: member.userID }),
    ];
    const response = await call("DELETE", `/categories/${doomed.categoryID}`, "admin", {
      newCategoryID: target.categoryID,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<LongRunnerResult>().progress.successIDs.sort()).toEqual([...ids].sort());
    expect(await rowOf(doomed.categoryID)).toBeUndefined();
    expect(await rowOf(child.categoryID)).toMatchObject({ parentCategoryID: parent.categoryID, depth: 2 });
    const moved = await app.db
      .selectFrom("discussions")
      .select("categoryID")
      .where("discussionID", "in", ids)
      .execute();
    expect(moved.map((row) => row.categoryID)).toEqual([target.categoryID, target.categoryID]);
    expect((await rowOf(target.categoryID))?.countDiscussions).toBe(2);
    expect((await call("GET", `/categories/${doomed.categoryID}`)).statusCode).toBe(404);
  });

  it("deletes the discussions when no category is chosen, as a long-running job continued by calls/run", async () => {
    const doomed = await buildCategory(app.db);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push(
        await insertDiscussion(app.db, { categoryID: doomed.categoryID, insertUserID: member.userID }),
      );
    }
    longRunnerSettings.maxItemsPerCall = 1;
    const first = await call("DELETE", `/categories/${doomed.categoryID}`, "admin", {});
    expect(first.statusCode).toBe(408);
    let body = first.json<LongRunnerResult>();
    expect(body.progress.countTotalIDs).toBe(3);
    const done = [...body.progress.successIDs];
    while (body.callbackPayload) {
      expect(await rowOf(doomed.categoryID)).toBeDefined();
      const step = await app.inject({
        method: "POST",
        url: "/api/v2/calls/run",
        headers: {
          "x-requested-with": "XMLHttpRequest",
          "content-type": "application/system-signed-token",
          cookie: cookies.admin,
        },
        payload: body.callbackPayload,
      });
      expect([200, 408]).toContain(step.statusCode);
      body = step.json<LongRunnerResult>();
      done.push(...body.progress.successIDs);
    }
    expect(done.sort()).toEqual([...ids].sort());
    expect(await rowOf(doomed.categoryID)).toBeUndefined();
    const left = await app.db
      .selectFrom("discussions")
      .select("discussionID")
      .where("discussionID", "in", ids)
      .execute();
    expect(left).toEqual([]);
  });

  it("refuses members, an unknown or same target category (400) and the last category (409)", async () => {
    const kept = await buildCategory(app.db);
    expect((await call("DELETE", `/categories/${kept.categoryID}`, "member", {})).statusCode).toBe(403);
    const bodiless = await app.inject({
      method: "DELETE",
      url: `/api/v2/categories/${kept.categoryID}`,
      headers: { "x-requested-with": "XMLHttpRequest", cookie: cookies.member },
    });
    expect(bodiless.statusCode).toBe(403);
    for (const newCategoryID of [kept.categoryID, 999999]) {
      const response = await call("DELETE", `/categories/${kept.categoryID}`, "admin", { newCategoryID });
      expect(response.statusCode).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
    }
    expect(await rowOf(kept.categoryID)).toBeDefined();

    const alone = await buildTestApp();
    try {
      const boss = await buildUser(alone.db, { roles: ["administrator"] });
      const only = await buildCategory(alone.db);
      const response = await alone.inject({
        method: "DELETE",
        url: `/api/v2/categories/${only.categoryID}`,
        headers: { ...writeHeaders, cookie: await signInCookie(alone.db, boss.userID) },
        payload: "{}",
      });
      expect(response.statusCode).toBe(409);
      expectMatchesSchema(errorBodySchema, response.json());
    } finally {
      await alone.close();
    }
  });
});

describe("GET and PUT /api/v2/categories/{id}/permissions", () => {
  it("hides a category and its subcategories from guests everywhere once the guest role may not view it", async () => {
    const home = await buildCategory(app.db);
    const hidden = await buildCategory(app.db, { name: "Quokkaland", parentID: home.categoryID });
    const below = await buildCategory(app.db, { name: "Quokkababies", parentID: hidden.categoryID });
    // Inserted and indexed directly: this is about who may read it, not about posting it.
    const discussionID = await insertDiscussion(app.db, {
      categoryID: below.categoryID,
      insertUserID: member.userID,
      name: "Quokka sightings",
    });
    await syncSearchIndex(app.db, { threadIDs: [discussionID] });
    await recountCategories(app.db, [below.categoryID]);
    expect((await call("GET", "/search?query=quokka")).body).toContain("Quokka sightings");
    expect((await call("GET", "/discussions?limit=100")).body).toContain("Quokka sightings");
    expect((await app.inject({ url: "/sitemap.xml" })).body).toContain(`/discussion/${discussionID}`);
    const before = await call("GET", `/categories/${hidden.categoryID}/permissions`, "admin");
    expect(before.statusCode).toBe(200);
    expectMatchesSchema(categoryPermissionsSchema, before.json());
    expect(before.json()).toMatchObject({ customPermissions: false });

    const guest = await app.db
      .selectFrom("roles")
      .select("roleID")
      .where("type", "=", "guest")
      .executeTakeFirstOrThrow();
    const put = await call("PUT", `/categories/${hidden.categoryID}/permissions`, "admin", {
      customPermissions: true,
      roles: [{ roleID: guest.roleID, permissions: { "discussions.view": false } }],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ customPermissions: true, permissionCategoryID: hidden.categoryID });
    const guestGrid = put.json<{ roles: Array<{ roleID: number; permissions: Record<string, boolean> }> }>();
    expect(guestGrid.roles.find((r) => r.roleID === guest.roleID)?.permissions["discussions.view"]).toBe(
      false,
    );

    const tree = (await call("GET", "/categories?maxDepth=5")).json<Category[]>();
    // The parent's totals leave out what the guest may not see.
    expect(tree.find((c) => c.categoryID === home.categoryID)?.countAllDiscussions).toBe(0);
    const asAdmin = (await call("GET", `/categories/${home.categoryID}`, "admin")).json<Category>();
    expect(asAdmin.countAllDiscussions).toBe(1);
    expect(idsOf(tree)).not.toContain(hidden.categoryID);
    expect(idsOf(tree)).not.toContain(below.categoryID);
    expect((await call("GET", `/categories/${below.categoryID}`)).statusCode).toBe(404);
    expect((await call("GET", `/discussions/${discussionID}`)).statusCode).toBe(404);
    expect((await call("GET", "/discussions?limit=100")).body).not.toContain("Quokka sightings");
    expect((await call("GET", "/search?query=quokka")).body).not.toContain("Quokka");
    expect((await call("GET", "/categories/search?query=quokka")).json()).toEqual([]);
    const sitemap = await app.inject({ url: "/sitemap.xml" });
    expect(sitemap.body).not.toContain(`/categories/${hidden.categoryID}<`);
    expect(sitemap.body).not.toContain(`/discussion/${discussionID}`);
    // A member keeps what the member role held site-wide.
    const asMember = (await call("GET", "/categories?maxDepth=5", "member")).json<Category[]>();
    expect(idsOf(asMember)).toContain(below.categoryID);

    const back = await call("PUT", `/categories/${hidden.categoryID}/permissions`, "admin", {
      customPermissions: false,
    });
    expect(back.json()).toMatchObject({ customPermissions: false });
    expect(idsOf((await call("GET", "/categories?maxDepth=5")).json<Category[]>())).toContain(
      below.categoryID,
    );
  });

  it("keeps a subcategory of a private category private when it gets permissions of its own", async () => {
    const staff = await buildCategory(app.db, { private: true });
    const inner = await buildCategory(app.db, { parentID: staff.categoryID });
    const before = (await call("GET", `/categories/${inner.categoryID}/permissions`, "admin")).json<{
      permissionCategoryID: number;
    }>();
    expect(before.permissionCategoryID).toBe(staff.categoryID);
    await call("PUT", `/categories/${inner.categoryID}/permissions`, "admin", { customPermissions: true });
    expect((await call("GET", `/categories/${inner.categoryID}`, "member")).statusCode).toBe(404);
    expect((await rowOf(inner.categoryID))?.permissionCategoryID).toBe(inner.categoryID);
  });

  it("refuses members and guests (403/401), unknown roles (400) and unknown categories (404)", async () => {
    const category = await buildCategory(app.db);
    const url = `/categories/${category.categoryID}/permissions`;
    expect((await call("GET", url, "member")).statusCode).toBe(403);
    expect((await call("PUT", url, "member", { customPermissions: true })).statusCode).toBe(403);
    expect((await call("PUT", url, undefined, { customPermissions: true })).statusCode).toBe(401);
    const unknownRole = await call("PUT", url, "admin", {
      customPermissions: true,
      roles: [{ roleID: 99999, permissions: {} }],
    });
    expect(unknownRole.statusCode).toBe(400);
    expect((await call("GET", "/categories/999999/permissions", "admin")).statusCode).toBe(404);
    expect((await rowOf(category.categoryID))?.permissionCategoryID).toBe(category.categoryID);
  });
});
