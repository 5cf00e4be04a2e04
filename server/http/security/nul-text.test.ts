import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildUser, signInCookie } from "../../../tests/helpers/factories";
import { buildTestApp, writeHeaders } from "../../../tests/helpers/server";

let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
  cookie = await signInCookie(app.db, (await buildUser(app.db, { roles: ["administrator"] })).userID);
});
afterAll(() => app.close());

describe("text with the NUL character (one answer on SQLite and PostgreSQL)", () => {
  it("refuses a JSON body field holding U+0000 with a field error, before anything is written", async () => {
    const before = await app.db
      .selectFrom("fragments")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const response = await app.inject({
      method: "POST",
      url: "/api/v2/fragments",
      headers: { ...writeHeaders, cookie },
      payload: JSON.stringify({ fragmentType: "CustomHtml", name: "A", js: "", css: "a\u0000b" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: "css", code: "invalid", message: "css may not contain the NUL character (\\u0000)." },
    ]);
    const after = await app.db
      .selectFrom("fragments")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("refuses %00 in the address with 400 and the API's error body", async () => {
    for (const url of ["/api/v2/discussions?query=a%00b", "/api/v2/categories/gen%00eral"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        message: "The address may not contain the NUL character (%00).",
        status: 400,
      });
    }
  });
});
