import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import {
  buildCategory,
  buildComment,
  buildCommunity,
  buildDiscussion,
  buildReaction,
  buildUser,
  signInCookie,
} from "../helpers/factories";
import { buildTestApp, signInAs } from "../helpers/server";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
});
afterAll(() => app.close());

const get = (url: string, cookie?: string) =>
  app.inject({ method: "GET", url: `/api/v2${url}`, headers: cookie ? { cookie } : {} });

describe('the site without the demo (seed: "none")', () => {
  it("is empty: no users, categories or discussions, but the built-in roles", async () => {
    const fresh = await buildTestApp({ seed: "none" });
    try {
      expect(await fresh.db.selectFrom("users").select("userID").execute()).toEqual([]);
      expect(await fresh.db.selectFrom("discussions").select("discussionID").execute()).toEqual([]);
      const roles = await fresh.db.selectFrom("roles").select("type").execute();
      expect(roles.map((r) => r.type).sort()).toEqual([
        "administrator",
        "banned",
        "guest",
        "member",
        "moderator",
      ]);
    } finally {
      await fresh.close();
    }
  });
});

describe("factories", () => {
  it("make users with unique names and the roles asked for, who can sign in", async () => {
    const member = await buildUser(app.db);
    const admin = await buildUser(app.db, { roles: ["administrator"], password: "a password" });
    expect(member.name).not.toBe(admin.name);
    const me = await get("/users/me", await signInCookie(app.db, member.userID));
    expect(me.json()).toMatchObject({ userID: member.userID, name: member.name });
    const cookie = await signInAs(app, admin.name, admin.password);
    const permissions = await get(`/users/${admin.userID}/permissions`, cookie);
    expect(permissions.json().isAdmin).toBe(true);
  });

  it("make discussions, comments and reactions that count and render as posted ones", async () => {
    const { member, moderator, general } = await buildCommunity(app);
    const discussionID = await buildDiscussion(app.db, {
      categoryID: general.categoryID,
      insertUserID: member.userID,
      body: "Some **bold** words",
    });
    const commentID = await buildComment(app.db, { discussionID, insertUserID: moderator.userID });
    await buildReaction(app.db, {
      recordType: "discussion",
      recordID: discussionID,
      userID: moderator.userID,
    });
    const discussion = (await get(`/discussions/${discussionID}`)).json();
    expect(discussion.body).toContain("<strong>bold</strong>");
    expect(discussion.countComments).toBe(1);
    expect(discussion.score).toBe(1);
    expect((await get(`/comments/${commentID}`)).json().discussionID).toBe(discussionID);
    const category = (await get(`/categories/${general.categoryID}`)).json();
    expect(category).toMatchObject({ countDiscussions: 1, countComments: 1 });
  });

  it("make private categories that only staff see", async () => {
    const { member, admin, staffRoom } = await buildCommunity(app);
    expect(
      (await get(`/categories/${staffRoom.categoryID}`, await signInCookie(app.db, member.userID)))
        .statusCode,
    ).toBe(404);
    expect(
      (await get(`/categories/${staffRoom.categoryID}`, await signInCookie(app.db, admin.userID))).statusCode,
    ).toBe(200);
  });

  it("nest categories under a parent", async () => {
    const parent = await buildCategory(app.db, { displayAs: "categories" });
    const child = await buildCategory(app.db, { parentID: parent.categoryID });
    const row = await app.db
      .selectFrom("categories")
      .select(["parentCategoryID", "depth"])
      .where("categoryID", "=", child.categoryID)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ parentCategoryID: parent.categoryID, depth: 2 });
  });
});
