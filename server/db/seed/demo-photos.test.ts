// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { imageSize } from "image-size";
import { buildApp } from "../../app";
import { demoPhotos, PORTRAIT_SIZE, portraitPng } from "./demo-photos";

let app: FastifyInstance;
beforeAll(async () => {
  // Always on SQLite in memory: the PostgreSQL test databases are copied from a template seeded
  // once, without any app's media storage, so their demo members have no photos.
  app = await buildApp({ dataDir: ":memory:", seed: "demo" });
});
afterAll(() => app.close());

const photoUrlOf = async (name: string) => {
  const response = await app.inject({ method: "GET", url: `/api/v2/users?name=${encodeURIComponent(name)}` });
  expect(response.statusCode, name).toBe(200);
  const body = response.json<{ photoUrl: string } | { photoUrl: string }[]>();
  return (Array.isArray(body) ? body[0] : body)?.photoUrl ?? "";
};

describe("the demo community's photos", () => {
  it("are small PNG portraits drawn the same way every time", () => {
    for (const colors of Object.values(demoPhotos)) {
      const png = portraitPng(colors);
      expect(png.length).toBeLessThan(10 * 1024);
      expect(imageSize(png)).toMatchObject({ type: "png", width: PORTRAIT_SIZE, height: PORTRAIT_SIZE });
      expect(portraitPng({ ...colors })).toEqual(png);
    }
    expect(portraitPng(demoPhotos.ada!)).not.toEqual(portraitPng(demoPhotos.grace!));
  });

  it("some members have one, served from the uploads like a member's own photo; the others have none", async () => {
    const named = Object.keys(demoPhotos);
    expect(named.length).toBeGreaterThanOrEqual(4);
    expect(named.length).toBeLessThanOrEqual(6);
    for (const name of named) {
      const url = await photoUrlOf(name);
      // Absolute in API answers, on app.inject's own origin.
      expect(url, name).toMatch(/^http:\/\/localhost:80\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{16}\.png$/);
      const file = await app.inject({ method: "GET", url: new URL(url).pathname });
      expect(file.statusCode, name).toBe(200);
      expect(file.headers["content-type"]).toBe("image/png");
      expect(file.rawPayload).toEqual(portraitPng(demoPhotos[name]!));
    }
    // The others show their letter avatar.
    for (const name of ["member", "member2", "admin"])
      expect(await photoUrlOf(name), name).toBe(`http://localhost:80/api/v2/avatars/${name}.svg`);
  });
});
