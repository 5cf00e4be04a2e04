// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "../../schemas/entities/error.schema";
import { buildTestApp, signInAs, writeHeaders } from "../helpers/server";
import { expectMatchesSchema } from "../helpers/schema-assert";

// Requests the API fuzzer found answering 5xx, kept as plain checks once fixed.

let app: FastifyInstance;
let admin: string;
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  admin = await signInAs(app, "admin");
});
afterAll(() => app.close());

describe("found by fuzzing", () => {
  const lists = [
    "/discussions",
    "/comments?discussionID=1",
    "/collections",
    "/notifications",
    "/conversations",
    "/messages?conversationID=1",
    "/categories?outputFormat=flat",
    "/users/by-names?name=a*",
  ];
  it.each(lists)("GET %s with a page past any real list answers 400, not an SQL error", async (url) => {
    for (const page of ["1e308", "9".repeat(30), "1000001"]) {
      const response = await app.inject({
        url: `/api/v2${url}${url.includes("?") ? "&" : "?"}page=${page}`,
        headers: { cookie: admin },
      });
      expect(response.statusCode, `page=${page}: ${response.body}`).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
    }
    const last = await app.inject({
      url: `/api/v2${url}${url.includes("?") ? "&" : "?"}page=1000000`,
      headers: { cookie: admin },
    });
    expect(last.statusCode, last.body).toBe(200);
  });

  it.each(["/api/v2/discussions/%zz", "/api/v2/%C0%AE%C0%AE", "/api/v2/comments/%u0031/edit"])(
    "GET %s (a malformed escape) answers 400 in the error shape",
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode, response.body).toBe(400);
      expectMatchesSchema(errorBodySchema, response.json());
      expect(response.json().status).toBe(400);
    },
  );

  it("a body of 100,000 wrong items answers at most 50 field errors", async () => {
    const items = `[${"1,".repeat(99_999)}1]`;
    const response = await app.inject({
      method: "POST",
      url: "/api/v2/collections",
      headers: { ...writeHeaders, cookie: admin },
      payload: `{"name":"x","records":${items}}`,
    });
    expect(response.statusCode).toBe(400);
    expectMatchesSchema(errorBodySchema, response.json());
    expect(response.json().errors).toHaveLength(50);
    expect(response.body.length).toBeLessThan(10_000);
  });
});
