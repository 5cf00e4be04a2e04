// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { errorBodySchema } from "../../schemas/entities/error.schema";
import { buildTestApp, signInAs } from "../helpers/server";
import { expectMatchesSchema } from "../helpers/schema-assert";

// Requests the API fuzzer found answering 5xx, kept as plain checks once fixed.

let app: FastifyInstance;
let admin: string;
beforeAll(async () => {
  app = await buildTestApp();
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
});
