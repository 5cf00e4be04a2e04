// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { insertMembers } from "../../../tests/helpers/members";
import { categoryIDOf, writeHeaders } from "../../../tests/helpers/server";
import { createSession, SESSION_COOKIE } from "../../auth/sessions";
import { progressOf } from "../discussions/discussion-writes.fixtures";
import { setUpSessionApi } from "./users-admin.fixtures";

/**
 * Staff act only on members who rank strictly below them (server/services/roles/user-rank.ts): roles,
 * bans, edits, deletions and warnings of an equal or a higher member are refused 403, and nobody
 * gives a role, or defines one, granting what they lack themselves.
 */
const api = setUpSessionApi(["admin", "moderator", "member"] as const);
const extra: Record<"mod2" | "keeper", { userID: number; cookie: string }> = {} as never;
let roleIDs: Record<"member" | "moderator" | "administrator", number>;
let memberIDs: number[];

const roleOf = async (type: string) =>
  (await api.app.db.selectFrom("roles").select("roleID").where("type", "=", type).executeTakeFirstOrThrow())
    .roleID;
const rolesHeld = async (userID: number) =>
  (await api.app.db.selectFrom("user_roles").select("roleID").where("userID", "=", userID).execute())
    .map((row) => row.roleID)
    .sort((a, b) => a - b);
const bannedOf = async (userID: number) =>
  (
    await api.app.db
      .selectFrom("users")
      .select("banned")
      .where("userID", "=", userID)
      .executeTakeFirstOrThrow()
  ).banned;

/** A call as a member this file adds (second moderator, site keeper). */
function callAs(
  who: keyof typeof extra,
  method: "POST" | "PATCH" | "PUT" | "DELETE",
  url: string,
  body?: object,
) {
  return api.app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...writeHeaders, cookie: extra[who].cookie },
    ...(body ? { payload: body } : {}),
  });
}

/** Adds a member holding `roles`, signed in. */
async function addStaff(name: string, roles: number[]) {
  const [userID] = await insertMembers(api.app.db, name, 1);
  await api.app.db.deleteFrom("user_roles").where("userID", "=", userID!).execute();
  await api.app.db
    .insertInto("user_roles")
    .values(roles.map((roleID) => ({ userID: userID!, roleID })))
    .execute();
  const session = await createSession(api.app.db, userID!);
  return { userID: userID!, cookie: `${SESSION_COOKIE}=${session.token}` };
}

function expectRefused(response: Awaited<ReturnType<typeof api.call>>, status = 403) {
  expect(response.statusCode, response.body).toBe(status);
  expectMatchesSchema(errorBodySchema, response.json());
}

beforeAll(async () => {
  roleIDs = {
    member: await roleOf("member"),
    moderator: await roleOf("moderator"),
    administrator: await roleOf("administrator"),
  };
  extra.mod2 = await addStaff("mod2_", [roleIDs.member, roleIDs.moderator]);
  // A site keeper: manages the site (roles included) without being an administrator or a moderator.
  const keeperRole = await api.call("POST", "/roles", "admin", {
    name: "Site keeper",
    permissions: [
      {
        type: "global",
        permissions: {
          "session.valid": true,
          "site.manage": true,
          "users.edit": true,
          "profiles.view": true,
        },
      },
    ],
  });
  expect(keeperRole.statusCode, keeperRole.body).toBe(201);
  extra.keeper = await addStaff("keeper_", [roleIDs.member, keeperRole.json().roleID as number]);
  memberIDs = await insertMembers(api.app.db, "plain_", 6);
});

describe("a moderator and another moderator", () => {
  it("moderator → member gets the Moderator role: 403, the roles unchanged", async () => {
    const target = memberIDs[0]!;
    const before = await rolesHeld(target);
    const response = await api.call("PATCH", `/users/${target}`, "moderator", {
      roleID: [roleIDs.member, roleIDs.moderator],
    });
    expectRefused(response);
    expect(await rolesHeld(target)).toEqual(before);
  });

  it("moderator demotes another moderator: 403", async () => {
    const response = await api.call("PATCH", `/users/${extra.mod2.userID}`, "moderator", {
      roleID: [roleIDs.member],
    });
    expectRefused(response);
    expect(response.json().description).toMatch(/equal or exceed your own/);
    expect(await rolesHeld(extra.mod2.userID)).toContain(roleIDs.moderator);
  });

  it("moderator bans another moderator: 403; nor unbans one an administrator banned", async () => {
    expectRefused(await api.call("PUT", `/users/${extra.mod2.userID}/ban`, "moderator", { banned: true }));
    expect(await bannedOf(extra.mod2.userID)).toBe(0);
    // The other way round too: equals are equals.
    const back = await callAs("mod2", "PUT", `/users/${await api.idOf("moderator")}/ban`, { banned: true });
    expectRefused(back);
    expect(
      (await api.call("PUT", `/users/${extra.mod2.userID}/ban`, "admin", { banned: true })).statusCode,
    ).toBe(200);
    expectRefused(await api.call("PUT", `/users/${extra.mod2.userID}/ban`, "moderator", { banned: false }));
    expect(await bannedOf(extra.mod2.userID)).toBe(1);
    expect(
      (await api.call("PUT", `/users/${extra.mod2.userID}/ban`, "admin", { banned: false })).statusCode,
    ).toBe(200);
  });

  it("moderator edits another moderator's title: 403; a member's: 200", async () => {
    expectRefused(await api.call("PATCH", `/users/${extra.mod2.userID}`, "moderator", { title: "Demoted" }));
    const member = await api.call("PATCH", `/users/${memberIDs[1]}`, "moderator", { title: "Helper" });
    expect(member.statusCode, member.body).toBe(200);
  });

  it("moderator warns another moderator: refused 403 for that discussion; a member's: warned", async () => {
    const generalID = await categoryIDOf(api.app, "general");
    const post = async (as: "mod2" | "member") => {
      const body = { name: `By ${as}`, body: "Words", format: "text", categoryID: generalID };
      const response =
        as === "mod2"
          ? await callAs("mod2", "POST", "/discussions", body)
          : await api.call("POST", "/discussions", as, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().discussionID as number;
    };
    const byMod = await post("mod2");
    const byMember = await post("member");
    const result = progressOf(
      await api.call("POST", "/discussions/warn", "moderator", {
        discussionIDs: [byMod, byMember],
        reason: "x",
      }),
    );
    expect(result.progress.successIDs).toEqual([byMember]);
    expect(result.progress.exceptionsByID[String(byMod)]?.status).toBe(403);
    const warned = await api.app.db
      .selectFrom("warnings")
      .select("warningID")
      .where("userID", "=", extra.mod2.userID)
      .execute();
    expect(warned).toHaveLength(0);
  });

  it("moderator bans a member: still 200", async () => {
    const response = await api.call("PUT", `/users/${memberIDs[2]}/ban`, "moderator", { banned: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(await bannedOf(memberIDs[2]!)).toBe(1);
  });
});

describe("an administrator", () => {
  it("promotes, bans, unbans, demotes and deletes moderators and members: 200", async () => {
    const target = memberIDs[3]!;
    const promote = await api.call("PATCH", `/users/${target}`, "admin", {
      roleID: [roleIDs.member, roleIDs.moderator],
    });
    expect(promote.statusCode, promote.body).toBe(200);
    for (const banned of [true, false]) {
      const ban = await api.call("PUT", `/users/${target}/ban`, "admin", { banned });
      expect(ban.statusCode, ban.body).toBe(200);
    }
    const warnMod = await api.call("PATCH", `/users/${target}`, "admin", { title: "Moderator" });
    expect(warnMod.statusCode, warnMod.body).toBe(200);
    const demote = await api.call("PATCH", `/users/${target}`, "admin", { roleID: [roleIDs.member] });
    expect(demote.statusCode, demote.body).toBe(200);
    expect(await rolesHeld(target)).toEqual([roleIDs.member]);
    expect((await api.call("DELETE", `/users/${target}`, "admin")).statusCode).toBe(204);
  });

  it("never bans, demotes or deletes themself", async () => {
    const self = await api.idOf("admin");
    expectRefused(await api.call("PUT", `/users/${self}/ban`, "admin", { banned: true }));
    expectRefused(await api.call("PATCH", `/users/${self}`, "admin", { roleID: [roleIDs.member] }));
    expectRefused(await api.call("DELETE", `/users/${self}`, "admin"));
    expect(await bannedOf(self)).toBe(0);
    expect(await rolesHeld(self)).toContain(roleIDs.administrator);
  });
});

describe("roles granting what the giver lacks", () => {
  it("a site keeper gives neither the Moderator nor the Administrator role, nor acts on an administrator", async () => {
    const target = memberIDs[4]!;
    for (const role of [roleIDs.moderator, roleIDs.administrator]) {
      expectRefused(await callAs("keeper", "PATCH", `/users/${target}`, { roleID: [roleIDs.member, role] }));
    }
    expect(await rolesHeld(target)).toEqual([roleIDs.member]);
    expectRefused(await callAs("keeper", "PUT", `/users/${await api.idOf("admin")}/ban`, { banned: true }));
  });

  it("a site keeper allowed to add members adds none holding a role beyond theirs", async () => {
    const keeperRole = await api.app.db
      .selectFrom("roles")
      .select("roleID")
      .where("name", "=", "Site keeper")
      .executeTakeFirstOrThrow();
    const widened = await api.call("PATCH", `/roles/${keeperRole.roleID}`, "admin", {
      permissions: [{ type: "global", permissions: { "users.add": true } }],
    });
    expect(widened.statusCode, widened.body).toBe(200);
    const add = (name: string, roleID: number[]) =>
      callAs("keeper", "POST", "/users", {
        name,
        email: `${name}@plaza.invalid`,
        password: "a long password 1",
        roleID,
      });
    expectRefused(await add("made_mod", [roleIDs.member, roleIDs.moderator]));
    expectRefused(await add("made_admin", [roleIDs.administrator]));
    const member = await add("made_member", [roleIDs.member]);
    expect(member.statusCode, member.body).toBe(201);
  });

  it("a site keeper neither defines nor widens a role with a permission they lack", async () => {
    const wide = { type: "global", permissions: { "users.delete": true } };
    expectRefused(await callAs("keeper", "POST", "/roles", { name: "Deleters", permissions: [wide] }));
    const narrow = await callAs("keeper", "POST", "/roles", {
      name: "Greeters",
      permissions: [{ type: "global", permissions: { "profiles.view": true } }],
    });
    expect(narrow.statusCode, narrow.body).toBe(201);
    const greeters = narrow.json().roleID as number;
    expectRefused(await callAs("keeper", "PATCH", `/roles/${greeters}`, { permissions: [wide] }));
    // Nor changes or deletes a role granting more than they hold.
    expectRefused(await callAs("keeper", "PATCH", `/roles/${roleIDs.moderator}`, { name: "Mods" }));
    const admins = await api.call("POST", "/roles", "admin", { name: "Cleaners", permissions: [wide] });
    expect(admins.statusCode, admins.body).toBe(201);
    expectRefused(await callAs("keeper", "DELETE", `/roles/${admins.json().roleID}`));
    expect((await callAs("keeper", "DELETE", `/roles/${greeters}`)).statusCode).toBe(204);
  });

  it("a moderator gives no role granting a category permission they lack there", async () => {
    const categoryID = await categoryIDOf(api.app, "ideas-feedback");
    const helper = await api.call("POST", "/roles", "admin", {
      name: "Ideas cleaner",
      permissions: [{ type: "category", id: categoryID, permissions: { "discussions.delete": true } }],
    });
    expect(helper.statusCode, helper.body).toBe(201);
    // Moderators keep every other right there, but not deleting discussions.
    const narrowed = await api.call("PATCH", `/roles/${roleIDs.moderator}`, "admin", {
      permissions: [{ type: "category", id: categoryID, permissions: { "discussions.delete": false } }],
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    const target = memberIDs[5]!;
    const response = await api.call("PATCH", `/users/${target}`, "moderator", {
      roleID: [roleIDs.member, helper.json().roleID],
    });
    expectRefused(response);
    expect(await rolesHeld(target)).toEqual([roleIDs.member]);
  });
});
