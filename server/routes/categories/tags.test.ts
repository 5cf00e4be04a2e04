// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { tagListSchema, type Tag } from "../../../schemas/entities/tag.schema";
import { buildTaggedDiscussions } from "../../../tests/helpers/factories";
import { buildTestApp } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: "none" });
  // Used by 3, 2, 1, 1 and no discussions.
  await buildTaggedDiscussions(
    app.db,
    ["Feature request", "Question", "Bug", "Showcase", "Unused"],
    [
      [0, 1, 2],
      [0, 1],
      [0, 3],
    ],
  );
});
afterAll(() => app.close());

async function tags(query = ""): Promise<Tag[]> {
  const response = await app.inject({ url: `/api/v2/tags${query}` });
  expect(response.statusCode).toBe(200);
  expectMatchesSchema(tagListSchema, response.json());
  return response.json();
}

describe("GET /api/v2/tags", () => {
  it("lists tags with their counts, the most used first", async () => {
    const list = await tags();
    expect(list.length).toBeGreaterThan(3);
    const counts = list.map((tag) => tag.countDiscussions);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(0);
  });

  it("finds tags by the start of their name, case-insensitively, within the limit", async () => {
    expect((await tags("?query=feat")).map((tag) => tag.name)).toEqual(["Feature request"]);
    expect(await tags("?query=%25")).toEqual([]);
    expect((await tags("?limit=2")).length).toBe(2);
  });
});
