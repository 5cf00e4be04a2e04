// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { userSchema } from "../../../schemas/entities/user.schema";
import { buildTestApp, DEMO_PASSWORD, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
});
afterAll(() => app.close());

const patch = (id: string | number, payload: object, cookie?: string) =>
  app.inject({
    method: "PATCH",
    url: `/api/v2/users/${id}`,
    headers: { ...writeHeaders, ...(cookie ? { cookie } : {}) },
    payload,
  });

const userIDOf = async (name: string) =>
  (await app.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow())
    .userID;

const meOf = async (cookie: string) =>
  (await app.inject({ method: "GET", url: "/api/v2/users/me", headers: { cookie } })).json().userID as number;

const signInStatus = async (username: string, password: string) =>
  (
    await app.inject({
      method: "POST",
      url: "/api/v2/session",
      headers: writeHeaders,
      payload: { username, password },
    })
  ).statusCode;

const fieldOf = (body: { errors?: { field: string; message: string }[] }) => body.errors?.[0];

describe("PATCH /api/v2/users/{id}: profile fields (Vanilla users.yml UserPatch)", () => {
  it("refuses a guest with 401", async () => {
    const response = await patch("me", { title: "Guest" });
    expect(response.statusCode).toBe(401);
    expectMatchesSchema(errorBodySchema, response.json());
  });

  it("lets a member change their own title and answers the user record", async () => {
    const cookie = await signInAs(app, "member2");
    const response = await patch("me", { title: "  Keeper of the garden " }, cookie);
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(userSchema, response.json());
    expect(response.json().title).toBe("Keeper of the garden");
    const id = await userIDOf("member2");
    const read = await app.inject({ method: "GET", url: `/api/v2/users/${id}`, headers: { cookie } });
    expect(read.json().title).toBe("Keeper of the garden");
  });

  it("renames with the sign-up rules: a taken name is a field error, a case change of one's own is not", async () => {
    const cookie = await signInAs(app, "member2");
    const taken = await patch("$me", { name: "Member" }, cookie);
    expect(taken.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, taken.json());
    expect(fieldOf(taken.json())).toMatchObject({
      field: "name",
      message: "That username is already taken.",
    });
    const invalid = await patch("$me", { name: "two words" }, cookie);
    expect(fieldOf(invalid.json())?.field).toBe("name");
    expect((await patch("$me", { name: "Member2" }, cookie)).json().name).toBe("Member2");
    const renamed = await patch("$me", { name: "gardener" }, cookie);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe("gardener");
    expect(await signInStatus("gardener", DEMO_PASSWORD)).toBe(200);
  });

  it("refuses fields it does not change (email, roles) with 400", async () => {
    const cookie = await signInAs(app, "member");
    const response = await patch("me", { email: "new@plaza.invalid" }, cookie);
    expect(response.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, response.json());
  });

  it("refuses another member's account to a member with 403", async () => {
    const cookie = await signInAs(app, "member");
    const response = await patch(await userIDOf("admin"), { title: "Not mine" }, cookie);
    expect(response.statusCode).toBe(403);
    expectMatchesSchema(errorBodySchema, response.json());
  });

  it("refuses an administrator's account to a moderator with 403", async () => {
    const cookie = await signInAs(app, "moderator");
    const response = await patch(await userIDOf("admin"), { title: "Demoted" }, cookie);
    expect(response.statusCode).toBe(403);
    expectMatchesSchema(errorBodySchema, response.json());
  });

  it("lets staff with users.edit change another's title, never their password", async () => {
    const cookie = await signInAs(app, "moderator");
    const memberID = await userIDOf("member");
    const title = await patch(memberID, { title: "Helper" }, cookie);
    expect(title.statusCode).toBe(200);
    expect(title.json().title).toBe("Helper");
    const password = await patch(memberID, { password: "chosen by staff" }, cookie);
    expect(password.statusCode).toBe(403);
    expectMatchesSchema(errorBodySchema, password.json());
    expect(await signInStatus("member", DEMO_PASSWORD)).toBe(200);
  });
});

describe("PATCH /api/v2/users/{id}: password (passwordConfirmation is the current password)", () => {
  it("needs the current password: missing or wrong is a field error of passwordConfirmation", async () => {
    const cookie = await signInAs(app, "private");
    const missing = await patch("me", { password: "a new password" }, cookie);
    expect(missing.statusCode).toBe(400);
    expect(fieldOf(missing.json())?.field).toBe("passwordConfirmation");
    const wrong = await patch("me", { password: "a new password", passwordConfirmation: "not it" }, cookie);
    expect(wrong.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, wrong.json());
    expect(fieldOf(wrong.json())).toMatchObject({
      field: "passwordConfirmation",
      message: "Your current password is not correct.",
    });
    expect(await signInStatus("private", DEMO_PASSWORD)).toBe(200);
  });

  it("keeps the sign-up rules: a password under 8 characters is a field error of password", async () => {
    const cookie = await signInAs(app, "private");
    const response = await patch("me", { password: "short", passwordConfirmation: DEMO_PASSWORD }, cookie);
    expect(response.statusCode).toBe(400);
    expect(fieldOf(response.json())?.field).toBe("password");
  });

  it("changes the password, keeps this session and signs the member's other sessions out", async () => {
    const other = await signInAs(app, "member");
    const cookie = await signInAs(app, "member");
    const response = await patch(
      "me",
      { password: "a brand new one", passwordConfirmation: DEMO_PASSWORD },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    const memberID = await userIDOf("member");
    expect(await meOf(cookie)).toBe(memberID);
    expect(await meOf(other)).toBe(0);
    expect(await signInStatus("member", DEMO_PASSWORD)).toBe(401);
    expect(await signInStatus("member", "a brand new one")).toBe(200);
  });

  it("counts wrong current passwords like failed sign-ins: guessing runs into 429", async () => {
    const cookie = await signInAs(app, "admin");
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await patch(
        "me",
        { password: "a new password", passwordConfirmation: `guess ${i}` },
        cookie,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
    expect(statuses).toContain(429);
  });
});
