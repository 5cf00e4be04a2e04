// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { User } from "../../schemas/entities/user.schema";
import { userListSchema } from "../../schemas/api/user-lookup.schema";
import { errorBodySchema } from "../../schemas/entities/error.schema";
import { buildTestApp, signInAs, writeHeaders } from "../../tests/helpers/server";
import { expectMatchesSchema } from "../../tests/helpers/schema-assert";

let app: FastifyInstance;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  app = await buildTestApp();
  for (const name of ["admin", "moderator", "member", "member2", "banned", "private"])
    cookies[name] = await signInAs(app, name);
});
afterAll(() => app.close());

/** `GET /users?name=` as someone (a guest without `as`): the answer checked against its schema. */
async function usersNamed(name: string, as?: string): Promise<User[]> {
  const response = await app.inject({
    url: `/api/v2/users?name=${encodeURIComponent(name)}`,
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
    expect(user).toMatchObject({ name: "member2", url: "/profile/member2", private: false, banned: 0 });
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

  it("profile: a missing or empty name is a 400 with a JSON message", async () => {
    for (const url of ["/api/v2/users", "/api/v2/users?name="]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
    }
  });

  it("profile: email only for the member and holders of personalInfo.view (content spec §6)", async () => {
    expect((await profileOf("member2", "member")).email).toBeUndefined();
    expect((await profileOf("member2")).email).toBeUndefined();
    expect((await profileOf("member2", "member2")).email).toBe("member2@plaza.invalid");
    expect((await profileOf("member2", "moderator")).email).toBe("member2@plaza.invalid");
  });

  it("profile: a private profile answers only name, photo and the flag to others (content spec §6)", async () => {
    for (const as of [undefined, "member"]) {
      const user = await profileOf("private", as);
      expect(user).toMatchObject({ name: "private", private: true, dateLastActive: null });
      for (const field of ["email", "title", "label", "countDiscussions", "countComments", "roles", "points"])
        expect(user, `${field} as ${as ?? "guest"}`).not.toHaveProperty(field);
    }
    const asModerator = await profileOf("private", "moderator");
    expect(asModerator.countComments).toBeTypeOf("number");
    expect(asModerator.email).toBe("private@plaza.invalid");
    const asSelf = await profileOf("private", "private");
    expect(asSelf.countComments).toBeTypeOf("number");
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
      expect(hidden).toMatchObject({ name: "banned", banned: 1, dateLastActive: null });
      expect(hidden).not.toHaveProperty("countComments");
      expect(hidden).not.toHaveProperty("title");
      expect((await profileOf("banned", "moderator")).countComments).toBeTypeOf("number");
      expect((await profileOf("banned", "banned")).countComments).toBeTypeOf("number");
    } finally {
      await setBannedPrivate(false);
    }
  });
});
