import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../tests/helpers/server";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
});
afterAll(() => app.close());

describe("numbers in the address (one answer on SQLite and PostgreSQL)", () => {
  it("refuses an id or filter beyond the database's integers with 400 and a field error, never a 500", async () => {
    for (const [url, field] of [
      ["/api/v2/discussions/2147483648", "id"],
      ["/api/v2/discussions?categoryID=99999999999", "categoryID"],
      ["/api/v2/comments?discussionID=-3000000000", "discussionID"],
    ] as const) {
      for (const method of ["GET", "HEAD"] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(400);
        if (method === "GET") expect(response.json().errors[0]).toMatchObject({ field });
      }
    }
  });

  it("still answers the largest id the database holds as usual (404 when it does not exist)", async () => {
    expect((await app.inject({ url: "/api/v2/discussions/2147483647" })).statusCode).toBe(404);
  });

  it("answers a user id written out past any row as no such user (404), like any missing user", async () => {
    const huge = "957209658538861376341072697099052614443987455582913657451126";
    for (const method of ["GET", "HEAD"] as const) {
      expect((await app.inject({ method, url: `/api/v2/users/${huge}` })).statusCode).toBe(404);
    }
  });
});
