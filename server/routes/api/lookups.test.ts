// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { categoryListSchema, type Category } from "../../../schemas/entities/category.schema";
import { tagListSchema, type Tag } from "../../../schemas/entities/tag.schema";
import { userFragmentListSchema } from "../../../schemas/api/user-lookup.schema";
import type { UserFragment } from "../../../schemas/entities/user.schema";
import { buildTestApp, signInAs } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";

const roles = ["member", "moderator", "admin", "banned"] as const;
type Role = (typeof roles)[number];

let app: FastifyInstance;
const cookies: Partial<Record<Role, string>> = {};
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  for (const role of roles) cookies[role] = await signInAs(app, role);
});
afterAll(() => app.close());

async function getList<T>(schema: object, url: string, as?: Role): Promise<T[]> {
  const response = await app.inject({ url: `/api/v2${url}`, headers: as ? { cookie: cookies[as] } : {} });
  expect(response.statusCode, response.body).toBe(200);
  expectMatchesSchema(schema, response.json());
  return response.json();
}

describe("GET /api/v2/categories/search (content spec §7)", () => {
  it("finds visible categories whose name contains the text, with breadcrumbs", async () => {
    for (const as of [undefined, ...roles]) {
      const found = await getList<Category>(categoryListSchema, "/categories/search?query=TOPIC", as);
      expect(found.map((c) => c.name)).toEqual(["Off Topic"]);
      expect(found[0]?.breadcrumbs?.map((b) => b.name)).toEqual(["General", "Off Topic"]);
    }
  });

  it("hides the Staff Room and its child from members and guests, not from moderators", async () => {
    expect(await getList(categoryListSchema, "/categories/search?query=staff", "member")).toEqual([]);
    expect(await getList(categoryListSchema, "/categories/search?query=moderation")).toEqual([]);
    const staff = await getList<Category>(categoryListSchema, "/categories/search?query=staff", "moderator");
    expect(staff.map((c) => c.name)).toEqual(["Staff Room"]);
  });

  it("answers nothing for an empty query and keeps within the limit", async () => {
    expect(await getList(categoryListSchema, "/categories/search?query=")).toEqual([]);
    expect((await getList(categoryListSchema, "/categories/search?query=e&limit=2")).length).toBe(2);
    const tooMany = await app.inject({ url: "/api/v2/categories/search?query=e&limit=51" });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe("GET /api/v2/tags?query=", () => {
  it("matches names containing the text, the ones starting with it first", async () => {
    const found = await getList<Tag>(tagListSchema, "/tags?query=o");
    expect(found.length).toBeGreaterThan(1);
    expect(found.every((t) => t.name.toLowerCase().includes("o"))).toBe(true);
    const starts = found.map((t) => t.name.toLowerCase().startsWith("o"));
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
    expect((await getList<Tag>(tagListSchema, "/tags?query=request")).map((t) => t.name)).toEqual([
      "Feature request",
    ]);
  });
});

describe("GET /api/v2/users/by-names (content spec §5 mention order)", () => {
  const names = async (query: string, as?: Role) =>
    (await getList<UserFragment>(userFragmentListSchema, `/users/by-names?${query}`, as)).map((u) => u.name);

  it("puts the exact name first, then recently active members, then the rest alphabetically", async () => {
    await app.db
      .updateTable("users")
      .set({ dateLastActive: new Date(Date.now() - 200 * 86400000).toISOString() })
      .where("name", "=", "member")
      .execute();
    // "member" is inactive, yet as the exact typed text it leads.
    const found = await names("name=member*&order=mention&limit=50", "member");
    expect(found[0]).toBe("member");
    expect(found).toContain("member2");
    expect(found).not.toContain("banned");
    const inactive = await names("name=m*&order=mention", "member");
    // margaret and member2 were active lately; member was not, so it comes after them.
    expect(inactive.indexOf("member")).toBeGreaterThan(inactive.indexOf("member2"));
    expect(inactive.indexOf("member")).toBeGreaterThan(inactive.indexOf("margaret"));
  });

  it("leaves banned members out, answers [] for an empty prefix, and caps the limit at 50", async () => {
    expect(await names("name=ban*", "admin")).toEqual([]);
    expect(await names("name=*")).toEqual([]);
    expect(await names("name=")).toEqual([]);
    expect(await names("name=MEMBER")).toEqual(["member"]);
    const tooMany = await app.inject({ url: "/api/v2/users/by-names?name=a*&limit=51" });
    expect(tooMany.statusCode).toBe(400);
  });

  it("answers user fragments with profile URLs to guests and banned members", async () => {
    const found = await getList<UserFragment>(userFragmentListSchema, "/users/by-names?name=ad*", "banned");
    expect(found.map((u) => u.name)).toEqual(["ada", "admin"]);
    expect(found[0]?.url).toBe("http://localhost:80/profile/ada");
    expect(await names("name=ad*")).toEqual(["ada", "admin"]);
  });
});
