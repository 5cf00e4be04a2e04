// @vitest-environment node
import { describe, expect, it } from "vitest";
import { userListSchema } from "../../../schemas/api/user-lookup.schema";
import { userBanHistorySchema, userBanSchema } from "../../../schemas/api/users-admin.schema";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { categoryIDOf, DEMO_PASSWORD, writeHeaders } from "../../../tests/helpers/server";
import { setUpSessionApi } from "./users-admin.fixtures";
import { rich2Paragraph } from "../../../tests/helpers/role-api";

const users = [
  "member",
  "moderator",
  "admin",
  "member2",
  "ada",
  "linus",
  "grace",
  "margaret",
  "alan",
] as const;
type As = (typeof users)[number];
const api = setUpSessionApi(users);

async function postDiscussion(as: As, name: string): Promise<number> {
  const generalID = await categoryIDOf(api.app, "general");
  const response = await api.call("POST", "/discussions", as, {
    name,
    body: rich2Paragraph(name),
    categoryID: generalID,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().discussionID as number;
}

async function postComment(as: As, discussionID: number, words: string): Promise<number> {
  const response = await api.call("POST", "/comments", as, { discussionID, body: rich2Paragraph(words) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().commentID as number;
}

const idOf = (name: string) => api.idOf(name);
const roleIDOf = async (type: string) =>
  (await api.app.db.selectFrom("roles").select("roleID").where("type", "=", type).executeTakeFirstOrThrow())
    .roleID;
const names = (body: string) => (JSON.parse(body) as { name: string }[]).map((user) => user.name);
const globalOf = async (as: As) =>
  (await api.call("GET", "/users/$me/permissions", as))
    .json()
    .permissions.find((entry: { type: string }) => entry.type === "global").permissions as Record<
    string,
    boolean
  >;

describe("GET /users without name: the members list for staff (Vanilla users.yml)", () => {
  it("needs users.edit, users.delete or site.manage: guests 401, members 403", async () => {
    expect((await api.call("GET", "/users")).statusCode).toBe(401);
    const refused = await api.call("GET", "/users", "member");
    expect(refused.statusCode).toBe(403);
    expectMatchesSchema(errorBodySchema, refused.json());
    expect((await api.call("GET", "/users", "moderator")).statusCode).toBe(200);
  });

  it("pages by name with a cursor in the next link, every member once", async () => {
    const seen: string[] = [];
    let url: string | undefined = "/users?limit=4";
    while (url) {
      const response = await api.call("GET", url, "admin");
      expect(response.statusCode, response.body).toBe(200);
      expectMatchesSchema(userListSchema, response.json());
      seen.push(...names(response.body));
      const next = response.headers["x-app-page-next-url"] as string | undefined;
      expect(response.headers.link ?? "").toContain(next ? 'rel="next"' : "");
      url = next?.replace(/^\/api\/v2/, "");
    }
    const all = await api.app.db.selectFrom("users").select("nameKey").orderBy("nameKey").execute();
    expect(seen.map((name) => name.toLowerCase())).toEqual(all.map((row) => row.nameKey));
  });

  it("searches by name prefix, and by email prefix only for viewers who may see emails", async () => {
    const byName = await api.call("GET", "/users?query=MEM", "admin");
    expect(names(byName.body)).toEqual(["member", "member2"]);
    expect(names((await api.call("GET", "/users?query=linus@plaza", "admin")).body)).toEqual(["linus"]);
    // A member searched by a wildcard character matches nothing, not everyone.
    expect(names((await api.call("GET", "/users?query=%25", "admin")).body)).toEqual([]);
  });

  it("filters by banned state and by role, newest first with sort=-userID", async () => {
    expect(names((await api.call("GET", "/users?isBanned=true", "admin")).body)).toEqual(["banned"]);
    const moderators = await api.call("GET", `/users?roleID=${await roleIDOf("moderator")}`, "admin");
    expect(names(moderators.body)).toEqual(["moderator"]);
    const newest = (await api.call("GET", "/users?sort=-userID&limit=3", "admin")).json<
      { userID: number }[]
    >();
    expect(newest.map((u) => u.userID)).toEqual([...newest.map((u) => u.userID)].sort((a, b) => b - a));
  });

  it("answers bad input 400 JSON: a limit above 500, a forged cursor", async () => {
    for (const url of ["/users?limit=501", "/users?cursor=bm90LWpzb24", "/users?sort=points"]) {
      const response = await api.call("GET", url, "admin");
      expect(response.statusCode, url).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
    }
  });
});

describe("PATCH /users/{id} roleID: a member's roles", () => {
  it("a role change changes the permissions record the member gets at once", async () => {
    expect((await globalOf("member2"))["users.edit"]).toBeUndefined();
    const memberRole = await roleIDOf("member");
    const moderatorRole = await roleIDOf("moderator");
    const given = await api.call("PATCH", `/users/${await idOf("member2")}`, "admin", {
      roleID: [memberRole, moderatorRole],
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().roleIDs.sort()).toEqual([memberRole, moderatorRole].sort());
    expect((await globalOf("member2"))["users.edit"]).toBe(true);
    await api.call("PATCH", `/users/${await idOf("member2")}`, "admin", { roleID: [memberRole] });
    expect((await globalOf("member2"))["users.edit"]).toBeUndefined();
  });

  it("users.edit gives no role granting more, nor one making a member the giver's equal", async () => {
    const linus = await idOf("linus");
    const admin = await api.call("PATCH", `/users/${linus}`, "moderator", {
      roleID: [await roleIDOf("administrator")],
    });
    expect(admin.statusCode).toBe(403);
    // A moderator does not make moderators (server/services/roles/user-rank.ts); an administrator does.
    const moderator = await api.call("PATCH", `/users/${linus}`, "moderator", {
      roleID: [await roleIDOf("member"), await roleIDOf("moderator")],
    });
    expect(moderator.statusCode, moderator.body).toBe(403);
    expect((await api.call("PATCH", `/users/${linus}`, "member", { roleID: [] })).statusCode).toBe(403);
    expect((await api.call("PATCH", `/users/${linus}`, undefined, { roleID: [1] })).statusCode).toBe(401);
  });

  it("refuses bad roles 400 JSON and a change of one's own roles 403", async () => {
    const ada = await idOf("ada");
    for (const roleID of [[], [999999], [await roleIDOf("banned")], [await roleIDOf("guest")]]) {
      const response = await api.call("PATCH", `/users/${ada}`, "admin", { roleID });
      expect(response.statusCode, JSON.stringify(roleID)).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
    }
    const own = await api.call("PATCH", `/users/${await idOf("admin")}`, "admin", {
      roleID: [await roleIDOf("member")],
    });
    expect(own.statusCode).toBe(403);
  });
});

describe("PUT /users/{id}/ban: ban and unban with a reason", () => {
  it("a banned member's next comment is refused 403 'You have been banned.', signing out still works; unban restores", async () => {
    const discussionID = await postDiscussion("member", "Ban test");
    await postComment("grace", discussionID, "Before the ban");
    const ban = await api.call("PUT", `/users/${await idOf("grace")}/ban`, "moderator", {
      banned: true,
      reason: "Spam links",
    });
    expect(ban.statusCode, ban.body).toBe(200);
    expectMatchesSchema(userBanSchema, ban.json());
    expect(ban.json()).toEqual({ banned: true, reason: "Spam links" });
    const refused = await api.call("POST", "/comments", "grace", {
      discussionID,
      body: rich2Paragraph("After the ban"),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().description).toBe("You have been banned.");
    const unban = await api.call("PUT", `/users/${await idOf("grace")}/ban`, "moderator", { banned: false });
    expect(unban.json()).toEqual({ banned: false });
    const bans = await api.call("GET", `/users/${await idOf("grace")}/bans`, "moderator");
    expect(bans.statusCode).toBe(200);
    expectMatchesSchema(userBanHistorySchema, bans.json());
    expect(
      bans.json().map((entry: { banned: boolean; reason: string }) => [entry.banned, entry.reason]),
    ).toEqual([
      [false, ""],
      [true, "Spam links"],
    ]);
    expect((await api.call("GET", `/users/${await idOf("grace")}/bans`, "member")).statusCode).toBe(403);
    await postComment("grace", discussionID, "After the unban");
    await api.call("PUT", `/users/${await idOf("grace")}/ban`, "admin", { banned: true });
    const out = await api.call("DELETE", "/session", "grace");
    expect(out.statusCode).toBe(204);
  });

  it("needs users.edit (guests 401, members 403), site.manage for an administrator, never oneself", async () => {
    const ada = await idOf("ada");
    expect((await api.call("PUT", `/users/${ada}/ban`, undefined, { banned: true })).statusCode).toBe(401);
    expect((await api.call("PUT", `/users/${ada}/ban`, "member", { banned: true })).statusCode).toBe(403);
    const onAdmin = await api.call("PUT", `/users/${await idOf("admin")}/ban`, "moderator", { banned: true });
    expect(onAdmin.statusCode).toBe(403);
    const self = await api.call("PUT", `/users/${await idOf("moderator")}/ban`, "moderator", {
      banned: true,
    });
    expect(self.statusCode).toBe(403);
    expect((await api.call("PUT", "/users/999999/ban", "admin", { banned: true })).statusCode).toBe(404);
  });

  it("answers bad input 400 JSON and refuses a write without its X-Requested-With header", async () => {
    const ada = await idOf("ada");
    for (const payload of [{}, { banned: "yes" }, { banned: true, reason: "x".repeat(501) }]) {
      const response = await api.call("PUT", `/users/${ada}/ban`, "admin", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
    }
    const noHeader = await api.app.inject({
      method: "PUT",
      url: `/api/v2/users/${ada}/ban`,
      headers: { "content-type": "application/json", cookie: api.cookies.admin },
      payload: { banned: true },
    });
    expect(noHeader.statusCode).toBe(403);
    expect(
      (
        await api.app.db
          .selectFrom("users")
          .select("banned")
          .where("userID", "=", ada)
          .executeTakeFirstOrThrow()
      ).banned,
    ).toBe(0);
  });
});

describe("DELETE /users/{id} deleteMethod keep", () => {
  it("keeps the member's comments, shown by the Deleted User placeholder (shell spec §3: a user with no name)", async () => {
    const discussionID = await postDiscussion("member", "Delete test");
    const commentID = await postComment("margaret", discussionID, "Written before leaving");
    const margaret = await idOf("margaret");
    const removed = await api.call("DELETE", `/users/${margaret}`, "admin", { deleteMethod: "keep" });
    expect(removed.statusCode, removed.body).toBe(204);
    const comment = await api.call("GET", `/comments/${commentID}?expand=insertUser`, "member");
    expect(comment.statusCode).toBe(200);
    expect(comment.json().insertUser).toMatchObject({ name: "", photoUrl: "" });
    // Their session ended and they cannot sign in again; the members list leaves them out.
    expect((await api.call("GET", "/users/me", "margaret")).json().userID).toBe(0);
    const signIn = await api.app.inject({
      method: "POST",
      url: "/api/v2/session",
      headers: writeHeaders,
      payload: { username: `deleted:${margaret}`, password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBeGreaterThanOrEqual(400);
    expect(
      (await api.call("GET", "/users?limit=500", "admin")).json().map((u: { userID: number }) => u.userID),
    ).not.toContain(margaret);
    expect((await api.call("DELETE", `/users/${margaret}`, "admin")).statusCode).toBe(404);
  });

  it("needs users.delete (moderators 403), site.manage for an administrator, never oneself; only keep", async () => {
    const alan = await idOf("alan");
    expect(
      (await api.call("DELETE", `/users/${alan}`, "moderator", { deleteMethod: "keep" })).statusCode,
    ).toBe(403);
    expect((await api.call("DELETE", `/users/${alan}`, undefined)).statusCode).toBe(401);
    const self = await api.call("DELETE", `/users/${await idOf("admin")}`, "admin", { deleteMethod: "keep" });
    expect(self.statusCode).toBe(403);
    const wipe = await api.call("DELETE", `/users/${alan}`, "admin", { deleteMethod: "wipe" });
    expect(wipe.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, wipe.json());
    // Without a body, keep is the method.
    expect((await api.call("DELETE", `/users/${alan}`, "admin")).statusCode).toBe(204);
  });
});
