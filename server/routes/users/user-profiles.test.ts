// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { userSchema, type User } from "../../../schemas/entities/user.schema";
import { userListSchema } from "../../../schemas/api/user-lookup.schema";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
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

/** `GET /users?name=` as someone (a guest without `as`): the answer checked against its schema. */
async function usersNamed(name: string, as?: string, more = ""): Promise<User[]> {
  const response = await app.inject({
    url: `/api/v2/users?name=${encodeURIComponent(name)}${more}`,
    headers: as ? { cookie: cookies[as] } : {},
  });
  expect(response.statusCode).toBe(200);
  expectMatchesSchema(userListSchema, response.json());
  return response.json();
}

async function profileOf(name: string, as?: string): Promise<User> {
  const [user] = await usersNamed(name, as);
  if (!user) throw new Error(`no user named ${name}`);
  return user;
}

async function setBannedPrivate(value: boolean) {
  const response = await app.inject({
    method: "PATCH",
    url: "/api/v2/config",
    headers: { ...writeHeaders, cookie: cookies.admin },
    payload: { "ui.bannedPrivateProfile": value },
  });
  expect(response.statusCode).toBe(204);
}

describe("GET /api/v2/users?name= (content spec §2 profile links, §3 User)", () => {
  it("profile: a name finds its member whole and case-insensitively, with the public profile fields", async () => {
    const user = await profileOf("MEMBER2");
    expect(user).toMatchObject({
      name: "member2",
      url: "http://localhost:80/profile/member2",
      private: false,
      banned: 0,
    });
    expect(user.countDiscussions).toBeTypeOf("number");
    expect(user.countComments).toBeTypeOf("number");
    expect(user.title).toBeTypeOf("string");
    expect(Date.parse(user.dateInserted)).not.toBeNaN();
    expect(user.dateLastActive).not.toBeNull();
    expect(await usersNamed("member")).toHaveLength(1);
    expect(await usersNamed("member*")).toEqual([]);
    expect(await usersNamed("mem")).toEqual([]);
  });

  it("profile: a name nobody has answers an empty list, not an error", async () => {
    expect(await usersNamed("nobody-by-this-name")).toEqual([]);
  });

  it("profile: an empty name is a 400 with a JSON message; without a name it is staff's members list", async () => {
    const response = await app.inject({ url: "/api/v2/users?name=" });
    expect(response.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, response.json());
    const list = await app.inject({ url: "/api/v2/users" });
    expect(list.statusCode).toBe(401);
    expectMatchesSchema(errorBodySchema, list.json());
  });

  it("profile: email only for the member and holders of personalInfo.view (content spec §6)", async () => {
    expect((await profileOf("member2", "member")).email).toBeUndefined();
    expect((await profileOf("member2")).email).toBeUndefined();
    expect((await profileOf("member2", "member2")).email).toBe("member2@plaza.invalid");
    expect((await profileOf("member2", "moderator")).email).toBe("member2@plaza.invalid");
  });

  it("profile: a private profile answers only name, photo and the flags to others, no join date (content spec §6, page-shell spec §3 card user)", async () => {
    for (const as of [undefined, "member"]) {
      const user = await profileOf("private", as);
      expect(user).toMatchObject({ name: "private", private: true, dateLastActive: null });
      expect(user.dateInserted, `the join date as ${as ?? "guest"}`).toBe("");
      const byID = await app.inject({
        url: `/api/v2/users/${user.userID}`,
        headers: as ? { cookie: cookies[as] } : {},
      });
      expectMatchesSchema(userSchema, byID.json());
      expect(byID.json()).toMatchObject({ dateInserted: "", dateLastActive: null });
      for (const field of ["email", "title", "label", "countDiscussions", "countComments", "roles", "points"])
        expect(user, `${field} as ${as ?? "guest"}`).not.toHaveProperty(field);
    }
    const asModerator = await profileOf("private", "moderator");
    expect(asModerator.countComments).toBeTypeOf("number");
    expect(Date.parse(asModerator.dateInserted)).not.toBeNaN();
    expect(asModerator.email).toBe("private@plaza.invalid");
    const asSelf = await profileOf("private", "private");
    expect(asSelf.countComments).toBeTypeOf("number");
    expect(Date.parse(asSelf.dateInserted)).not.toBeNaN();
    expect(asSelf.dateLastActive).not.toBeNull();
  });

  it("profile: a banned member is hidden like a private one only while ui.bannedPrivateProfile is on (content spec §6)", async () => {
    await setBannedPrivate(false);
    const open = await profileOf("banned", "member");
    expect(open).toMatchObject({ banned: 1, private: false });
    expect(open.countComments).toBeTypeOf("number");

    await setBannedPrivate(true);
    try {
      const hidden = await profileOf("banned", "member");
      expect(hidden).toMatchObject({ name: "banned", banned: 1, dateLastActive: null, dateInserted: "" });
      expect(hidden).not.toHaveProperty("countComments");
      expect(hidden).not.toHaveProperty("title");
      expect((await profileOf("banned", "moderator")).countComments).toBeTypeOf("number");
      expect((await profileOf("banned", "banned")).countComments).toBeTypeOf("number");
    } finally {
      await setBannedPrivate(false);
    }
  });
});

describe("GET /api/v2/users?expand=reactionsReceived (content spec §3 User, §7)", () => {
  const received = async (name: string, as?: string) => {
    const [user] = await usersNamed(`${name}`, as, "&expand=reactionsReceived");
    return user?.reactionsReceived;
  };
  const countOf = (list: User["reactionsReceived"], urlcode: string) =>
    list?.find((reaction) => reaction.urlcode === urlcode)?.count ?? 0;
  const staffRoom = () =>
    app.db
      .selectFrom("categories")
      .select("categoryID")
      .where((eb) =>
        eb.or([
          eb("urlcode", "=", "staff-room"),
          eb(
            "parentCategoryID",
            "in",
            eb.selectFrom("categories").select("categoryID").where("urlcode", "=", "staff-room"),
          ),
        ]),
      );
  /** A discussion (and its author's name) in a public category or in the Staff Room. */
  const discussionIn = async (where: "public" | "staff", author?: string) =>
    app.db
      .selectFrom("discussions")
      .innerJoin("users", "users.userID", "discussions.insertUserID")
      .select(["discussions.discussionID", "users.name"])
      .$if(author !== undefined, (q) => q.where("users.name", "=", author as string))
      .where("discussions.categoryID", where === "staff" ? "in" : "not in", staffRoom())
      .where("discussions.type", "!=", "redirect")
      .orderBy("discussions.discussionID")
      .executeTakeFirstOrThrow();

  it("reactions received: a reaction to the member's post counts, with a link to the posts that received it", async () => {
    const { discussionID } = await discussionIn("public", "member");
    // member2's own reaction is taken back first, so the one below is new.
    await app.inject({
      method: "DELETE",
      url: `/api/v2/discussions/${discussionID}/reactions`,
      headers: { ...writeHeaders, cookie: cookies.member2 },
    });
    const before = countOf(await received("member", "member2"), "Like");
    const post = await app.inject({
      method: "POST",
      url: `/api/v2/discussions/${discussionID}/reactions`,
      headers: { ...writeHeaders, cookie: cookies.member2 },
      payload: { reactionType: "Like" },
    });
    expect(post.statusCode, post.body).toBeLessThan(300);
    const list = await received("member", "member2");
    expect(countOf(list, "Like")).toBe(before + 1);
    expect(list?.find((reaction) => reaction.urlcode === "Like")?.url).toBe(
      "/profile/reactions/member?reaction=Like",
    );
    expect(list?.every((reaction) => reaction.count > 0)).toBe(true);
  });

  it("reactions received: reactions to posts in categories hidden from the viewer are not counted (content spec §6)", async () => {
    const { discussionID, name } = await discussionIn("staff");
    const like = await app.db
      .selectFrom("reaction_types")
      .select("tagID")
      .where("urlcode", "=", "Like")
      .executeTakeFirstOrThrow();
    const reactor = (await profileOf("member2", "member2")).userID;
    await app.db
      .deleteFrom("reactions")
      .where("recordType", "=", "discussion")
      .where("recordID", "=", discussionID)
      .where("userID", "=", reactor)
      .execute();
    const seenByMember = await received(name, "member");
    expect(seenByMember, `${name}'s profile is open to members`).toBeDefined();
    const asMember = countOf(seenByMember, "Like");
    const asModerator = countOf(await received(name, "moderator"), "Like");
    await app.db
      .insertInto("reactions")
      .values({
        recordType: "discussion",
        recordID: discussionID,
        userID: reactor,
        tagID: like.tagID,
        dateInserted: new Date().toISOString(),
      })
      .execute();
    expect(countOf(await received(name, "member"), "Like")).toBe(asMember);
    expect(countOf(await received(name, "moderator"), "Like")).toBe(asModerator + 1);
  });

  it("reactions received: a restricted profile expands nothing (content spec §6)", async () => {
    expect(await received("private", "member")).toBeUndefined();
    expect(Array.isArray(await received("private", "moderator"))).toBe(true);
  });

  it("reactions received: GET /users/{id} expands them too", async () => {
    const { userID } = await profileOf("member");
    const response = await app.inject({
      url: `/api/v2/users/${userID}?expand=reactionsReceived`,
      headers: { cookie: cookies.member2 },
    });
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(userSchema, response.json());
    expect(response.json().reactionsReceived).toEqual(await received("member", "member2"));
    const plain = await app.inject({ url: `/api/v2/users/${userID}`, headers: { cookie: cookies.member2 } });
    expect(plain.json()).not.toHaveProperty("reactionsReceived");
  });
});
