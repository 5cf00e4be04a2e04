// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Fastify, { type FastifyInstance } from "fastify";
import { readPage, setPagingHeaders } from "../../server/http/paging";
import { parsePaging } from "../../runtime/api/paging";

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.get<{ Querystring: { page?: string; limit?: string; known?: string } }>(
    "/items",
    async (request, reply) => {
      const page = readPage(request.query, 10);
      const total = 95;
      if (request.query.known === "no")
        setPagingHeaders(request, reply, { ...page, hasMore: page.offset + page.limit < total });
      else setPagingHeaders(request, reply, { ...page, total });
      return [];
    },
  );
  await app.ready();
});
afterAll(() => app.close());

describe("paging headers", () => {
  it("sets Link first/prev/next/last and x-app-page-* when the total is known", async () => {
    const response = await app.inject({ url: "/items?page=3&limit=10&sort=-dateInserted" });
    expect(response.headers["x-app-page-current"]).toBe("3");
    expect(response.headers["x-app-page-limit"]).toBe("10");
    expect(response.headers["x-app-page-result-count"]).toBe("95");
    expect(response.headers["x-app-page-next-url"]).toBe("/items?page=4&limit=10&sort=-dateInserted");
    expect(response.headers["x-app-page-prev-url"]).toBe("/items?page=2&limit=10&sort=-dateInserted");
    const link = String(response.headers.link);
    expect(link).toContain('rel="first"');
    expect(link).toContain('</items?page=10&limit=10&sort=-dateInserted>; rel="last"');
  });

  it("has no next page on the last page and no prev on the first", async () => {
    const last = await app.inject({ url: "/items?page=10&limit=10" });
    expect(last.headers["x-app-page-next-url"]).toBeUndefined();
    const first = await app.inject({ url: "/items?limit=10" });
    expect(first.headers["x-app-page-prev-url"]).toBeUndefined();
  });

  it("omits the count and last link when the total is unknown, still telling whether more exist", async () => {
    const response = await app.inject({ url: "/items?page=2&limit=10&known=no" });
    expect(response.headers["x-app-page-result-count"]).toBeUndefined();
    expect(String(response.headers.link)).not.toContain('rel="last"');
    expect(response.headers["x-app-page-next-url"]).toBeDefined();
  });

  it("round-trips through the client's paging parser", async () => {
    const response = await app.inject({ url: "/items?page=2&limit=10" });
    const headers = new Headers(
      Object.entries(response.headers).map(([k, v]): [string, string] => [k, String(v)]),
    );
    expect(parsePaging(headers)).toMatchObject({ currentPage: 2, limit: 10, total: 95 });
  });
});
