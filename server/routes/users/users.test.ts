// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { meCountsSchema, meSchema, userSchema } from "../../../schemas/entities/user.schema";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import {
  permissionsRecordSchema,
  type PermissionsRecord,
} from "../../../schemas/entities/permissions.schema";
import { hasPermission, createPermissionChecker } from "../../../runtime/permissions/permission-checker";
import { buildTestApp, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";

let app: FastifyInstance;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  for (const name of ["admin", "moderator", "member", "member2", "banned", "private"])
    cookies[name] = await signInAs(app, name);
});
afterAll(() => app.close());

const get = (url: string, as?: string) => app.inject({ url, headers: as ? { cookie: cookies[as] } : {} });
async function permissionsOf(as?: string): Promise<PermissionsRecord> {
  const response = await get("/api/v2/users/$me/permissions?expand=junctions", as);
  expect(response.statusCode).toBe(200);
  expectMatchesSchema(permissionsRecordSchema, response.json());
  return response.json();
}
async function staffRoomID(): Promise<number> {
  const row = await app.db
    .selectFrom("categories")
    .select("categoryID")
    .where("name", "=", "Staff Room")
    .executeTakeFirstOrThrow();
  return row.categoryID;
}
async function staffChildID(): Promise<number> {
  const parent = await staffRoomID();
  const row = await app.db
    .selectFrom("categories")
    .select("categoryID")
    .where("parentCategoryID", "=", parent)
    .executeTakeFirstOrThrow();
  return row.categoryID;
}

describe("GET /api/v2/users/me", () => {
  it("gives a guest userID 0 and the guest permissions", async () => {
    const response = await get("/api/v2/users/me");
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(meSchema, response.json());
    expect(response.json()).toMatchObject({ userID: 0, isAdmin: false, countUnreadNotifications: 0 });
    expect(response.json().permissions).toContain("discussions.view");
    expect(response.json().permissions).not.toContain("session.valid");
  });

  it("gives a member their record with unread counts", async () => {
    const response = await get("/api/v2/users/me", "member");
    expectMatchesSchema(meSchema, response.json());
    expect(response.json()).toMatchObject({ name: "member", isAdmin: false });
    expect(response.json().countUnreadNotifications).toBeGreaterThan(0);
    expect(response.json().permissions).toContain("session.valid");
  });

  it("marks the administrator as admin", async () => {
    expect((await get("/api/v2/users/me", "admin")).json().isAdmin).toBe(true);
  });
});

describe("GET /api/v2/users/$me/permissions?expand=junctions", () => {
  it("guest: reads, but may not post; nothing in the staff room", async () => {
    const checker = createPermissionChecker(await permissionsOf());
    expect(hasPermission(checker, "discussions.view")).toBe(true);
    expect(hasPermission(checker, "discussions.add")).toBe(false);
    expect(hasPermission(checker, "session.valid")).toBe(false);
    const staff = await staffRoomID();
    expect(hasPermission(checker, "discussions.view", { resourceType: "category", resourceID: staff })).toBe(
      false,
    );
  });

  it("member: posts globally, but neither sees nor posts in the staff room or its child (junction alias)", async () => {
    const record = await permissionsOf("member");
    const checker = createPermissionChecker(record);
    expect(record.isAdmin).toBe(false);
    expect(hasPermission(checker, ["discussions.add", "comments.add", "reactions.positive.add"])).toBe(true);
    expect(hasPermission(checker, "community.moderate")).toBe(false);
    const staff = await staffRoomID();
    const child = await staffChildID();
    expect(record.junctions?.category).toContain(staff);
    expect(record.junctionAliases?.category?.[String(child)]).toBe(staff);
    for (const id of [staff, child]) {
      expect(hasPermission(checker, "discussions.view", { resourceType: "category", resourceID: id })).toBe(
        false,
      );
      expect(hasPermission(checker, "discussions.add", { resourceType: "category", resourceID: id })).toBe(
        false,
      );
    }
  });

  it("moderator: moderates and sees the staff room, but does not manage the site", async () => {
    const checker = createPermissionChecker(await permissionsOf("moderator"));
    expect(hasPermission(checker, ["community.moderate"])).toBe(true);
    expect(hasPermission(checker, "personalInfo.view")).toBe(true);
    expect(hasPermission(checker, "site.manage")).toBe(false);
    expect(
      hasPermission(checker, "discussions.add", {
        resourceType: "category",
        resourceID: await staffChildID(),
      }),
    ).toBe(true);
  });

  it("administrator: isAdmin and every permission", async () => {
    const record = await permissionsOf("admin");
    expect(record.isAdmin).toBe(true);
    const global = record.permissions.find((p) => p.type === "global")?.permissions ?? {};
    for (const name of ["site.manage", "settings.manage", "users.add", "users.delete", "community.manage"]) {
      expect(global[name], name).toBe(true);
    }
  });

  it("banned: signed in but without any write permission", async () => {
    const checker = createPermissionChecker(await permissionsOf("banned"));
    expect(hasPermission(checker, "session.valid")).toBe(true);
    expect(hasPermission(checker, "discussions.view")).toBe(true);
    expect(
      hasPermission(checker, [
        "discussions.add",
        "comments.add",
        "conversations.add",
        "reactions.positive.add",
      ]),
    ).toBe(false);
  });

  it("another user's permissions need users.edit", async () => {
    const memberID = (await get("/api/v2/users/me", "member")).json().userID;
    expect((await get(`/api/v2/users/${memberID}/permissions`, "member2")).statusCode).toBe(403);
    expect((await get(`/api/v2/users/${memberID}/permissions`, "moderator")).statusCode).toBe(200);
  });
});

describe("GET /api/v2/users/me-counts", () => {
  it("lists the member's counters", async () => {
    const response = await get("/api/v2/users/me-counts", "member");
    expectMatchesSchema(meCountsSchema, response.json());
    const names = response.json().counts.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(["UnreadNotifications", "Bookmarks"]));
  });
});

describe("GET /api/v2/users/{id}", () => {
  const idOf = async (name: string) =>
    (await app.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow())
      .userID;

  it("hides another member's email; the owner and holders of personalInfo.view see it", async () => {
    const id = await idOf("member2");
    const asMember = (await get(`/api/v2/users/${id}`, "member")).json();
    expectMatchesSchema(userSchema, asMember);
    expect(asMember.email).toBeUndefined();
    expect((await get(`/api/v2/users/${id}`, "member2")).json().email).toBe("member2@plaza.invalid");
    expect((await get(`/api/v2/users/${id}`, "moderator")).json().email).toBe("member2@plaza.invalid");
  });

  it("reduces a private profile to its public fragment for others (content spec §6)", async () => {
    const id = await idOf("private");
    const asGuest = (await get(`/api/v2/users/${id}`)).json();
    expectMatchesSchema(userSchema, asGuest);
    expect(asGuest).toMatchObject({ private: true, dateLastActive: null });
    expect(asGuest.countComments).toBeUndefined();
    expect((await get(`/api/v2/users/${id}`, "moderator")).json().countComments).toBeTypeOf("number");
    expect((await get(`/api/v2/users/${id}`, "private")).json().email).toBe("private@plaza.invalid");
  });

  it("answers 404 JSON for a missing user", async () => {
    const response = await get("/api/v2/users/999999");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404 });
  });
});

describe("POST /api/v2/users/register and POST /api/v2/users", () => {
  it("takes a sign-up with 202 and signs nobody in until the email is proven (users-register.test.ts)", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v2/users/register",
      headers: writeHeaders,
      payload: { name: "newcomer", email: "newcomer@plaza.invalid", password: "long-enough-1" },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json().message).toBe("Check your email to finish signing up.");
    expect(response.cookies.some((c) => c.name === "plaza_session")).toBe(false);
  });

  it("refuses a taken username with a field error", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v2/users/register",
      headers: writeHeaders,
      payload: { name: "Member", email: "other@plaza.invalid", password: "long-enough-1" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ field: "name", code: "unique" }));
  });

  it("adding a user needs users.add", async () => {
    const payload = { name: "added", email: "added@plaza.invalid", password: "long-enough-1" };
    const asModerator = await app.inject({
      method: "POST",
      url: "/api/v2/users",
      headers: { ...writeHeaders, cookie: cookies.moderator },
      payload,
    });
    expect(asModerator.statusCode).toBe(403);
    const asAdmin = await app.inject({
      method: "POST",
      url: "/api/v2/users",
      headers: { ...writeHeaders, cookie: cookies.admin },
      payload,
    });
    expect(asAdmin.statusCode).toBe(201);
    expectMatchesSchema(userSchema, asAdmin.json());
  });

  it("adding a user with a role that does not exist is a field error and leaves no user behind (it answered 500)", async () => {
    const add = (name: string, roleID: number[]) =>
      app.inject({
        method: "POST",
        url: "/api/v2/users",
        headers: { ...writeHeaders, cookie: cookies.admin },
        payload: { name, email: `${name}@plaza.invalid`, password: "long-enough-1", roleID },
      });
    const refused = await add("roleless", [-3, 999989]);
    expect(refused.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, refused.json());
    expect(refused.json().errors).toContainEqual(
      expect.objectContaining({ field: "roleID", code: "invalid" }),
    );
    const left = await app.db.selectFrom("users").select("userID").where("name", "=", "roleless").execute();
    expect(left).toEqual([]);
    const member = await app.db
      .selectFrom("roles")
      .select("roleID")
      .where("type", "=", "member")
      .executeTakeFirstOrThrow();
    // The same role twice is one role.
    expect((await add("twice", [member.roleID, member.roleID])).statusCode).toBe(201);
  });
});
