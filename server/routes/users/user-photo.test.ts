// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { userPhotoSchema } from "../../../schemas/api/account.schema";
import { buildTestApp, signInAs } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";
import { multipart, PNG_3X2, type Part } from "../../../tests/helpers/multipart";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
});
afterAll(() => app.close());

const userIDOf = async (name: string) =>
  (await app.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow())
    .userID;

const photoOf = async (name: string) =>
  (await app.db.selectFrom("users").select("photoUrl").where("name", "=", name).executeTakeFirstOrThrow())
    .photoUrl;

async function postPhoto(id: string | number, cookie: string | null, parts?: Part[]) {
  const body = multipart(parts ?? [{ name: "photo", fileName: "me.png", data: PNG_3X2, type: "image/png" }]);
  return app.inject({
    method: "POST",
    url: `/api/v2/users/${id}/photo`,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

const deletePhoto = (id: string | number, cookie: string) =>
  app.inject({
    method: "DELETE",
    url: `/api/v2/users/${id}/photo`,
    headers: { "x-requested-with": "XMLHttpRequest", cookie },
  });

describe("POST /api/v2/users/{id}/photo (Vanilla users.yml: multipart field photo)", () => {
  it("stores a member's own photo through the media storage and answers {photoUrl}", async () => {
    const cookie = await signInAs(app, "member");
    const response = await postPhoto("me", cookie);
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(userPhotoSchema, response.json());
    const { photoUrl } = response.json<{ photoUrl: string }>();
    expect(photoUrl).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{16}\.png$/);
    expect(await photoOf("member")).toBe(photoUrl);

    const file = await app.inject({ url: photoUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.rawPayload.equals(PNG_3X2)).toBe(true);
    // The current user (the title bar's avatar) reads the new photo at once: no cache keeps the old one.
    const me = await app.inject({ url: "/api/v2/users/me", headers: { cookie } });
    // API answers carry users' photos as absolute URLs (on app.inject's own origin here).
    expect(me.json().photoUrl).toBe(`http://localhost:80${photoUrl}`);
  });

  it("replacing a photo deletes the previous upload, so its URL answers 404", async () => {
    const cookie = await signInAs(app, "member");
    const first = (await postPhoto("me", cookie)).json<{ photoUrl: string }>().photoUrl;
    const second = (await postPhoto("me", cookie)).json<{ photoUrl: string }>().photoUrl;
    expect(second).not.toBe(first);
    expect((await app.inject({ url: first })).statusCode).toBe(404);
    expect((await app.inject({ url: second })).statusCode).toBe(200);
  });

  it("refuses a guest with 401 and another member's photo with 403 JSON", async () => {
    const guest = await postPhoto(await userIDOf("member"), null);
    expect(guest.statusCode).toBe(401);
    expectMatchesSchema(errorBodySchema, guest.json());
    const before = await photoOf("member2");
    const cookie = await signInAs(app, "member");
    const response = await postPhoto(await userIDOf("member2"), cookie);
    expect(response.statusCode).toBe(403);
    expectMatchesSchema(errorBodySchema, response.json());
    expect(await photoOf("member2")).toBe(before);
  });

  it("lets staff with users.edit set a member's photo", async () => {
    const cookie = await signInAs(app, "moderator");
    const response = await postPhoto(await userIDOf("member2"), cookie);
    expect(response.statusCode).toBe(200);
    expect(await photoOf("member2")).toBe(response.json().photoUrl);
  });

  it("refuses a file that is not an image with a 400 JSON field error, storing nothing", async () => {
    const cookie = await signInAs(app, "member2");
    const before = await photoOf("member2");
    const media = await app.db.selectFrom("media").select("mediaID").execute();
    const response = await postPhoto("me", cookie, [
      { name: "photo", fileName: "me.txt", data: Buffer.from("not a picture"), type: "image/png" },
    ]);
    expect(response.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, response.json());
    expect(response.json().errors[0].field).toBe("photo");
    // A PNG name on other bytes is sniffed, not trusted.
    const disguised = await postPhoto("me", cookie, [
      { name: "photo", fileName: "me.png", data: Buffer.from("<html>hi</html>"), type: "image/png" },
    ]);
    expect(disguised.statusCode).toBe(400);
    expect(await photoOf("member2")).toBe(before);
    expect(await app.db.selectFrom("media").select("mediaID").execute()).toHaveLength(media.length);
  });

  it("applies the upload limits of POST /media: extension allow-list, and a missing photo part", async () => {
    const cookie = await signInAs(app, "member2");
    const extension = await postPhoto("me", cookie, [
      { name: "photo", fileName: "me.svg", data: Buffer.from("<svg/>"), type: "image/svg+xml" },
    ]);
    expect(extension.statusCode).toBe(400);
    expect(extension.json().message).toMatch(/^The uploaded file did not have an allowed extension\./);
    const missing = await postPhoto("me", cookie, [
      { name: "file", fileName: "me.png", data: PNG_3X2, type: "image/png" },
    ]);
    expect(missing.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, missing.json());
    expect(missing.json().errors[0].field).toBe("photo");
  });
});

describe("DELETE /api/v2/users/{id}/photo", () => {
  it("clears a member's own photo and deletes its upload", async () => {
    const cookie = await signInAs(app, "member");
    const { photoUrl } = (await postPhoto("me", cookie)).json<{ photoUrl: string }>();
    const response = await deletePhoto("me", cookie);
    expect(response.statusCode).toBe(204);
    expect(await photoOf("member")).toBe("");
    expect((await app.inject({ url: photoUrl })).statusCode).toBe(404);
    const me = await app.inject({ url: "/api/v2/users/me", headers: { cookie } });
    // With no photo of their own, a member's photo is their letter avatar.
    expect(me.json().photoUrl).toBe("http://localhost:80/api/v2/avatars/member.svg");
  });

  it("refuses another member's photo with 403 JSON", async () => {
    const staff = await signInAs(app, "moderator");
    await postPhoto(await userIDOf("member2"), staff);
    const before = await photoOf("member2");
    const cookie = await signInAs(app, "member");
    const response = await deletePhoto(await userIDOf("member2"), cookie);
    expect(response.statusCode).toBe(403);
    expectMatchesSchema(errorBodySchema, response.json());
    expect(await photoOf("member2")).toBe(before);
  });
});
