// @vitest-environment node
import { describe, expect, it } from "vitest";
import { builtInRoles } from "../auth/role-definitions";
import {
  categoryPermissionNames,
  globalPermissionNames,
  permissionsGridSchema,
} from "../../schemas/entities/permissions-grid";
import { roleListSchema, roleSchema } from "../../schemas/api/roles.schema";
import { errorBodySchema } from "../../schemas/entities/error.schema";
import { expectMatchesSchema } from "../../tests/helpers/schema-assert";
import { categoryIDOf } from "../../tests/helpers/server";
import { setUpSessionApi } from "./users/users-admin.fixtures";

const api = setUpSessionApi(["member", "moderator", "admin"] as const);

type RoleAnswer = {
  roleID: number;
  name: string;
  type: string | null;
  deletable: boolean;
  permissions?: { type: string; id?: number; permissions: Record<string, boolean> }[];
};

async function addRole(name: string, permissions: unknown[] = []): Promise<RoleAnswer> {
  const response = await api.call("POST", "/roles", "admin", { name, description: "Test role", permissions });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<RoleAnswer>();
}

describe("the permissions grid (content spec §6)", () => {
  it("every permission a built-in role grants is in the grid's global schema", () => {
    const grid = Object.keys(permissionsGridSchema.properties.global.properties);
    for (const role of builtInRoles) for (const name of role.permissions) expect(grid).toContain(name);
    expect(grid).toEqual(globalPermissionNames);
  });

  it("every permission the spec lists for checks is in the grid; system.only is no role's", () => {
    const listed = [
      "personalInfo.view",
      "community.moderate",
      "community.manage",
      "comments.edit",
      "discussions.edit",
      "discussions.manage",
      "discussions.moderate",
      "discussions.closeOwn",
      "discussions.delete",
      "discussions.close",
      "site.manage",
      "curation.manage",
      "flag.add",
      "staff.allow",
      "comments.add",
      "conversations.add",
      "reactions.view",
      "profiles.view",
      "users.add",
      "users.edit",
      "users.delete",
    ];
    for (const name of listed) expect(globalPermissionNames).toContain(name);
    expect(globalPermissionNames).not.toContain("system.only");
    for (const name of categoryPermissionNames) expect(globalPermissionNames).toContain(name);
  });
});

describe("GET /roles (shell spec §7: limit)", () => {
  it("lists the roles with roleID to anyone, up to the limit asked", async () => {
    const all = await api.call("GET", "/roles?limit=500");
    expect(all.statusCode).toBe(200);
    expectMatchesSchema(roleListSchema, all.json());
    const types = all.json<RoleAnswer[]>().map((role) => role.type);
    expect(types).toEqual(
      expect.arrayContaining(["guest", "member", "moderator", "administrator", "banned"]),
    );
    const two = await api.call("GET", "/roles?limit=2");
    expect(two.json()).toHaveLength(2);
  });

  it("answers 400 for a limit above 500", async () => {
    const response = await api.call("GET", "/roles?limit=501");
    expect(response.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, response.json());
  });

  it("gives permissions only to site managers (expand=permissions)", async () => {
    expect((await api.call("GET", "/roles?expand=permissions", "moderator")).statusCode).toBe(403);
    const response = await api.call("GET", "/roles?expand=permissions", "admin");
    expect(response.statusCode).toBe(200);
    const member = response.json<RoleAnswer[]>().find((role) => role.type === "member")!;
    const global = member.permissions!.find((p) => p.type === "global")!;
    expect(global.permissions["comments.add"]).toBe(true);
    expect(global.permissions["site.manage"]).toBe(false);
  });
});

describe("POST, PATCH, GET and DELETE /roles/{id} (site.manage)", () => {
  it("refuses guests 401 and members and moderators 403", async () => {
    expect((await api.call("POST", "/roles", undefined, { name: "Nope" })).statusCode).toBe(401);
    expect((await api.call("POST", "/roles", "member", { name: "Nope" })).statusCode).toBe(403);
    expect((await api.call("POST", "/roles", "moderator", { name: "Nope" })).statusCode).toBe(403);
    const memberRoleID = (await api.call("GET", "/roles")).json<RoleAnswer[]>()[1]!.roleID;
    expect((await api.call("PATCH", `/roles/${memberRoleID}`, "moderator", { name: "X" })).statusCode).toBe(
      403,
    );
    expect((await api.call("DELETE", `/roles/${memberRoleID}`, "member")).statusCode).toBe(403);
  });

  it("adds a role with global and category permissions, and reads it back", async () => {
    const generalID = await categoryIDOf(api.app, "general");
    const role = await addRole("Curators", [
      { type: "global", permissions: { "curation.manage": true, "session.valid": true } },
      { type: "category", id: generalID, permissions: { "discussions.view": true, "comments.add": true } },
    ]);
    expectMatchesSchema(roleSchema, role);
    expect(role).toMatchObject({ name: "Curators", type: null, deletable: true });
    const read = await api.call("GET", `/roles/${role.roleID}`, "admin");
    const fragments = read.json<RoleAnswer>().permissions!;
    expect(fragments.find((p) => p.type === "global")!.permissions["curation.manage"]).toBe(true);
    const general = fragments.find((p) => p.type === "category" && p.id === generalID)!;
    expect(general.permissions).toMatchObject({
      "discussions.view": true,
      "comments.add": true,
      "discussions.add": false,
    });
    // Other readers see the role without its permissions.
    expect((await api.call("GET", `/roles/${role.roleID}`, "member")).json()).not.toHaveProperty(
      "permissions",
    );
  });

  it("a category's first grid keeps the other roles' access there (they start from their global grants)", async () => {
    const generalID = await categoryIDOf(api.app, "general");
    await addRole("General helpers", [
      { type: "category", id: generalID, permissions: { "discussions.edit": true } },
    ]);
    const me = await api.call("GET", "/users/$me/permissions", "member");
    const entry = me.json().permissions.find((p: { id?: number }) => p.id === generalID);
    expect(entry?.permissions["comments.add"]).toBe(true);
    expect(entry?.permissions["discussions.edit"]).toBe(false);
  });

  it("changes a role's name, description and permissions; a listed permission is set, others stay", async () => {
    const role = await addRole("Greeters", [{ type: "global", permissions: { "flag.add": true } }]);
    const response = await api.call("PATCH", `/roles/${role.roleID}`, "admin", {
      name: "Welcomers",
      description: "Say hello",
      permissions: [{ type: "global", permissions: { "conversations.add": true } }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const global = response.json<RoleAnswer>().permissions!.find((p) => p.type === "global")!.permissions;
    expect(global).toMatchObject({ "flag.add": true, "conversations.add": true });
    expect(response.json()).toMatchObject({ name: "Welcomers", description: "Say hello" });
    const off = await api.call("PATCH", `/roles/${role.roleID}`, "admin", {
      permissions: [{ type: "global", permissions: { "flag.add": false } }],
    });
    expect(
      off.json<RoleAnswer>().permissions!.find((p) => p.type === "global")!.permissions["flag.add"],
    ).toBe(false);
  });

  it("answers bad input 4xx JSON: unknown permission, taken name, missing or aliased category", async () => {
    const unknown = await api.call("POST", "/roles", "admin", {
      name: "Odd",
      permissions: [{ type: "global", permissions: { "system.only": true } }],
    });
    expect(unknown.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, unknown.json());
    const taken = await api.call("POST", "/roles", "admin", { name: "member" });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors[0]).toMatchObject({ field: "name", code: "unique" });
    const missing = await api.call("POST", "/roles", "admin", {
      name: "Lost",
      permissions: [{ type: "category", id: 999999, permissions: { "discussions.view": true } }],
    });
    expect(missing.statusCode).toBe(400);
    const child = await api.app.db
      .selectFrom("categories")
      .select("categoryID")
      .whereRef("categoryID", "!=", "permissionCategoryID")
      .executeTakeFirstOrThrow();
    const aliased = await api.call("POST", "/roles", "admin", {
      name: "Aliased",
      permissions: [{ type: "category", id: child.categoryID, permissions: { "discussions.view": true } }],
    });
    expect(aliased.statusCode).toBe(400);
    expect((await api.call("PATCH", "/roles/999999", "admin", { name: "Ghost" })).statusCode).toBe(404);
    expect((await api.call("GET", "/roles/abc")).statusCode).toBe(400);
  });

  it("deletes an added role, its members keeping the Member role; built-in roles are kept (409)", async () => {
    const role = await addRole("Temporary");
    const ada = await api.app.db
      .selectFrom("users")
      .select("userID")
      .where("name", "=", "ada")
      .executeTakeFirstOrThrow();
    const give = await api.call("PATCH", `/users/${ada.userID}`, "admin", { roleID: [role.roleID] });
    expect(give.statusCode, give.body).toBe(200);
    const removed = await api.call("DELETE", `/roles/${role.roleID}`, "admin");
    expect(removed.statusCode).toBe(204);
    expect((await api.call("GET", `/roles/${role.roleID}`)).statusCode).toBe(404);
    const user = await api.call("GET", `/users/${ada.userID}`, "admin");
    const memberRoleID = (await api.call("GET", "/roles"))
      .json<RoleAnswer[]>()
      .find((r) => r.type === "member")!.roleID;
    expect(user.json().roleIDs).toEqual([memberRoleID]);
    for (const builtIn of (await api.call("GET", "/roles"))
      .json<RoleAnswer[]>()
      .filter((r) => !r.deletable)) {
      const refused = await api.call("DELETE", `/roles/${builtIn.roleID}`, "admin");
      expect(refused.statusCode).toBe(409);
      expectMatchesSchema(errorBodySchema, refused.json());
    }
  });
});
