// @vitest-environment node
import { sql } from "kysely";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userListSchema } from "../../../schemas/api/user-lookup.schema";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { buildCategory, buildUser, signInCookie, type BuiltUser } from "../../../tests/helpers/factories";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { buildTestApp, writeHeaders } from "../../../tests/helpers/server";
import { TEST_DATABASE_URL } from "../../../tests/helpers/test-database";

let app: FastifyInstance;
let adminCookie: string;
let members: BuiltUser[];

/** Joined, last active and posts of each member, chosen so every order differs from the others. */
const shapes = [
  { joined: "2024-01-05T10:00:00.000Z", active: "2026-03-01T10:00:00.000Z", discussions: 1, comments: 4 },
  { joined: "2024-01-01T10:00:00.000Z", active: null, discussions: 0, comments: 0 },
  { joined: "2024-01-03T10:00:00.000Z", active: "2026-01-01T10:00:00.000Z", discussions: 3, comments: 2 },
  { joined: "2024-01-03T10:00:00.000Z", active: "2026-05-01T10:00:00.000Z", discussions: 9, comments: 0 },
  { joined: "2024-01-02T10:00:00.000Z", active: "2026-01-01T10:00:00.000Z", discussions: 0, comments: 1 },
];

beforeAll(async () => {
  app = await buildTestApp();
  const admin = await buildUser(app.db, { name: "zz-admin", roles: ["administrator"] });
  adminCookie = await signInCookie(app.db, admin.userID);
  await app.db.deleteFrom("users").where("userID", "!=", admin.userID).where("userID", ">", 0).execute();
  members = [];
  for (const [index, shape] of shapes.entries()) {
    const member = await buildUser(app.db, { name: `member-${"edcba"[index]}` });
    await app.db
      .updateTable("users")
      .set({
        dateInserted: shape.joined,
        dateLastActive: shape.active,
        countDiscussions: shape.discussions,
        countComments: shape.comments,
      })
      .where("userID", "=", member.userID)
      .execute();
    members.push(member);
  }
  // The administrator joined last, was active last and wrote nothing.
  await app.db
    .updateTable("users")
    .set({ dateInserted: "2025-01-01T00:00:00.000Z", dateLastActive: "2026-12-01T00:00:00.000Z" })
    .where("userID", "=", admin.userID)
    .execute();
}, 60_000);
afterAll(() => app?.close());

function get(url: string, cookie = adminCookie) {
  return app.inject({ method: "GET", url: `/api/v2${url}`, headers: { ...writeHeaders, cookie } });
}

/** Every page of the list in `sort`, two members a page, following the next links. */
async function allPages(sort: string): Promise<string[]> {
  const seen: string[] = [];
  let url: string | undefined = `/users?sort=${sort}&limit=2`;
  while (url) {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    expectMatchesSchema(userListSchema, response.json());
    seen.push(...response.json<{ name: string }[]>().map((user) => user.name));
    url = (response.headers["x-app-page-next-url"] as string | undefined)?.replace(/^\/api\/v2/, "");
  }
  return seen;
}

const name = (index: number) => `member-${"edcba"[index]}`;

describe("GET /users sort: the members list by joined, last active, posts or name (Vanilla users.yml)", () => {
  it("orders by each key both ways, ties by user ID, every member once across keyset pages", async () => {
    // Ties: members 2 and 3 joined together; 2 and 4 were last active together.
    expect(await allPages("dateInserted")).toEqual([1, 4, 2, 3, 0].map(name).concat("zz-admin"));
    expect(await allPages("-dateInserted")).toEqual(["zz-admin", ...[0, 3, 2, 4, 1].map(name)]);
    // A member never active since joining counts as last active when they joined.
    expect(await allPages("dateLastActive")).toEqual([1, 2, 4, 0, 3].map(name).concat("zz-admin"));
    expect(await allPages("-dateLastActive")).toEqual(["zz-admin", ...[3, 0, 4, 2, 1].map(name)]);
    // Posts are discussions and comments: 5, 0, 5, 9, 1, and the administrator's 0 (the lowest ID).
    expect(await allPages("-countPosts")).toEqual([3, 2, 0, 4, 1].map(name).concat("zz-admin"));
    expect(await allPages("countPosts")).toEqual(["zz-admin", ...[1, 4, 0, 2, 3].map(name)]);
    expect(await allPages("-name")).toEqual(["zz-admin", ...[0, 1, 2, 3, 4].map(name)]);
    expect(await allPages("name")).toEqual([...[4, 3, 2, 1, 0].map(name), "zz-admin"]);
  });

  it("shows each member's joined and last active dates, posts and roles to staff", async () => {
    const response = await get("/users?sort=-countPosts&limit=1");
    const [top] = response.json<
      {
        name: string;
        dateInserted: string;
        dateLastActive: string;
        countDiscussions: number;
        roles: unknown[];
      }[]
    >();
    expect(top).toMatchObject({
      name: name(3),
      dateInserted: shapes[3]!.joined,
      dateLastActive: shapes[3]!.active,
      countDiscussions: 9,
      countComments: 0,
      roles: [{ name: "Member" }],
    });
  });

  it("answers 400 JSON to an unknown order and to a cursor of another order", async () => {
    const first = await get("/users?sort=dateInserted&limit=1");
    const cursor = new URL(first.headers["x-app-page-next-url"] as string, "http://x").searchParams.get(
      "cursor",
    );
    for (const url of [
      "/users?sort=points",
      "/users?sort=--name",
      `/users?sort=countPosts&cursor=${cursor}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
    }
  });

  it("refuses the posts order 400 to staff who cannot see every category (it would tell who posts there)", async () => {
    const hidden = await buildCategory(app.db, { private: true });
    const moderator = await buildUser(app.db, { name: "zz-moderator", roles: ["moderator"] });
    const moderatorRole = await app.db
      .selectFrom("roles")
      .select("roleID")
      .where("type", "=", "moderator")
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable("role_permissions")
      .set({ allowed: 0 })
      .where("roleID", "=", moderatorRole.roleID)
      .where("resourceType", "=", "category")
      .where("resourceID", "=", hidden.categoryID)
      .execute();
    const cookie = await signInCookie(app.db, moderator.userID);
    const refused = await get("/users?sort=-countPosts", cookie);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toMatch(/every category/);
    expect((await get("/users?sort=-dateInserted", cookie)).statusCode).toBe(200);
    expect((await get("/users?sort=-countPosts")).statusCode).toBe(200);
    await app.db.deleteFrom("users").where("userID", "=", moderator.userID).execute();
  });

  it.skipIf(TEST_DATABASE_URL)(
    "on SQLite (the plan is SQLite's): each order reads its index, no sort",
    async () => {
      const orders = [
        sql`"users"."dateInserted" desc, "users"."userID" desc`,
        sql`(coalesce("users"."dateLastActive", "users"."dateInserted")) desc, "users"."userID" desc`,
        sql`("users"."countDiscussions" + "users"."countComments") desc, "users"."userID" desc`,
      ];
      for (const order of orders) {
        const plan = await sql<{
          detail: string;
        }>`explain query plan select * from users where "users"."name" <> '' order by ${order} limit 3`.execute(
          app.db,
        );
        const details = plan.rows.map((row) => row.detail).join("; ");
        expect(details).toMatch(/USING INDEX users_(joined|last_active|posts)/);
        expect(details).not.toMatch(/TEMP B-TREE/);
      }
    },
  );
});
