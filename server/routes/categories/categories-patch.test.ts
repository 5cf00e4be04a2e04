// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { categorySchema } from "../../../schemas/entities/category.schema";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { buildTestApp, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";

let app: FastifyInstance;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  for (const name of ["admin", "member", "moderator"]) cookies[name] = await signInAs(app, name);
});
afterAll(() => app.close());

const patch = (id: number, payload: unknown, as?: string) =>
  app.inject({
    method: "PATCH",
    url: `/api/v2/categories/${id}`,
    headers: { ...writeHeaders, ...(as ? { cookie: cookies[as] } : {}) },
    payload: JSON.stringify(payload),
  });
const get = (id: number) => app.inject({ url: `/api/v2/categories/${id}` });

describe("PATCH /api/v2/categories/{id}", () => {
  it("stores a colour, an icon and a banner image that GET then answers (site.manage)", async () => {
    const look = {
      color: "#1A7F5A",
      iconUrl: "https://cdn.example.com/icons/general.svg",
      bannerUrl: "/uploads/banners/general.jpg",
    };
    const response = await patch(3, look, "admin");
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(categorySchema, response.json());
    expect(response.json()).toMatchObject({ categoryID: 3, ...look, color: "#1a7f5a" });
    expect((await get(3)).json()).toMatchObject({ ...look, color: "#1a7f5a" });
  });

  it("clears a field given as null and leaves the others", async () => {
    await patch(4, { color: "#123456", bannerUrl: "/uploads/b.png" }, "admin");
    const response = await patch(4, { bannerUrl: null }, "admin");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ color: "#123456", bannerUrl: null, iconUrl: null });
  });

  it("refuses a colour that is not #rrggbb and addresses that fail the safe-link rule (content spec §5)", async () => {
    const before = (await get(2)).json();
    for (const body of [
      { color: "red" },
      { color: "#fff" },
      { color: "#12345g" },
      { iconUrl: "javascript:alert(1)" },
      { bannerUrl: " data:image/png;base64,AAAA" },
    ]) {
      const response = await patch(2, body, "admin");
      expect(response.statusCode).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
    }
    expect((await get(2)).json()).toEqual(before);
  });

  it("refuses an empty body, unknown fields, guests, members without site.manage and unknown categories", async () => {
    expect((await patch(2, {}, "admin")).statusCode).toBe(400);
    expect((await patch(2, { colour: "#000000" }, "admin")).statusCode).toBe(400);
    expect((await patch(2, { color: "#000000" })).statusCode).toBe(401);
    expect((await patch(2, { color: "#000000" }, "member")).statusCode).toBe(403);
    expect((await patch(2, { color: "#000000" }, "moderator")).statusCode).toBe(403);
    expect((await patch(9999, { color: "#000000" }, "admin")).statusCode).toBe(404);
  });
});
