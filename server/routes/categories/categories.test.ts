// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import {
  categoryFollowSchema,
  categoryListSchema,
  categorySchema,
  type Category,
} from "../../../schemas/entities/category.schema";
import { buildTestApp, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";

let app: FastifyInstance;
const cookies: Record<string, string> = {};
let staffRoomID = 0;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  for (const name of ["member", "member2", "moderator", "banned"]) cookies[name] = await signInAs(app, name);
  const row = await app.db
    .selectFrom("categories")
    .select("categoryID")
    .where("urlcode", "=", "staff-room")
    .executeTakeFirstOrThrow();
  staffRoomID = row.categoryID;
});
afterAll(() => app.close());

const get = (url: string, as?: string) =>
  app.inject({ url: `/api/v2${url}`, headers: as ? { cookie: cookies[as] } : {} });
const follow = (id: number, payload: unknown, as?: string) =>
  app.inject({
    method: "PUT",
    url: `/api/v2/categories/${id}/follow`,
    headers: { ...writeHeaders, ...(as ? { cookie: cookies[as] } : {}) },
    payload: JSON.stringify(payload),
  });

/** Checks a tree against the schema, children included, and answers every node. */
function flatten(categories: Category[]): Category[] {
  expectMatchesSchema(categoryListSchema, categories);
  return categories.flatMap((category) => [category, ...flatten(category.children ?? [])]);
}

describe("GET /api/v2/categories", () => {
  it("answers a tree of the categories a guest can see, without the Staff Room", async () => {
    const response = await get("/categories");
    expect(response.statusCode).toBe(200);
    const tree: Category[] = response.json();
    const all = flatten(tree);
    expect(tree.every((category) => category.parentCategoryID === null)).toBe(true);
    expect(tree.find((c) => c.name === "General")?.children?.map((c) => c.name)).toEqual([
      "Introductions",
      "Off Topic",
    ]);
    expect(all.some((c) => c.name === "Staff Room" || c.name === "Moderation Log")).toBe(false);
  });

  it("adds up the counts of a category and its children", async () => {
    const tree: Category[] = (await get("/categories")).json();
    const general = tree.find((c) => c.name === "General")!;
    const childSum = (general.children ?? []).reduce((sum, c) => sum + c.countDiscussions, 0);
    expect(general.countAllDiscussions).toBe(general.countDiscussions + childSum);
  });

  it("shows the Staff Room and its child to a moderator", async () => {
    const tree: Category[] = (await get("/categories", "moderator")).json();
    const staff = tree.find((c) => c.categoryID === staffRoomID);
    expect(staff?.children?.map((c) => c.name)).toEqual(["Moderation Log"]);
    expect(
      (await get("/categories", "member")).json().some((c: Category) => c.categoryID === staffRoomID),
    ).toBe(false);
  });

  it("lists flat, limited by depth and parent, with paging headers", async () => {
    const flat = await get("/categories?outputFormat=flat&maxDepth=1");
    expect(flat.headers["x-app-page-result-count"]).toBe(String(flat.json().length));
    expect(flat.json().every((c: Category) => c.depth === 1 && !c.children)).toBe(true);
    const children: Category[] = (await get("/categories?parentCategoryID=2&outputFormat=flat")).json();
    expectMatchesSchema(categoryListSchema, children);
    expect(children.map((c) => c.parentCategoryID)).toEqual([2, 2]);
    expect((await get(`/categories?parentCategoryID=${staffRoomID}`, "member")).statusCode).toBe(404);
  });

  it("lists a chosen set in the order asked for", async () => {
    const chosen: Category[] = (await get("/categories?categoryID[]=4&categoryID[]=1")).json();
    expect(chosen.map((c) => c.categoryID)).toEqual([4, 1]);
  });
});

describe("GET /api/v2/categories/{id}", () => {
  it("answers one category", async () => {
    const response = await get("/categories/2");
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(categorySchema, response.json());
    expect(response.json()).toMatchObject({ categoryID: 2, name: "General", url: "/categories/2" });
  });

  it("answers a hidden category with the same 404 as an unknown one", async () => {
    const missing = await get("/categories/9999");
    expect(missing.statusCode).toBe(404);
    for (const as of ["member", undefined]) {
      const hidden = await get(`/categories/${staffRoomID}`, as);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual(missing.json());
    }
    expect((await get(`/categories/${staffRoomID}`, "moderator")).statusCode).toBe(200);
  });
});

describe("PUT /api/v2/categories/{id}/follow", () => {
  it("needs a signed-in user", async () => {
    const response = await follow(2, { followed: true });
    expect(response.statusCode).toBe(401);
  });

  it("follows and unfollows for a member, and the status persists", async () => {
    const response = await follow(3, { followed: true }, "member");
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(categoryFollowSchema, response.json());
    expect(response.json()).toEqual({ followed: true });
    expect((await get("/categories/3", "member")).json().followed).toBe(true);
    expect((await get("/categories/3", "member2")).json().followed).toBe(false);
    const followed: Category[] = (await get("/categories?followed=true", "member")).json();
    expect(followed.map((c) => c.categoryID)).toEqual([3]);

    expect((await follow(3, { followed: false }, "member")).json()).toEqual({ followed: false });
    expect((await get("/categories/3", "member")).json().followed).toBe(false);
    expect((await get("/categories?followed=true", "member")).json()).toEqual([]);
  });

  it("refuses a bad body, a hidden category and banned members", async () => {
    expect((await follow(3, { followed: "yes" }, "member")).statusCode).toBe(400);
    expect((await follow(3, {}, "member")).statusCode).toBe(400);
    expect((await follow(staffRoomID, { followed: true }, "member")).statusCode).toBe(404);
    expect((await follow(9999, { followed: true }, "member")).statusCode).toBe(404);
    expect((await follow(3, { followed: true }, "banned")).statusCode).toBe(403);
  });
});
