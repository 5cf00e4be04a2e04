// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import {
  collectionContentSchema,
  collectionListSchema,
  collectionSchema,
  type CollectionContent,
} from "../../../schemas/entities/collection.schema";
import { errorBodySchema } from "../../../schemas/entities/error.schema";
import { buildTestApp, signInAs, writeHeaders } from "../../../tests/helpers/server";
import { expectMatchesSchema } from "../../../tests/helpers/schema-assert";

let app: FastifyInstance;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  app = await buildTestApp({ seed: "demo" });
  for (const name of ["admin", "moderator", "member"]) cookies[name] = await signInAs(app, name);
});
afterAll(() => app.close());

const get = (url: string, as?: string) => app.inject({ url, headers: as ? { cookie: cookies[as] } : {} });
const post = (payload: unknown, as?: string) =>
  app.inject({
    method: "POST",
    url: "/api/v2/collections",
    headers: { ...writeHeaders, ...(as ? { cookie: cookies[as] } : {}) },
    payload: payload as object,
  });

async function discussionIDs(where: { category?: string; names?: string[] }): Promise<number[]> {
  let query = app.db
    .selectFrom("discussions")
    .innerJoin("categories", "categories.categoryID", "discussions.categoryID")
    .select("discussions.discussionID");
  if (where.category) query = query.where("categories.urlcode", "=", where.category);
  if (where.names) query = query.where("discussions.name", "in", where.names);
  return (await query.orderBy("discussions.discussionID").execute()).map((r) => r.discussionID);
}

describe("GET /api/v2/collections", () => {
  it("lists the seeded Getting Started Guides collection with paging headers", async () => {
    const response = await get("/api/v2/collections");
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(collectionListSchema, response.json());
    const [guides] = response.json();
    expect(guides).toMatchObject({ name: "Getting Started Guides" });
    expect(guides.records).toHaveLength(4);
    expect(response.headers["x-app-page-current"]).toBe("1");
  });
});

describe("GET /api/v2/collections/{id}", () => {
  it("expands each discussion with its name, url, excerpt and category, in order", async () => {
    const list = (await get("/api/v2/collections")).json();
    const response = await get(`/api/v2/collections/${list[0].collectionID}`);
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(collectionContentSchema, response.json());
    const content: CollectionContent = response.json();
    expect(content.records.map((r) => r.record.name)).toEqual([
      "How do I change my display name?",
      "What does the bookmark button do?",
      "Markdown cheat sheet for posts",
      "How do notifications work?",
    ]);
    const [first] = content.records;
    expect(first?.record.url).toBe(`/discussion/${first?.recordID}/how-do-i-change-my-display-name`);
    expect(first?.record.excerpt.length).toBeGreaterThan(0);
    expect(first?.record.excerpt).not.toMatch(/[#*`]/);
    expect(first?.record.category?.name).toBe("Getting Started");
  });

  it("answers 404 for an unknown collection", async () => {
    const response = await get("/api/v2/collections/9999");
    expect(response.statusCode).toBe(404);
    expectMatchesSchema(errorBodySchema, response.json());
  });
});

describe("POST /api/v2/collections", () => {
  it("needs community.manage: guests 401, members and moderators 403", async () => {
    const body = { name: "Nope", records: [] };
    expect((await post(body)).statusCode).toBe(401);
    expect((await post(body, "member")).statusCode).toBe(403);
    expect((await post(body, "moderator")).statusCode).toBe(403);
  });

  it("creates a collection of discussions and categories for an administrator", async () => {
    const [discussionID] = await discussionIDs({ category: "general" });
    const category = await app.db
      .selectFrom("categories")
      .select("categoryID")
      .where("urlcode", "=", "ideas-feedback")
      .executeTakeFirstOrThrow();
    const response = await post(
      {
        name: "Staff picks",
        records: [
          { recordType: "category", recordID: category.categoryID },
          { recordType: "discussion", recordID: discussionID },
        ],
      },
      "admin",
    );
    expect(response.statusCode, response.body).toBe(201);
    expectMatchesSchema(collectionSchema, response.json());
    expect(response.json()).toMatchObject({
      name: "Staff picks",
      records: [
        { recordType: "category", recordID: category.categoryID, sort: 1 },
        { recordType: "discussion", recordID: discussionID, sort: 2 },
      ],
    });
    const content = (await get(`/api/v2/collections/${response.json().collectionID}`)).json();
    expect(content.records[0].record).toMatchObject({
      name: "Ideas & Feedback",
      url: `/categories/${category.categoryID}`,
    });
  });

  it("refuses records that do not exist or repeat, and unknown fields", async () => {
    const [discussionID] = await discussionIDs({ category: "general" });
    const missing = await post(
      { name: "Bad", records: [{ recordType: "discussion", recordID: 999999 }] },
      "admin",
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({
      field: "recordID",
      path: "records.0",
      code: "notFound",
    });
    const twice = { recordType: "discussion", recordID: discussionID };
    expect((await post({ name: "Bad", records: [twice, twice] }, "admin")).json().errors[0].code).toBe(
      "unique",
    );
    expect((await post({ name: "Bad", records: [], color: "red" }, "admin")).statusCode).toBe(400);
    expect((await post({ name: "", records: [] }, "admin")).statusCode).toBe(400);
  });
});

describe("collections and the Staff Room (content spec §6)", () => {
  it("shows staff-only discussions to a moderator and leaves them out for members and guests", async () => {
    const staff = await discussionIDs({ category: "staff-room" });
    const open = await discussionIDs({ names: ["Markdown cheat sheet for posts"] });
    const created = await post(
      {
        name: "Mixed",
        records: [
          { recordType: "discussion", recordID: staff[0] },
          { recordType: "discussion", recordID: open[0] },
        ],
      },
      "admin",
    );
    const id = created.json().collectionID;
    const namesFor = async (as?: string) => {
      const response = await get(`/api/v2/collections/${id}`, as);
      expectMatchesSchema(collectionContentSchema, response.json());
      return (response.json() as CollectionContent).records.map((r) => r.recordID);
    };
    expect(await namesFor("moderator")).toEqual([staff[0], open[0]]);
    expect(await namesFor("member")).toEqual([open[0]]);
    expect(await namesFor()).toEqual([open[0]]);
    const listed = (await get("/api/v2/collections", "member"))
      .json()
      .find((c: { collectionID: number }) => c.collectionID === id);
    expect(listed.records.map((r: { recordID: number }) => r.recordID)).toEqual([open[0]]);
  });
});
